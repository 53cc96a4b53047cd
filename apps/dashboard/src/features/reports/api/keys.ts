import type { ReportParams } from '../report-params';

/** The reports area's query keys. */
export const reportKeys = {
  all: ['transports', 'company_reports'] as const,
  list: (params: ReportParams) => [...reportKeys.all, 'list', params] as const,
  /** The summary depends on the filters only, not on the page or ordering. */
  summary: (query: Record<string, unknown>) => [...reportKeys.all, 'summary', query] as const,
};
