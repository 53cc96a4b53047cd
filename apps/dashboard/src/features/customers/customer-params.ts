/**
 * The customers list's search and page as the address bar keeps them (`/dashboard/customers?search=laine&page=2`), so
 * Back, reload and a shared link show the same view. Defaults are left out; broken values fall back to them.
 */
import { CUSTOMERS_PAGE_SIZE } from '@siirto/domain';

/** The page sizes the list offers. */
export const CUSTOMER_PAGE_SIZES = [CUSTOMERS_PAGE_SIZE, 50, 100] as const;

export interface CustomerListParams {
  search: string;
  /** 1-based */
  page: number;
  pageSize: number;
}

export const defaultCustomerParams: CustomerListParams = { search: '', page: 1, pageSize: CUSTOMERS_PAGE_SIZE };

const positive = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function readCustomerParams(search: URLSearchParams): CustomerListParams {
  const size = positive(search.get('page_size'));
  return {
    search: (search.get('search') ?? '').trim().slice(0, 100),
    page: positive(search.get('page')) ?? 1,
    pageSize: size !== null && (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size) ? size : CUSTOMERS_PAGE_SIZE,
  };
}

export function writeCustomerParams(params: CustomerListParams): URLSearchParams {
  const search = new URLSearchParams();
  const text = params.search.trim();
  if (text !== '') search.set('search', text);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.pageSize !== CUSTOMERS_PAGE_SIZE) search.set('page_size', String(params.pageSize));
  return search;
}
