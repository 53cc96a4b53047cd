import type { CountryCode, LngLat } from '@siirto/domain';

/** The packaged data as scripts/build-geo-data.mjs writes it (data/places.json). */
export interface PlacesData {
  /** [fi name, sv name (0 when the same), lng, lat] */
  municipalities: [string, string | 0, number, number][];
  /** [postal code, area fi, area sv (0 when the same), municipality index, lng?, lat?] */
  postalCodes: (string | number)[][];
  /** [name, country, lng, lat, population, alternative names joined by '|'] */
  towns: [string, string, number, number, number, string][];
}

export interface PostalArea {
  code: string;
  areaFi: string;
  areaSv: string;
  municipalityFi: string;
  municipalitySv: string;
  coordinates: LngLat;
}

export interface Locality {
  /** The name as the user would write it. */
  name: string;
  key: string;
  country: CountryCode;
  coordinates: LngLat;
  population: number;
  /** The only postal code of a Finnish locality that has just one; '' otherwise. */
  postalCode: string;
}

export interface PlacesIndex {
  postal: Map<string, PostalArea>;
  postalCodes: string[];
  localities: Locality[];
}

export const foldName = (s: string): string => s.toLocaleLowerCase('fi').normalize('NFC').replace(/\s+/g, ' ').trim();

const isCountry = (c: string): c is CountryCode => c === 'FI' || c === 'SE';

/** Builds the lookup tables once from the compact rows. */
export function indexPlaces(data: PlacesData): PlacesIndex {
  const postal = new Map<string, PostalArea>();
  const codesByArea = new Map<string, string[]>();
  for (const row of data.postalCodes) {
    const [code, areaFi, areaSv, muniIndex, lng, lat] = row;
    const muni = data.municipalities[Number(muniIndex)];
    if (typeof code !== 'string' || typeof areaFi !== 'string' || !muni) continue;
    const area: PostalArea = {
      code,
      areaFi,
      areaSv: typeof areaSv === 'string' ? areaSv : areaFi,
      municipalityFi: muni[0],
      municipalitySv: typeof muni[1] === 'string' ? muni[1] : muni[0],
      coordinates: typeof lng === 'number' && typeof lat === 'number' ? [lng, lat] : [muni[2], muni[3]],
    };
    postal.set(code, area);
    for (const name of new Set([area.areaFi, area.areaSv])) {
      codesByArea.set(foldName(name), [...(codesByArea.get(foldName(name)) ?? []), code]);
    }
  }

  const localities: Locality[] = [];
  const seen = new Set<string>();
  const add = (name: string, country: CountryCode, coordinates: LngLat, population: number) => {
    const key = foldName(name);
    const id = `${country}:${key}`;
    if (!key || seen.has(id)) return;
    seen.add(id);
    const codes = country === 'FI' ? (codesByArea.get(key) ?? []) : [];
    localities.push({
      name,
      key,
      country,
      coordinates,
      population,
      postalCode: codes.length === 1 && codes[0] ? codes[0] : '',
    });
  };
  // Towns first (largest first), so a town's own coordinates win over its municipality's or postal area's.
  for (const [name, country, lng, lat, population, alt] of data.towns) {
    if (!isCountry(country)) continue;
    add(name, country, [lng, lat], population);
    for (const a of alt.split('|')) if (a) add(a, country, [lng, lat], population);
  }
  for (const [fi, sv, lng, lat] of data.municipalities) {
    add(fi, 'FI', [lng, lat], 0);
    if (typeof sv === 'string') add(sv, 'FI', [lng, lat], 0);
  }
  for (const area of postal.values()) {
    add(area.areaFi, 'FI', area.coordinates, 0);
    add(area.areaSv, 'FI', area.coordinates, 0);
  }
  return { postal, postalCodes: [...postal.keys()].sort(), localities };
}
