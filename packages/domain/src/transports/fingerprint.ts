/**
 * A fingerprint of an order's values: the price is stored with the fingerprint of the values it was calculated for,
 * and publishing compares it with the fingerprint of the values on screen (spec 2 §4: any change of the values,
 * round trip, vehicle change or special price resets prices_calculated).
 */

/** Fields that say what to do with the values (or what the server answered), not what is ordered. */
const ORDER_FINGERPRINT_IGNORED_FIELDS: ReadonlySet<string> = new Set([
  'prices_calculated',
  'saving_step',
  'publish',
  'state',
  'version',
  'price',
  'price_go_trip',
  'price_return_trip',
  'service_prices_total_company',
  'expenses_price_total',
  'transport_total_price',
  'trip_price_total',
  'trip_length_km_total',
  'form1_price',
  'form2_price',
]);

function canonical(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => canonical(item) ?? null);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, canonical(item)] as const)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/**
 * The same text for the same order: keys in any order, empty text, null and absent alike, text trimmed, dates as
 * ISO instants; the fields in ORDER_FINGERPRINT_IGNORED_FIELDS left out.
 */
export function orderValuesFingerprint(values: Readonly<Record<string, unknown>>): string {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([field]) => !ORDER_FINGERPRINT_IGNORED_FIELDS.has(field)),
  );
  return JSON.stringify(canonical(kept));
}
