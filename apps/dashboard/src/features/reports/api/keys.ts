/** The reports area's query keys. */
export const reportKeys = {
  all: ['transports', 'company_reports'] as const,
  /** A page of rows: its filters, ordering and page (not the charts' period and split). */
  list: (query: Record<string, unknown>) => [...reportKeys.all, 'list', query] as const,
  /** The summary depends on the filters, period and split, not on the page or ordering. */
  summary: (query: Record<string, unknown>) => [...reportKeys.all, 'summary', query] as const,
};
