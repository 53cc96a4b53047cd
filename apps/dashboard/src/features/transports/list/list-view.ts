/**
 * The transport list's view (filters, sort, page and page size) read from and written to the address bar, so a
 * filtered view can be bookmarked, shared and survives a reload and Back (spec 2 §2 "Transport list").
 */
import {
  isTransportListOrdering,
  listIncludesDelivered,
  TRANSPORT_LIST_DEFAULT_ORDERING,
  TRANSPORT_LIST_PAGE_SIZES,
  type TransportListOrdering,
} from '@siirto/domain';
import type { TransportListParams } from '../api/keys';

export interface TransportListView {
  /** The state filter; null is "All". */
  state: number | null;
  /** Cost centres (business locations), any of them. */
  locations: number[];
  pickup: number | null;
  destination: number | null;
  creator: 'all' | 'me';
  /** One repeating series' transports (issue 30 §2), from its panel's link; null for all. */
  series: number | null;
  search: string;
  /** The "show delivered" switch as the user set it (a delivered state filter forces it on). */
  delivered: boolean;
  ordering: TransportListOrdering;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The address bar's names of the view's parts. */
export const viewParams = {
  state: 'state',
  locations: 'location',
  pickup: 'pickup',
  destination: 'destination',
  creator: 'creator',
  series: 'series',
  search: 'search',
  delivered: 'delivered',
  ordering: 'ordering',
  page: 'page',
  pageSize: 'page_size',
} as const satisfies Record<keyof TransportListView, string>;

export const defaultView: TransportListView = {
  state: null,
  locations: [],
  pickup: null,
  destination: null,
  creator: 'all',
  series: null,
  search: '',
  delivered: false,
  ordering: TRANSPORT_LIST_DEFAULT_ORDERING,
  page: 1,
  pageSize: TRANSPORT_LIST_PAGE_SIZES[0],
};

const id = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** Reads the view; a missing or malformed part is its default. */
export function readView(params: URLSearchParams): TransportListView {
  const state = params.get(viewParams.state);
  const ordering = params.get(viewParams.ordering);
  const page = id(params.get(viewParams.page));
  const pageSize = id(params.get(viewParams.pageSize));
  return {
    state: state !== null && /^\d{1,2}$/.test(state) ? Number(state) : null,
    locations: (params.get(viewParams.locations) ?? '')
      .split(',')
      .map((value) => id(value))
      .filter((value): value is number => value !== null),
    pickup: id(params.get(viewParams.pickup)),
    destination: id(params.get(viewParams.destination)),
    creator: params.get(viewParams.creator) === 'me' ? 'me' : 'all',
    series: id(params.get(viewParams.series)),
    search: (params.get(viewParams.search) ?? '').slice(0, 100),
    delivered: params.get(viewParams.delivered) === '1',
    ordering: isTransportListOrdering(ordering) ? ordering : defaultView.ordering,
    page: page ?? 1,
    pageSize:
      pageSize !== null && (TRANSPORT_LIST_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : defaultView.pageSize,
  };
}

/**
 * Writes the view into the address bar's parameters: defaults are left out (the plain list stays
 * `/dashboard/transports`) and parameters that are not the view's (`create`) are kept.
 */
export function writeView(view: TransportListView, current: URLSearchParams = new URLSearchParams()) {
  const next = new URLSearchParams(current);
  const set = (key: keyof TransportListView, value: string | null) => {
    if (value === null || value === '') next.delete(viewParams[key]);
    else next.set(viewParams[key], value);
  };
  set('state', view.state === null ? null : String(view.state));
  set('locations', view.locations.join(','));
  set('pickup', view.pickup === null ? null : String(view.pickup));
  set('destination', view.destination === null ? null : String(view.destination));
  set('creator', view.creator === 'me' ? 'me' : null);
  set('series', view.series === null ? null : String(view.series));
  set('search', view.search.trim());
  set('delivered', view.delivered ? '1' : null);
  set('ordering', view.ordering === defaultView.ordering ? null : view.ordering);
  set('page', view.page > 1 ? String(view.page) : null);
  set('pageSize', view.pageSize === defaultView.pageSize ? null : String(view.pageSize));
  return next;
}

/** Whether any filter narrows the list (an empty answer then means "no results", not "no transports yet"). */
export const isFiltered = (view: TransportListView) =>
  view.state !== null ||
  view.locations.length > 0 ||
  view.pickup !== null ||
  view.destination !== null ||
  view.creator === 'me' ||
  view.series !== null ||
  view.search.trim() !== '' ||
  view.delivered;

/**
 * How many filters narrow the list (the phone's filter button shows it): the state, the cost centres (one filter
 * however many are chosen), the pickup and destination places, the creator, the search and the delivered switch.
 */
export const activeFilterCount = (view: TransportListView) =>
  [
    view.state !== null,
    view.locations.length > 0,
    view.pickup !== null,
    view.destination !== null,
    view.creator === 'me',
    view.series !== null,
    view.search.trim() !== '',
    view.delivered,
  ].filter(Boolean).length;

/** The list call's parameters for a view (spec 2 §7). */
export function listParams(view: TransportListView): TransportListParams {
  return {
    limit: view.pageSize,
    offset: (view.page - 1) * view.pageSize,
    ordering: view.ordering,
    ...(view.state !== null ? { state: view.state } : {}),
    ...(view.locations.length > 0 ? { business_location: view.locations.join(',') } : {}),
    ...(view.pickup !== null ? { pickup_business_location: view.pickup } : {}),
    ...(view.destination !== null ? { destination_business_location: view.destination } : {}),
    ...(view.creator === 'me' ? { creator: 'me' } : {}),
    ...(view.series !== null ? { series: view.series } : {}),
    ...(view.search.trim() !== '' ? { search: view.search.trim() } : {}),
    ...(listIncludesDelivered(view.state, view.delivered) ? { include_delivered: true } : {}),
  };
}
