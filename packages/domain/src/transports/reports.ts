/** Rules of the company report and its Excel export (spec 2 §2, §3 "Report row", §7). */

/**
 * The first characters that make Excel or LibreOffice read a cell's text as a formula (OWASP CSV/formula
 * injection): `=`, `+`, `-`, `@`, a tab and a carriage return.
 */
export const SPREADSHEET_FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;
