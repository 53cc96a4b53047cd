/** Rules of the company report and its Excel export (spec 2 §2, §3 "Report row", §7). */

/**
 * The first characters that make Excel or LibreOffice read a cell's text as a formula (OWASP CSV/formula
 * injection): `=`, `+`, `-`, `@`, a tab and a carriage return.
 */
export const SPREADSHEET_FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * The report summary's periods (issue 34): transports counted per ISO week (Monday to Sunday) or per calendar month
 * of their pickup day in Finnish time. The first is the default of the API and the page.
 */
export const REPORT_SUMMARY_PERIODS = ['month', 'week'] as const;
export type ReportSummaryPeriod = (typeof REPORT_SUMMARY_PERIODS)[number];

/** What the summary's buckets and the charts' series split by: the business location (cost centre) or the state. */
export const REPORT_SUMMARY_SPLITS = ['business_location', 'state'] as const;
export type ReportSummarySplit = (typeof REPORT_SUMMARY_SPLITS)[number];
