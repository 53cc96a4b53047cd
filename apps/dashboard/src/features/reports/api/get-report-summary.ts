import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { reportFilterQuery, type ReportParams } from '../report-params';
import { reportKeys } from './keys';

/**
 * GET /transports/company_reports/summary/ (issue 34): the filtered set's headline figures, with the previous
 * period's when the pickup days form a closed range. The ordering and page do not change it.
 */
export const reportSummaryQueryOptions = (params: ReportParams) => {
  const { ordering: _ordering, ...filters } = reportFilterQuery(params);
  const query = { ...filters, period: params.period, split: params.split };
  return queryOptions({
    queryKey: reportKeys.summary(query),
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/transports/company_reports/summary/', { signal, params: { query } })),
    placeholderData: keepPreviousData,
  });
};

export const useReportSummary = (params: ReportParams) => useQuery(reportSummaryQueryOptions(params));
