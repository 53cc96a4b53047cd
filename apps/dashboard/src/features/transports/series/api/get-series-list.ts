import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { seriesKeys } from './keys';

/** GET /transports/series/: the company's repeating series (a location user's: their locations'), newest first. */
export const seriesListQuery = queryOptions({
  queryKey: seriesKeys.list(),
  queryFn: ({ signal }) => unwrap(apiClient.GET('/transports/series/', { signal })),
});
