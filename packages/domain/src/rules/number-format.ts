/**
 * The one formatter of numbers the product shows (spec 1 §9, spec 2 §9), one per language, on Intl: euros, VAT and
 * other percents, kilometres, durations and plain numbers. The dashboard, the API's pages, mails and its Excel export
 * all print numbers through these functions, so VAT, euros and kilometres look the same everywhere:
 *
 * |            | fi            | en           |
 * | ---------- | ------------- | ------------ |
 * | euros      | `1 234,50 €`  | `€1,234.50`  |
 * | VAT        | `25,5 %`      | `25.5%`      |
 * | kilometres | `1 234,5 km`  | `1,234.5 km` |
 * | duration   | `2 h 15 min`  | `2 h 15 min` |
 *
 * Finnish separates thousands and units with a no-break space (U+00A0), so `25,5 %` or `12,3 km` never breaks over
 * two lines. A VAT percent always shows one decimal (spec 1 §9: "VAT shown as 0.0%"): `0,0 %`, `24,0 %`, `25,5 %`.
 * Rounding is the money module's rule (half away from zero on the value's decimal), which is Intl's `halfExpand`.
 */
import type { Language } from '../messages.ts';
import { roundDecimal, roundEuros } from './money.ts';

/** The digits a number may show; the rest of Intl's options (style, currency) belong to the functions below. */
export interface NumberFormatOptions {
  readonly minimumFractionDigits?: number;
  readonly maximumFractionDigits?: number;
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${options.style ?? ''}|${String(options.minimumFractionDigits)}|${String(options.maximumFractionDigits)}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { roundingMode: 'halfExpand', ...options });
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/** A number in `language`: fi `1 234,5`, en `1,234.5` (at most three decimals unless `options` say otherwise). */
export function formatNumber(value: number, language: Language, options: NumberFormatOptions = {}): string {
  return numberFormatter(language, options).format(value);
}

/** An amount in euros with two decimals (spec 1 §9, spec 2: prices in euros): fi `1 234,50 €`, en `€1,234.50`. */
export function formatEuros(value: number, language: Language): string {
  return numberFormatter(language, { style: 'currency', currency: 'EUR' }).format(roundEuros(value));
}

/** Decimals a VAT percent shows (spec 1 §9: "VAT shown as 0.0%"). */
const VAT_PERCENT_DECIMALS = 1;

/** A percent given in percent units (25.5 for 25.5 %): fi `25,5 %`, en `25.5%`; `decimals` fixed, 0 unless given. */
export function formatPercent(percent: number, language: Language, decimals = 0): string {
  return numberFormatter(language, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(roundDecimal(percent, decimals) / 100);
}

/** A VAT percent, always with one decimal: fi `25,5 %`, `0,0 %`; en `25.5%`, `0.0%`. */
export function formatVatPercent(percent: number | string | null | undefined, language: Language): string {
  const value = typeof percent === 'string' ? Number(percent.replace(',', '.')) : (percent ?? 0);
  return formatPercent(Number.isFinite(value) ? value : 0, language, VAT_PERCENT_DECIMALS);
}

/** Decimals a distance in kilometres shows. */
const KM_DECIMALS = 1;

/** A distance rounded to the kilometres' one decimal by the money module's rule (what the API stores and prints). */
export function roundKm(km: number): number {
  return roundDecimal(km, KM_DECIMALS);
}

/**
 * A distance in kilometres with at most one decimal and a no-break space before the unit (Intl's unit style breaks
 * there): fi `1 234,5 km`, en `1,234.5 km`.
 */
export function formatKm(km: number, language: Language): string {
  return `${formatNumber(roundKm(km), language, { maximumFractionDigits: KM_DECIMALS })}\u00a0km`;
}

/**
 * A duration in minutes as hours and minutes with the SI symbols both languages use (spec 2 §9): `2 h 15 min`,
 * `0 h 59 min`; a negative duration has one sign (`−1 h 1 min`). Fractions of a minute round by the money rule.
 */
export function formatDuration(totalMinutes: number, language: Language): string {
  const whole = Math.abs(roundDecimal(totalMinutes, 0));
  const hours = formatNumber(Math.floor(whole / 60), language);
  const minutes = formatNumber(whole % 60, language);
  const sign = totalMinutes < 0 && whole > 0 ? (language === 'fi' ? '\u2212' : '-') : '';
  return `${sign}${hours}\u00a0h ${minutes}\u00a0min`;
}

/**
 * A file's size in whole kilobytes of 1,024 bytes, at least 1, with a no-break space before the unit: fi `1 234 KB`,
 * en `1,234 KB` (a picked file in an upload field).
 */
export function formatKilobytes(bytes: number, language: Language): string {
  return `${formatNumber(Math.max(1, roundDecimal(bytes / 1024, 0)), language)}\u00a0KB`;
}

/**
 * Excel number formats with the same decimals as the formatter: a spreadsheet shows the number in its user's own
 * locale, so only the digits are fixed here (money two decimals, kilometres one).
 */
export const SPREADSHEET_NUMBER_FORMATS = {
  money: '#,##0.00',
  km: `#,##0.${'0'.repeat(KM_DECIMALS)}`,
  integer: '0',
  duration: '[h]:mm',
} as const;

/**
 * A change with its sign always shown, for comparisons ("+12", "−4", "0"): the minus is the typographic one in
 * Finnish as in `formatDuration`; `decimals` fixed, 0 unless given.
 */
export function formatSignedNumber(value: number, language: Language, decimals = 0): string {
  const rounded = roundDecimal(value, decimals);
  const digits = formatNumber(Math.abs(rounded), language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return signed(rounded, digits, language);
}

/** A change in percent with its sign always shown, as `formatSignedNumber`: fi `+12 %`, `−4 %`; en `+12%`, `-4%`. */
export function formatSignedPercent(percent: number, language: Language, decimals = 0): string {
  const rounded = roundDecimal(percent, decimals);
  return signed(rounded, formatPercent(Math.abs(rounded), language, decimals), language);
}

/** `digits` of a rounded change after its sign: none for no change, the typographic minus in Finnish. */
const signed = (rounded: number, digits: string, language: Language) =>
  rounded === 0 ? digits : `${rounded > 0 ? '+' : language === 'fi' ? '\u2212' : '-'}${digits}`;

/** Whole euros for a chart's axis, rounded by the money rule: fi `1 200 €`, en `€1,200`. */
export function formatWholeEuros(value: number, language: Language): string {
  return numberFormatter(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(roundDecimal(value, 0));
}
