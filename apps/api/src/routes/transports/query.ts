/** Query-string helpers shared by the transport list and the reports: flags, ids and the ordering. */
import type { SelectQueryBuilder } from 'kysely';
import type { BusinessDatabase } from '../../db/migrations/002_business.ts';

const orderings = {
  id: 'id',
  state: 'state',
  created: 'created',
  pickup_time: 'pickup_time',
  destination_time: 'destination_time',
} as const;

export const truthy = (value: unknown) => value === 'true' || value === '1' || value === 'True';

export const positiveInt = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

/** A one- or two-digit state number from the query, else null. */
export const stateParam = (value: unknown): number | null =>
  typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : null;

/** `?ordering=` (a known column, `-` for descending; default and unknown: newest id first), then by id. */
export function orderTransports<O>(
  rows: SelectQueryBuilder<BusinessDatabase, 'transports', O>,
  query: Record<string, unknown>,
) {
  const ordering = typeof query.ordering === 'string' ? query.ordering : '-id';
  const field = ordering.replace(/^-/, '');
  const known = Object.hasOwn(orderings, field);
  const column = known ? orderings[field as keyof typeof orderings] : 'id';
  const direction = ordering.startsWith('-') || !known ? 'desc' : 'asc';
  // only the times may be empty (last in both directions); the other columns order as their indexes do
  const nullable = column === 'pickup_time' || column === 'destination_time';
  // the table's columns by their qualified names: a bare `created` or `pickup_time` in ORDER BY is the output
  // column of that name when the select has one, and the list selects its times as ISO text under their own names,
  // so it sorted that text, every matching row, with no index (issue 32: 300-600 ms at 100,000 transports)
  return rows
    .orderBy(`transports.${column}`, (ob) => {
      const ordered = direction === 'desc' ? ob.desc() : ob.asc();
      return nullable ? ordered.nullsLast() : ordered;
    })
    .orderBy('transports.id', direction);
}
