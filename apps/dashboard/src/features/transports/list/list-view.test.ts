import { describe, expect, it } from 'vitest';
import { activeFilterCount, defaultView, listParams, readView, writeView } from './list-view';

describe('the transport list view in the address bar', () => {
  it('reads every filter, the sort, the page and the page size, and writes them back the same', () => {
    const query =
      'state=4&location=1,3&pickup=2&destination=5&creator=me&series=7&search=ABC-123&delivered=1&ordering=pickup_time&page=3&page_size=50';
    const view = readView(new URLSearchParams(query));
    expect(view).toEqual({
      state: 4,
      locations: [1, 3],
      pickup: 2,
      destination: 5,
      creator: 'me',
      series: 7,
      search: 'ABC-123',
      delivered: true,
      ordering: 'pickup_time',
      page: 3,
      pageSize: 50,
    });
    expect(readView(writeView(view))).toEqual(view);
  });

  it('leaves defaults out of the address and keeps parameters that are not the view (create)', () => {
    expect(writeView(defaultView).toString()).toBe('');
    expect(writeView({ ...defaultView, page: 2 }, new URLSearchParams('create=1&state=5')).toString()).toBe(
      'create=1&page=2',
    );
  });

  it('falls back to the defaults for malformed or unknown values', () => {
    const view = readView(
      new URLSearchParams('state=x&location=a,0,7&creator=bob&ordering=vehicle&page=-1&page_size=999'),
    );
    expect(view).toEqual({ ...defaultView, locations: [7] });
  });

  it('asks the server for the page, the order and every filter; a delivered state includes delivered', () => {
    expect(listParams(defaultView)).toEqual({ limit: 30, offset: 0, ordering: '-id' });
    expect(
      listParams({
        ...defaultView,
        state: 6,
        locations: [1, 2],
        creator: 'me',
        search: ' 101 ',
        page: 2,
        pageSize: 100,
      }),
    ).toEqual({
      limit: 100,
      offset: 100,
      ordering: '-id',
      state: 6,
      business_location: '1,2',
      creator: 'me',
      search: '101',
      include_delivered: true,
    });
    expect(listParams({ ...defaultView, pickup: 3, destination: 4, delivered: true, series: 7 })).toMatchObject({
      series: 7,
      pickup_business_location: 3,
      destination_business_location: 4,
      include_delivered: true,
    });
  });

  it("counts the filters in use for the phone's filter button (the cost centres as one, sort and page not)", () => {
    expect(activeFilterCount(defaultView)).toBe(0);
    expect(activeFilterCount({ ...defaultView, ordering: 'pickup_time', page: 3, pageSize: 100 })).toBe(0);
    expect(activeFilterCount(readView(new URLSearchParams('state=5&location=1,2&search=abc')))).toBe(3);
    expect(
      activeFilterCount({
        ...defaultView,
        state: 6,
        locations: [1],
        pickup: 2,
        destination: 3,
        creator: 'me',
        search: '  ',
        delivered: true,
      }),
    ).toBe(6);
  });
});
