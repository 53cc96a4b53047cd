/** Spec: "Decimal input: digits with an optional . or , fraction". */
export function isDecimalText(text: string, maxFractionDigits?: number): boolean {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match) return false;
  const fraction = match[2] ?? '';
  return maxFractionDigits === undefined || fraction.length <= maxFractionDigits;
}

/** Reads "12,5" or "12.5" as 12.5; empty or unfinished text ("", ",") gives null. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(?:\.\d*)?$|^\.\d+$/.test(normalised)) return null;
  return Number(normalised);
}
