import type { components } from './generated/schema.ts';

/** A list in one shape, whatever the server sent. */
export interface Page<T> {
  count: number;
  results: T[];
}

/**
 * Lists are a plain array or `{count, results}` (spec: "List responses are plain arrays or have count and
 * results"); this gives one shape. A plain array counts as one complete page.
 */
export function asPage<T>(data: readonly T[] | { count: number; results: readonly T[] }): Page<T> {
  if (Array.isArray(data)) return { count: data.length, results: [...(data as readonly T[])] };
  const page = data as { count: number; results: readonly T[] };
  return { count: page.count, results: [...page.results] };
}

type TransportList = components['schemas']['TransportList'];
type TransportListItem = components['schemas']['TransportListItem'];

/** The transport list answers `{count, transports}`; `results` is an accepted alias. */
export function transportPage(data: TransportList): Page<TransportListItem> {
  return { count: data.count, results: [...(data.transports.length ? data.transports : (data.results ?? []))] };
}

/** The offset of the page after `pages`, or undefined when everything is loaded (for infinite queries). */
export function nextOffset(pages: readonly Page<unknown>[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
  return loaded < last.count && last.results.length > 0 ? loaded : undefined;
}
