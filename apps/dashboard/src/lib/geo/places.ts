import type { CountryCode, Language, LngLat } from '@siirto/domain';

/** The packaged data as scripts/build-geo-data.mjs writes it (data/places.json). */
export interface PlacesData {
  /** [fi name, sv name (0 when the same), lng, lat, 1 when Swedish-speaking by majority else 0, centre postal code] */
  municipalities: [string, string | 0, number, number, number, string][];
  /** [postal code, area fi, area sv (0 when the same), municipality index, lng?, lat?] */
  postalCodes: (string | number)[][];
  /**
   * [majority-language name, country, lng, lat, population, alternative names joined by '|', Finnish name (0 when
   * the same), centre postal code ('' outside Finland)]
   */
  towns: [string, string, number, number, number, string, string | 0, string][];
  /** [street, [[municipality index, [from, to, postal code, ...]], ...]] */
  streets: [string, [number, (number | string)[]][]][];
}

/** A place's name in each UI language: Finnish, and the majority language's for English (Karjaa / Karis). */
export type PlaceNames = Record<Language, string>;

export interface PostalArea {
  code: string;
  names: PlaceNames;
  /** Finnish and Swedish names of the area and of its municipality, as typed. */
  searchNames: string[];
  municipality: number;
  coordinates: LngLat;
}

export interface Locality {
  names: PlaceNames;
  /** Every name it is found by, folded. */
  keys: string[];
  country: CountryCode;
  coordinates: LngLat;
  population: number;
  /** Finnish places: the only postal code, or the centre's ('' outside Finland). */
  postalCode: string;
}

export interface StreetTown {
  municipality: number;
  /** [from, to, postal code] ranges of house numbers. */
  ranges: [number, number, string][];
  /** The municipality's centre code, for a number outside the ranges. */
  centreCode: string;
}

export interface Street {
  name: string;
  key: string;
  towns: StreetTown[];
}

export interface PlacesIndex {
  postal: Map<string, PostalArea>;
  postalCodes: string[];
  localities: Locality[];
  streets: Street[];
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
    const sv = typeof areaSv === 'string' ? areaSv : areaFi;
    const muniSv = typeof muni[1] === 'string' ? muni[1] : muni[0];
    const area: PostalArea = {
      code,
      names: { fi: areaFi, en: muni[4] === 1 ? sv : areaFi },
      searchNames: [areaFi, sv, muni[0], muniSv],
      municipality: Number(muniIndex),
      coordinates: typeof lng === 'number' && typeof lat === 'number' ? [lng, lat] : [muni[2], muni[3]],
    };
    postal.set(code, area);
    for (const name of new Set([areaFi, sv])) {
      codesByArea.set(foldName(name), [...(codesByArea.get(foldName(name)) ?? []), code]);
    }
  }

  const localities: Locality[] = [];
  const seen = new Set<string>();
  const add = (locality: Omit<Locality, 'keys'>, names: string[]) => {
    const keys = [...new Set(names.map(foldName).filter(Boolean))];
    const main = [foldName(locality.names.fi), foldName(locality.names.en)].map((k) => `${locality.country}:${k}`);
    if (keys.length === 0 || main.some((k) => seen.has(k))) return;
    for (const k of keys) seen.add(`${locality.country}:${k}`);
    localities.push({ ...locality, keys });
  };
  // Towns first (largest first), so a town's own coordinates win over its municipality's or postal area's.
  for (const [name, country, lng, lat, population, alt, fi, code] of data.towns) {
    if (!isCountry(country)) continue;
    const names = { fi: fi || name, en: name };
    add({ names, country, coordinates: [lng, lat], population, postalCode: code }, [
      name,
      fi || name,
      ...alt.split('|'),
    ]);
  }
  for (const [fi, sv, lng, lat, swedish, code] of data.municipalities) {
    const names = { fi, en: swedish === 1 && sv ? sv : fi };
    add({ names, country: 'FI', coordinates: [lng, lat], population: 0, postalCode: code }, [fi, sv || fi]);
  }
  for (const area of postal.values()) {
    const [fi, sv] = area.searchNames;
    // An area name with several codes (a town's districts share it) is found at its centre: the lowest code.
    const code = codesByArea.get(foldName(area.names.fi))?.[0] ?? area.code;
    add({ names: area.names, country: 'FI', coordinates: area.coordinates, population: 0, postalCode: code }, [
      fi ?? '',
      sv ?? '',
    ]);
  }

  const streets: Street[] = data.streets.map(([name, towns]) => ({
    name,
    key: foldName(name),
    towns: towns.map(([municipality, flat]) => {
      const ranges: [number, number, string][] = [];
      for (let i = 0; i + 2 < flat.length; i += 3) {
        ranges.push([Number(flat[i]), Number(flat[i + 1]), String(flat[i + 2])]);
      }
      return { municipality, ranges, centreCode: data.municipalities[municipality]?.[5] ?? '' };
    }),
  }));

  return { postal, postalCodes: [...postal.keys()].sort(), localities, streets };
}
