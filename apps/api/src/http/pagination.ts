import type { FastifyRequest } from 'fastify';
import { LIST_PAGE_SIZE, PAGE_SIZE_ALL } from '@siirto/domain';

export interface Page {
  limit: number;
  offset: number;
}

/** A list's page when the query names none (the domain's LIST_PAGE_SIZE: the transport list and the reports). */
export const DEFAULT_PAGE_SIZE = LIST_PAGE_SIZE;
/** The largest page: the list's "All" (the domain's PAGE_SIZE_ALL). */
export const MAX_PAGE_SIZE = PAGE_SIZE_ALL;

function nonNegativeInt(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** `limit` / `offset` from a query (DRF LimitOffsetPagination): bad values fall back to defaults, limit is capped. */
export function paginate(query: unknown, defaultLimit = DEFAULT_PAGE_SIZE): Page {
  const record = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const limit = nonNegativeInt(record.limit);
  const offset = nonNegativeInt(record.offset);
  return {
    limit: limit === undefined || limit === 0 ? defaultLimit : Math.min(limit, MAX_PAGE_SIZE),
    offset: offset ?? 0,
  };
}

function pageUrl(request: FastifyRequest, limit: number, offset: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('offset', String(offset));
  return url.toString();
}

/** The paged list shape `{count, next, previous, results}`. */
export function pageResponse<T>(request: FastifyRequest, page: Page, count: number, results: T[]) {
  const next = page.offset + page.limit < count ? pageUrl(request, page.limit, page.offset + page.limit) : null;
  const previous = page.offset > 0 ? pageUrl(request, page.limit, Math.max(0, page.offset - page.limit)) : null;
  return { count, next, previous, results };
}
