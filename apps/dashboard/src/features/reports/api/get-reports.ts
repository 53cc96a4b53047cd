import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { reportFilterQuery, type ReportParams } from '../report-params';
import { reportKeys } from './keys';

/** GET /transports/company_reports/ (spec 2 §7): one page of report rows, the count and the filtered set's totals. */
export const reportsQueryOptions = (params: ReportParams) => {
  // the charts' period and split do not change the rows
  const query = {
    ...reportFilterQuery(params),
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
  };
  return queryOptions({
    queryKey: reportKeys.list(query),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/transports/company_reports/', { signal, params: { query } })),
    placeholderData: keepPreviousData,
  });
};

export const useReports = (params: ReportParams) => useQuery(reportsQueryOptions(params));
