import {
  estimateDrive,
  greatCircleKm,
  pathLengthKm,
  roadEstimate,
  type CountryCode,
  type GeoPlace,
  type GeoService,
  type Language,
  type LngLat,
  type SuggestOptions,
} from '@siirto/domain';
import { createI18n } from '../../i18n/intl';
import { foldName, indexPlaces, type PlacesData, type PlacesIndex, type PostalArea } from './places.ts';

/** A country's name in the UI's language (Suomi / Finland), from the message catalogs. */
export const countryName = (country: CountryCode, language: Language): string =>
  createI18n(language).tryT(`geo.country.${country}`, country);
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

function place(
  street: string,
  postalCode: string,
  city: string,
  country: CountryCode,
  coordinates: LngLat,
  language: Language,
): GeoPlace {
  const streetAddress = capitalise(street);
  const locality = [postalCode, city].filter(Boolean).join(' ');
  return {
    placeName: streetAddress || city,
    streetAddress,
    postalCode,
    city,
    country,
    coordinates,
    fullAddress: [streetAddress, locality, countryName(country, language)].filter(Boolean).join(', '),
  };
}

/** "Mannerheimintie 1 A 5" -> the street's name and house number (0 when none was typed). */
function splitStreet(street: string): { key: string; number: number } {
  const m = /^(.*?\p{L}.*?)\s+(\d+)/u.exec(street);
  return m?.[1] && m[2] ? { key: foldName(m[1]), number: Number(m[2]) } : { key: foldName(street), number: 0 };
}

/** The postal area of a curated street's house number in a municipality, or undefined when the street is unknown. */
function streetArea(index: PlacesIndex, street: string, municipality: number | undefined): PostalArea | undefined {
  if (!street || municipality === undefined) return undefined;
  const { key, number } = splitStreet(street);
  const town = index.streets.find((s) => s.key === key)?.towns.find((t) => t.municipality === municipality);
  if (!town) return undefined;
  const code = town.ranges.find(([from, to]) => number >= from && number <= to)?.[2] ?? town.centreCode;
  return index.postal.get(code);
}

/** A street typed without a town: the towns of the curated street index that have it, largest first. */
function streetSuggestions(index: PlacesIndex, street: string, language: Language, limit: number): GeoPlace[] {
  const { key } = splitStreet(street);
  if (key.length < 3) return [];
  const matches = index.streets.filter((s) => s.key === key || (s.key.startsWith(key) && !/\d/.test(street)));
  const results: GeoPlace[] = [];
  for (const s of matches) {
    for (const town of s.towns) {
      const typed = foldName(street).startsWith(s.key) ? street : s.name;
      const area = streetArea(index, typed, town.municipality);
      if (area) results.push(place(typed, area.code, area.names[language], 'FI', area.coordinates, language));
    }
  }
  return results.slice(0, limit);
}

function suggestFrom(index: PlacesIndex, query: string, options: SuggestOptions): GeoPlace[] {
  const limit = options.limit ?? 5;
  const language = options.language ?? 'fi';
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
      if (cityKey && !area.searchNames.some((n) => foldName(n).startsWith(cityKey))) continue;
      results.push(place(street, code, area.names[language], 'FI', area.coordinates, language));
    }
    if (results.length > 0) return results.slice(0, limit);
  }

  // A street and number without a town: the curated street index knows a few (Mannerheimintie -> Helsinki).
  if (!cityKey) return allowed.has('FI') && street ? streetSuggestions(index, street, language, limit) : [];
  const matches = index.localities
    .filter((l) => allowed.has(l.country) && l.keys.some((k) => k.startsWith(cityKey)))
    .sort((a, b) => Number(b.keys.includes(cityKey)) - Number(a.keys.includes(cityKey)) || b.population - a.population);
  for (const l of matches.slice(0, limit)) {
    if (l.country === 'SE') {
      // A Swedish postal code typed by the user is kept as written ("903 26"); there is no Swedish data.
      const code = postalCode.length === 5 ? `${postalCode.slice(0, 3)} ${postalCode.slice(3)}` : '';
      results.push(place(street, code, l.names[language], 'SE', l.coordinates, language));
      continue;
    }
    // A known street's number range gives its own postal area; otherwise the town's centre code.
    const area = streetArea(index, street, index.postal.get(l.postalCode)?.municipality);
    results.push(
      area
        ? place(street, area.code, area.names[language], 'FI', area.coordinates, language)
        : place(street, l.postalCode, l.names[language], 'FI', l.coordinates, language),
    );
  }
  // Text that names no town may be a street of the index typed without its number ("Mannerheimintie").
  if (results.length === 0 && !street && allowed.has('FI')) return streetSuggestions(index, cityText, language, limit);
  return results;
}

/**
 * The offline provider: packaged Finnish postal codes and municipalities, FI / SE towns and a small curated index
 * of well-known streets. It knows places, not streets: a street address gets its postal area's or town's
 * coordinates, and the postal code of its number range (curated streets) or of the town's centre. Names of towns
 * and countries follow the UI language. Distances are the great circle times a road factor at an average speed,
 * flagged as estimates.
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
