import type { DataTag, QueryFunctionContext } from '@tanstack/query-core';
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import type { paths } from './generated/schema.ts';
import { nextOffset, type Page } from './pages.ts';

/** The init argument of a call: optional when the operation has no required parameter or body. */
type InitArg<Init> = RequiredKeysOf<Init> extends never ? [init?: Init] : [init: Init];

/** Query keys start with this, so `queryClient.invalidateQueries({ queryKey: [API_QUERY_KEY] })` clears all API data. */
export const API_QUERY_KEY = 'api';

/** `['api', 'get', path]`, plus the init when there is one: a key without init is a prefix of every key of the path,
 * so `invalidateQueries({ queryKey: q.queryKey(path) })` reaches all of them. */
export type ApiQueryKey<Path extends string, Init> =
  readonly [typeof API_QUERY_KEY, 'get', Path] | readonly [typeof API_QUERY_KEY, 'get', Path, Init];

/** GET paths whose answer is an offset page `{count, results}` (chat groups and messages, reports, users...). */
export type PagedGetPath = {
  [P in PathsWithMethod<paths, 'get'>]: paths[P]['get'] extends {
    responses: { 200: { content: { 'application/json': { count: number; results: unknown[] } } } };
  }
    ? P
    : never;
}[PathsWithMethod<paths, 'get'>];

type Data<Path extends keyof paths, Method extends HttpMethod, Init> = NonNullable<
  FetchResponse<paths[Path][Method] & Record<string | number, unknown>, Init, MediaType>['data']
>;

/** Resolves to the data of a successful answer; rejects with an ApiError (normalised) otherwise. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw ApiError.from(response.status, error, response.headers);
  return data as T;
}

/**
 * TanStack Query helpers without React (the app passes them to useQuery / useMutation / queryClient).
 *
 * ```ts
 * const q = createQueryHelpers(api);
 * useQuery(q.queryOptions('/transports/company/{id}/', { params: { path: { id } } }));
 * useMutation(q.mutationOptions('patch', '/transports/company/{id}/'));
 * ```
 * The query key is `['api', 'get', path, init?]`; the query's AbortSignal is passed to the request, so a newer
 * list request cancels the older one. Errors are ApiError (see normalizeApiError).
 */
export function createQueryHelpers(api: ApiClient) {
  function queryKey<Path extends PathsWithMethod<paths, 'get'>, Init extends MaybeOptionalInit<paths[Path], 'get'>>(
    path: Path,
    init?: Init,
  ): ApiQueryKey<Path, Init> {
    return init === undefined ? [API_QUERY_KEY, 'get', path] : [API_QUERY_KEY, 'get', path, init];
  }

  function queryOptions<Path extends PathsWithMethod<paths, 'get'>, Init extends MaybeOptionalInit<paths[Path], 'get'>>(
    path: Path,
    ...[init]: InitArg<Init>
  ) {
    const key = queryKey(path, init);
    type Result = Data<Path, 'get', Init>;
    return {
      queryKey: key as DataTag<typeof key, Result, ApiError>,
      queryFn: ({ signal }: QueryFunctionContext<typeof key>): Promise<Result> => {
        const get = api.GET as unknown as (
          url: string,
          init: Record<string, unknown>,
        ) => Promise<{ data?: Result; error?: unknown; response: Response }>;
        return unwrap(get(path, { ...(init ?? {}), signal }));
      },
    };
  }

  function mutationOptions<
    Method extends Exclude<HttpMethod, 'get' | 'head' | 'options' | 'trace'>,
    Path extends PathsWithMethod<paths, Method>,
  >(method: Method, path: Path) {
    type Init = MaybeOptionalInit<paths[Path], Method>;
    type Result = Data<Path, Method, Init>;
    return {
      mutationKey: [API_QUERY_KEY, method, path] as const,
      mutationFn: (init: Init): Promise<Result> => {
        const call = api.request as unknown as (
          method: string,
          url: string,
          init: unknown,
        ) => Promise<{ data?: Result; error?: unknown; response: Response }>;
        return unwrap(call(method, path, init));
      },
    };
  }

  /**
   * useInfiniteQuery options for an offset-paged list: each page asks `limit` = pageSize and the next `offset`
   * until `count` rows are loaded (chat messages: 21 per page, older ones on scrolling up).
   */
  function infiniteQueryOptions<Path extends PagedGetPath, Init extends MaybeOptionalInit<paths[Path], 'get'>>(
    path: Path,
    init: Init | undefined,
    pageSize: number,
  ) {
    const key = [...queryKey(path, init), 'infinite', pageSize] as const;
    type Result = Data<Path, 'get', Init>;
    return {
      queryKey: key,
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }: QueryFunctionContext<typeof key, number>): Promise<Result> => {
        const params = init?.params ?? {};
        const get = api.GET as unknown as (
          url: string,
          init: Record<string, unknown>,
        ) => Promise<{ data?: Result; error?: unknown; response: Response }>;
        return unwrap(
          get(path, {
            ...(init ?? {}),
            params: { ...params, query: { ...params.query, limit: pageSize, offset: pageParam } },
            signal,
          }),
        );
      },
      getNextPageParam: (_last: Result, pages: Result[]): number | undefined =>
        nextOffset(pages as unknown as Page<unknown>[]),
    };
  }

  return { queryKey, queryOptions, infiniteQueryOptions, mutationOptions };
}
