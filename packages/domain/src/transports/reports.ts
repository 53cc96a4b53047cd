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
