import type { ReportParams } from '../report-params';

/** The reports area's query keys. */
export const reportKeys = {
  all: ['transports', 'company_reports'] as const,
  list: (params: ReportParams) => [...reportKeys.all, 'list', params] as const,
};
