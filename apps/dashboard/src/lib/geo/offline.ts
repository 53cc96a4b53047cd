import {
  estimateDrive,
  greatCircleKm,
  pathLengthKm,
  roadEstimate,
  type CountryCode,
  type GeoPlace,
  type GeoService,
  type LngLat,
  type SuggestOptions,
} from '@siirto/domain';
import { foldName, indexPlaces, type PlacesData, type PlacesIndex } from './places.ts';

const COUNTRY_NAMES: Record<CountryCode, string> = { FI: 'Finland', SE: 'Sweden' };
const COUNTRY_WORDS = new Set(['finland', 'suomi', 'sweden', 'ruotsi', 'sverige']);

export interface OfflineGeoOptions {
  /** Loads the packaged data; by default a dynamic import, so the data never lands in the first chunk. */
  loadData?: () => Promise<PlacesData>;
  roadFactor?: number;
  averageSpeedKmh?: number;
}

const defaultLoad = async (): Promise<PlacesData> => {
  const mod = await import('./data/places.json');
  // Written by scripts/build-geo-data.mjs in exactly this row shape.
  return mod.default as unknown as PlacesData;
};

interface ParsedQuery {
  street: string;
  /** Digits the user typed as a postal code ('' when none). */
  postalCode: string;
  cityText: string;
}

/** Splits "street number, postal code city", "street number, city", "postal code city" or "city". */
export function parseAddressQuery(query: string): ParsedQuery {
  const parts = query
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !COUNTRY_WORDS.has(foldName(p)));
  let street = '';
  let locality = '';
  if (parts.length >= 2) {
    street = parts[0] ?? '';
    locality = parts.slice(1).join(' ');
  } else {
    const single = parts[0] ?? '';
    // "Mannerheimintie 1 00100 Helsinki" without a comma
    const noComma = /^(.*\D\d+\s*[a-zA-Z]?)\s+(\d{3}\s?\d{2}(?:\s.*)?)$/u.exec(single);
    if (noComma?.[1] && noComma[2]) {
      street = noComma[1].trim();
      locality = noComma[2];
    } else if (/\p{L}.*\s\d/u.test(single)) {
      street = single; // a street with a number and no place yet
    } else {
      locality = single;
    }
  }
  const postal = /^(\d{3}\s?\d{0,2})(?:\s+(.*))?$/u.exec(locality.trim());
  if (postal?.[1]) {
    return { street, postalCode: postal[1].replace(/\s/g, ''), cityText: (postal[2] ?? '').trim() };
  }
  return { street, postalCode: '', cityText: locality.trim() };
}

const capitalise = (s: string) => (s ? s.charAt(0).toLocaleUpperCase('fi') + s.slice(1) : s);

function place(street: string, postalCode: string, city: string, country: CountryCode, coordinates: LngLat): GeoPlace {
  const streetAddress = capitalise(street);
  const locality = [postalCode, city].filter(Boolean).join(' ');
  return {
    placeName: streetAddress || city,
    streetAddress,
    postalCode,
    city,
    country,
    coordinates,
    fullAddress: [streetAddress, locality, COUNTRY_NAMES[country]].filter(Boolean).join(', '),
  };
}

function suggestFrom(index: PlacesIndex, query: string, options: SuggestOptions): GeoPlace[] {
  const limit = options.limit ?? 5;
  const allowed = new Set(options.countries);
  const { street, postalCode, cityText } = parseAddressQuery(query);
  const cityKey = foldName(cityText);
  const results: GeoPlace[] = [];

  // Finnish postal codes: an exact code, or codes starting with what was typed.
  if (postalCode && allowed.has('FI')) {
    const codes =
      postalCode.length === 5
        ? [postalCode]
        : index.postalCodes.filter((c) => c.startsWith(postalCode)).slice(0, limit);
    for (const code of codes) {
      const area = index.postal.get(code);
      if (!area) continue;
      const names = [area.areaFi, area.areaSv, area.municipalityFi, area.municipalitySv];
      const typedSv =
        cityKey && foldName(area.areaSv).startsWith(cityKey) && !foldName(area.areaFi).startsWith(cityKey);
      if (cityKey && !names.some((n) => foldName(n).startsWith(cityKey))) continue;
      results.push(place(street, code, typedSv ? area.areaSv : area.areaFi, 'FI', area.coordinates));
    }
    if (results.length > 0) return results.slice(0, limit);
  }

  if (!cityKey) return [];
  const matches = index.localities
    .filter((l) => allowed.has(l.country) && l.key.startsWith(cityKey))
    .sort((a, b) => Number(b.key === cityKey) - Number(a.key === cityKey) || b.population - a.population);
  for (const l of matches.slice(0, limit)) {
    // A Swedish postal code typed by the user is kept as written ("903 26"); Finnish codes come from the data.
    const code =
      l.country === 'SE' && postalCode.length === 5
        ? `${postalCode.slice(0, 3)} ${postalCode.slice(3)}`
        : l.country === 'FI'
          ? l.postalCode
          : '';
    results.push(place(street, code, l.name, l.country, l.coordinates));
  }
  return results;
}

/**
 * The offline provider: packaged Finnish postal codes and municipalities and FI / SE towns. It knows places, not
 * streets: a street address gets its postal area's or town's coordinates. Distances are the great circle times a
 * road factor at an average speed, flagged as estimates.
 */
export function createOfflineGeoService(options: OfflineGeoOptions = {}): GeoService {
  const load = options.loadData ?? defaultLoad;
  const model = {
    roadFactor: options.roadFactor ?? roadEstimate.roadFactor,
    averageSpeedKmh: options.averageSpeedKmh ?? roadEstimate.averageSpeedKmh,
  };
  let index: Promise<PlacesIndex> | undefined;
  const getIndex = () => {
    index ??= load().then(indexPlaces);
    return index;
  };

  return {
    provider: 'offline',
    async suggest(query, suggestOptions) {
      if (!query.trim() || suggestOptions.countries.length === 0) return [];
      return suggestFrom(await getIndex(), query, suggestOptions);
    },
    route(points, waypoints = []) {
      const [first, ...rest] = points;
      if (!first || rest.length === 0) return Promise.reject(new Error('A route needs at least two points'));
      const geometry: LngLat[] = [first, ...waypoints, ...rest];
      const drive = estimateDrive(pathLengthKm(geometry), model);
      return Promise.resolve({ ...drive, geometry, estimated: true });
    },
    travelTimes(origins, destinations) {
      const drives = origins.map((o) => destinations.map((d) => estimateDrive(greatCircleKm(o, d), model)));
      return Promise.resolve({
        durationsSeconds: drives.map((row) => row.map((d) => d.durationSeconds)),
        distancesKm: drives.map((row) => row.map((d) => d.distanceKm)),
        estimated: true,
      });
    },
  };
}
