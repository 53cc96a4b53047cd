import { describe, expect, it } from 'vitest';
import { readCustomerParams, writeCustomerParams } from './customer-params';

describe('customer list params', () => {
  it('reads the search, page and page size from the address, with defaults for missing or broken values', () => {
    expect(readCustomerParams(new URLSearchParams('search=%20laine%20&page=3&page_size=50'))).toEqual({
      search: 'laine',
      page: 3,
      pageSize: 50,
    });
    expect(readCustomerParams(new URLSearchParams('page=-1&page_size=7'))).toEqual({
      search: '',
      page: 1,
      pageSize: 30,
    });
  });

  it('leaves the defaults out of the address', () => {
    expect(writeCustomerParams({ search: '', page: 1, pageSize: 30 }).toString()).toBe('');
    expect(writeCustomerParams({ search: 'Oy ', page: 2, pageSize: 100 }).toString()).toBe(
      'search=Oy&page=2&page_size=100',
    );
  });
});
