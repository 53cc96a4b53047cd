/** Rules of the company report and its Excel export (spec 2 §2, §3 "Report row", §7). */

/**
 * The first characters that make Excel or LibreOffice read a cell's text as a formula (OWASP CSV/formula
 * injection): `=`, `+`, `-`, `@`, a tab and a carriage return.
 */
export const SPREADSHEET_FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** Whether a text would be evaluated if a spreadsheet took it as typed input. */
export function looksLikeFormula(text: string): boolean {
  return (SPREADSHEET_FORMULA_TRIGGERS as readonly string[]).includes(text.charAt(0));
}

/** A drive time in minutes as hours and minutes (spec 2 §9), e.g. 135 → { hours: 2, minutes: 15 }. */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const sign = totalMinutes < 0 ? -1 : 1;
  const whole = Math.round(Math.abs(totalMinutes));
  return { hours: sign * Math.floor(whole / 60), minutes: sign * (whole % 60) };
}
