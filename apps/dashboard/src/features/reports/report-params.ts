/**
 * The report's filters, ordering and page as the address bar keeps them (`/dashboard/reports?state=6&page=2`), so a
 * filtered report can be reloaded, shared and gone back to. Unknown or broken values fall back to the defaults.
 */
import {
  isCalendarDay,
  LIST_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  REPORT_FILTER_STATES,
  REPORT_STATE_ABOVE,
  REPORT_SUMMARY_PERIODS,
  REPORT_SUMMARY_SPLITS,
  type ReportSummaryPeriod,
  type ReportSummarySplit,
} from '@siirto/domain';

export type ReportStateFilter = (typeof REPORT_FILTER_STATES)[number];

/** Columns the server sorts by (spec 2 §7 `ordering`), `-` for descending. */
export const REPORT_SORTABLE = ['id', 'created', 'pickup_time', 'destination_time', 'state'] as const;
export type ReportSortField = (typeof REPORT_SORTABLE)[number];

export interface ReportParams {
  state: ReportStateFilter | null;
  businessLocation: number | null;
  creator: 'me' | null;
  pickupFrom: string | null;
  pickupTo: string | null;
  ordering: { field: ReportSortField; descending: boolean };
  /** 1-based */
  page: number;
  pageSize: number;
  /** The charts' period and split (issue 34); the first of each is the default. */
  period: ReportSummaryPeriod;
  split: ReportSummarySplit;
}

export const DEFAULT_ORDERING = { field: 'id', descending: true } as const;

const positive = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function parseReportParams(search: URLSearchParams): ReportParams {
  const state = positive(search.get('state'));
  const ordering = search.get('ordering') ?? '';
  const field = ordering.replace(/^-/, '');
  const day = (name: string) => {
    const value = search.get(name);
    return value && isCalendarDay(value) ? value : null;
  };
  const size = positive(search.get('size'));
  const choice = <T extends string>(name: string, choices: readonly T[]): T =>
    choices.find((value) => value === search.get(name)) ?? (choices[0] as T);
  return {
    state: (REPORT_FILTER_STATES as readonly number[]).includes(state ?? 0) ? (state as ReportStateFilter) : null,
    businessLocation: positive(search.get('business_location')),
    creator: search.get('creator') === 'me' ? 'me' : null,
    pickupFrom: day('pickup_from'),
    pickupTo: day('pickup_to'),
    ordering: (REPORT_SORTABLE as readonly string[]).includes(field)
      ? { field: field as ReportSortField, descending: ordering.startsWith('-') }
      : DEFAULT_ORDERING,
    page: positive(search.get('page')) ?? 1,
    pageSize: size !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : LIST_PAGE_SIZE,
    period: choice('period', REPORT_SUMMARY_PERIODS),
    split: choice('split', REPORT_SUMMARY_SPLITS),
  };
}

/** The address bar's query for `params`, defaults left out. */
export function reportSearch(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.state !== null) search.set('state', String(params.state));
  if (params.businessLocation !== null) search.set('business_location', String(params.businessLocation));
  if (params.creator) search.set('creator', params.creator);
  if (params.pickupFrom) search.set('pickup_from', params.pickupFrom);
  if (params.pickupTo) search.set('pickup_to', params.pickupTo);
  const { field, descending } = params.ordering;
  if (field !== DEFAULT_ORDERING.field || descending !== DEFAULT_ORDERING.descending) {
    search.set('ordering', `${descending ? '-' : ''}${field}`);
  }
  if (params.page > 1) search.set('page', String(params.page));
  if (params.pageSize !== LIST_PAGE_SIZE) search.set('size', String(params.pageSize));
  if (params.period !== REPORT_SUMMARY_PERIODS[0]) search.set('period', params.period);
  if (params.split !== REPORT_SUMMARY_SPLITS[0]) search.set('split', params.split);
  return search;
}

/** The filters the list and the Excel export send alike (spec 2 §7: "the same params"). */
export function reportFilterQuery(params: ReportParams) {
  return {
    state__gt: REPORT_STATE_ABOVE,
    state: params.state ?? undefined,
    business_location: params.businessLocation ?? undefined,
    creator: params.creator ?? undefined,
    pickup_date__gte: params.pickupFrom ?? undefined,
    pickup_date__lte: params.pickupTo ?? undefined,
    ordering: `${params.ordering.descending ? '-' : ''}${params.ordering.field}`,
  };
}
