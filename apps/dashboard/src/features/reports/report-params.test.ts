import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api/export-reports';
import { parseReportParams, reportFilterQuery, reportSearch } from './report-params';

describe('report parameters in the address bar', () => {
  it('reads filters, ordering and page, and writes them back without the defaults', () => {
    const search = new URLSearchParams(
      'state=6&business_location=4&creator=me&pickup_from=2026-01-01&pickup_to=2026-01-31&ordering=pickup_time&page=3&size=50&period=week&split=state',
    );
    const params = parseReportParams(search);
    expect(params).toEqual({
      state: 6,
      businessLocation: 4,
      creator: 'me',
      pickupFrom: '2026-01-01',
      pickupTo: '2026-01-31',
      ordering: { field: 'pickup_time', descending: false },
      page: 3,
      pageSize: 50,
      period: 'week',
      split: 'state',
    });
    expect(reportSearch(params).toString()).toBe(search.toString());
    expect(reportSearch(parseReportParams(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to the defaults for values a report cannot have', () => {
    const params = parseReportParams(
      new URLSearchParams(
        'state=31&business_location=-1&creator=7&pickup_from=2026-02-30&ordering=price&page=0&size=7&period=day&split=driver',
      ),
    );
    expect(params).toEqual(parseReportParams(new URLSearchParams()));
    expect(params.ordering).toEqual({ field: 'id', descending: true });
    expect(params.pageSize).toBe(30);
    expect([params.period, params.split]).toEqual(['month', 'business_location']);
  });

  it('sends the list and the export the same filters, always state__gt=5', () => {
    const params = parseReportParams(new URLSearchParams('state=7&pickup_to=2026-03-01'));
    expect(reportFilterQuery(params)).toEqual({
      state__gt: 5,
      state: 7,
      business_location: undefined,
      creator: undefined,
      pickup_date__gte: undefined,
      pickup_date__lte: '2026-03-01',
      ordering: '-id',
    });
  });
});

describe('the downloaded file name', () => {
  it('prefers RFC 6266 filename* (UTF-8) over the ASCII filename', () => {
    expect(
      fileNameOf(
        `attachment; filename="company_transports_Jyvaskylan toimipiste.xlsx"; filename*=UTF-8''company_transports_Jyv%C3%A4skyl%C3%A4n%20toimipiste.xlsx`,
      ),
    ).toBe('company_transports_Jyväskylän toimipiste.xlsx');
    expect(fileNameOf('attachment; filename="company_transports.xlsx"')).toBe('company_transports.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
