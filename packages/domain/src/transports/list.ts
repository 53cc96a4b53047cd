/** Rules of the transport list's filters and ordering (spec 2 §2 "Transport list", §4, §7, §9). */
import { isDeliveredState } from './states.ts';

/** The columns the list sorts by (server ordering); `-` in front means descending. */
const TRANSPORT_LIST_SORT_FIELDS = ['id', 'state', 'created', 'pickup_time', 'destination_time'] as const;
export type TransportListSortField = (typeof TRANSPORT_LIST_SORT_FIELDS)[number];
export type TransportListOrdering = TransportListSortField | `-${TransportListSortField}`;

/** The list's default order: newest id first (spec 2 §7 `ordering=-id`). */
export const TRANSPORT_LIST_DEFAULT_ORDERING: TransportListOrdering = '-id';

export const isTransportListOrdering = (value: unknown): value is TransportListOrdering =>
  typeof value === 'string' && (TRANSPORT_LIST_SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, ''));

/** Page sizes of the list: 30 / 50 / 100 / 300 / All (10,000). */
export const TRANSPORT_LIST_PAGE_SIZES = [30, 50, 100, 300, 10_000] as const;

/**
 * Whether delivered transports are listed: the switch, forced on when the state filter asks for a delivered
 * (6) or invoiced (7) state; otherwise filtering by 6 would list nothing.
 */
export function listIncludesDelivered(state: number | null | undefined, includeDelivered: boolean): boolean {
  return includeDelivered || isDeliveredState(state);
}
