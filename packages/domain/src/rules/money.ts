/**
 * The one home of money arithmetic (spec 1 §9, spec 2 §4: prices in euros with two decimals).
 *
 * Decision: integer cents, no decimal library. Every amount the product handles is euros with two decimals and far
 * below 2^53 cents, so an integer number of cents is exact and sums of cents stay exact. What is not a whole number
 * of cents (a kilometre price times a distance, a VAT share, a service fee) is computed exactly on the decimal text
 * of its factors with BigInt and rounded once, by one rule. A decimal library would add a dependency to the
 * dashboard's bundle and a second number type to every caller for no amount this product can show.
 *
 * The rounding rule, everywhere: half away from zero, on the value's exact decimal (1.005 → 1.01, 2.675 → 2.68,
 * -1.005 → -1.01). A JavaScript number is read as the decimal it prints as (`String(1.005)` is "1.005", although the
 * binary double is a hair below), so a value typed or stored as 1.005 rounds as 1.005 does on paper, in the browser,
 * in the API and in the Excel export alike.
 *
 * The database and the API's JSON keep euros (double precision, numbers like 12.5): `euros(cents)` is the boundary.
 * `cents / 100` is the double nearest to the two-decimal value, so it prints, stores and reads back as exactly it.
 */

/** An amount in whole cents (an integer). */
export type Cents = number;

/** A decimal as an integer and a power of ten: 12.345 is { units: 12345n, scale: 3 }. */
interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** The exact decimal a number prints as, or the decimal a text spells ("12,5", "1 234.50", "-3"); null if neither. */
function decimalOf(value: number | string): Decimal | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else {
    // spaces (also the no-break and narrow no-break spaces a formatted number has) group thousands; a comma is the
    // Finnish decimal separator
    text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  }
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const digits = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  let units = sign === '-' ? -digits : digits;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -quotient : quotient;
}

/** A decimal rounded to `digits` decimals by the rule, in units of 10^-digits (1.005 to 2 digits: 101n). */
function roundedUnits(decimal: Decimal, digits: number): bigint {
  const shift = digits - decimal.scale;
  return shift >= 0 ? decimal.units * 10n ** BigInt(shift) : divideRounded(decimal.units, 10n ** BigInt(-shift));
}

/**
 * Cents from euros as they arrive: a server decimal (12.5 or '12.50') or a user's text ('12,5', '1 234,50 €' without
 * the sign). More than two decimals round by the rule. Anything that is not a number counts as 0 cents.
 */
export function toCents(value: number | string | null | undefined): Cents {
  return parseEuros(value) ?? 0;
}

/** Cents from a user's or server's euros, or null when the value is empty or not a number (a form can say so). */
export function parseEuros(value: number | string | null | undefined): Cents | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.replace(/€/g, '') : value;
  const decimal = decimalOf(text);
  return decimal === null ? null : Number(roundedUnits(decimal, 2));
}

/** Euros for the API's JSON and the database: 1234 → 12.34. */
export function euros(cents: Cents): number {
  return cents / 100;
}

/** A number rounded to `digits` decimals by the rule (half away from zero on its decimal): kilometres, percents. */
export function roundDecimal(value: number, digits: number): number {
  const decimal = decimalOf(value);
  return decimal === null ? value : Number(roundedUnits(decimal, digits)) / 10 ** digits;
}

/** Euros rounded to whole cents by the rule (1.005 → 1.01): for sums that arrive as euros (a database's sum). */
export function roundEuros(value: number): number {
  return euros(toCents(value));
}

/** The sum of amounts in cents (exact). */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** The sum of euro amounts (server decimals), in cents: each is read by `toCents`, then added exactly. */
export function sumEuros(values: Iterable<number | string | null | undefined>): Cents {
  let total = 0;
  for (const value of values) total += toCents(value);
  return total;
}

/**
 * cents × factor rounded to cents once, by the rule: a price per kilometre times the kilometres, a fee factor
 * (1.1), a share. The factor is read as its exact decimal (0.85 × 12.3 km = 10.455 € → 10.46 €).
 */
export function multiplyCents(cents: Cents, factor: number | string): Cents {
  const decimal = decimalOf(factor);
  if (decimal === null) return 0;
  return Number(divideRounded(BigInt(cents) * decimal.units, 10n ** BigInt(decimal.scale)));
}

/**
 * A rate in euros (which may have more than two decimals: 0.855 €/km) times a quantity, in cents rounded once by the
 * rule: 0.855 €/km × 12.3 km = 10.5165 € → 1052 cents. The rate is not rounded to cents first.
 */
export function multiplyEuros(rate: number | string, quantity: number | string): Cents {
  const a = decimalOf(rate);
  const b = decimalOf(quantity);
  if (a === null || b === null) return 0;
  return Number(roundedUnits({ units: a.units * b.units, scale: a.scale + b.scale }, 2));
}

/** cents × top / bottom rounded half away from zero (bottom not 0). */
function ratio(cents: Cents, top: Decimal, bottom: Decimal): Cents {
  // (top.units / 10^top.scale) / (bottom.units / 10^bottom.scale)
  let numerator = BigInt(cents) * top.units * 10n ** BigInt(bottom.scale);
  let denominator = bottom.units * 10n ** BigInt(top.scale);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  return Number(divideRounded(numerator, denominator));
}

/** A price including VAT without it: price × 100 / (100 + vat), rounded to cents by the rule. A bad VAT counts as 0. */
export function centsExcludingVat(cents: Cents, vatPercent: number | string): Cents {
  const vat = decimalOf(vatPercent) ?? { units: 0n, scale: 0 };
  const hundred = 100n * 10n ** BigInt(vat.scale);
  const divisor = { units: hundred + vat.units, scale: vat.scale };
  return divisor.units === 0n ? 0 : ratio(cents, { units: hundred, scale: vat.scale }, divisor);
}

/** An amount split into `parts` shares that add up to it exactly: the first shares take the rounding (3.01 € / 2 → 1.51 + 1.50). */
export function splitCents(cents: Cents, parts: number): Cents[] {
  const base = Math.trunc(cents / parts);
  let rest = cents - base * parts;
  const step = Math.sign(rest);
  return Array.from({ length: parts }, () => {
    if (rest === 0) return base;
    rest -= step;
    return base + step;
  });
}
