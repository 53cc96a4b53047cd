import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { euros, REPORT_TRANSPORT_STATES, SPREADSHEET_FORMULA_TRIGGERS, sumEuros, wallClockIn } from '@siirto/domain';
import { readFirstSheet, serialToWallClock, type XlsxSheet } from '../../../tooling/xlsx.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

interface ReportPage {
  count: number;
  results: {
    id: number;
    state: number;
    pickup_time: string | null;
    pickup_latency_minutes: number | null;
    drive_time_minutes: number | null;
  }[];
  totals: Record<string, number>;
}

let t: TestApp;
let admin: { authorization: string };
let locationUser: { authorization: string };
let coordinator: { authorization: string };
let demoCompanyId: number;
let lauraId: number;
let adminId: number;
let tampereId: number;
let helsinkiId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  locationUser = (await t.loginAs('user@demo.siirto.fi')).headers;
  coordinator = (await t.loginAs('coordinator@demo.siirto.fi')).headers;
  demoCompanyId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo Kuljetus Oy').executeTakeFirstOrThrow()
  ).id;
  const users = await t.db.selectFrom('users').select(['id', 'email']).execute();
  lauraId = users.find((user) => user.email === 'laura.nieminen@demo.siirto.fi')?.id ?? 0;
  adminId = users.find((user) => user.email === 'admin@demo.siirto.fi')?.id ?? 0;
  const locations = await t.db.selectFrom('business_locations').select(['id', 'name']).execute();
  tampereId = locations.find((location) => location.name === 'Tampereen toimipiste')?.id ?? 0;
  helsinkiId = locations.find((location) => location.name === 'Helsingin toimipiste')?.id ?? 0;
});
afterAll(() => t.close());

/** The demo company's transports in the report states, straight from the database. */
async function reportable() {
  return t.db
    .selectFrom('transports')
    .selectAll()
    .where('company_id', '=', demoCompanyId)
    .where('state', 'in', [...REPORT_TRANSPORT_STATES])
    .execute();
}

async function list(query: string, headers = admin): Promise<ReportPage> {
  const response = await t.request({ method: 'GET', url: `/transports/company_reports/?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<ReportPage>();
}

async function exportSheet(query: string, headers: Record<string, string> = admin) {
  const response = await t.request({
    method: 'GET',
    url: `/transports/company_reports/export_excel/?${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return { response, sheet: readFirstSheet(response.rawPayload) };
}

/** The ids of the data rows (between the header and the totals row). */
const exportedIds = (sheet: XlsxSheet) => sheet.rows.slice(1, -1).map((row) => Number(row[0]?.value));

/** The exact sum of a column's two-decimal values (money in cents; kilometres have at most two decimals too). */
const sumOf = (rows: { [key: string]: unknown }[], key: string) =>
  euros(sumEuros(rows.map((row) => (typeof row[key] === 'number' ? row[key] : 0))));

describe('GET /transports/company_reports/ (spec 2 §7)', () => {
  it('lists the states 6 to 9 only, never 31 even though state__gt=5 reads it as above 5', async () => {
    const expected = await reportable();
    const seeded31 = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', demoCompanyId)
      .where('state', '=', 31)
      .execute();
    expect(seeded31.length).toBeGreaterThan(0);
    const page = await list('state__gt=5&limit=10000');
    expect(page.count).toBe(expected.length);
    expect(new Set(page.results.map((row) => row.state))).toEqual(new Set([6, 7, 8, 9]));
    expect(page.results.map((row) => row.id)).not.toContain(seeded31[0]?.id);
    const delivered = page.results.find((row) => row.state === 6);
    expect(delivered?.pickup_latency_minutes).toBe(7);
    expect(delivered?.drive_time_minutes).toBeGreaterThan(0);
    // without state__gt the report states still hold
    expect((await list('limit=1')).count).toBe(expected.length);
  });

  it('totals the whole filtered set, whatever the page', async () => {
    const delivered = (await reportable()).filter((row) => row.state === 6);
    const expenses = await t.db
      .selectFrom('expenses')
      .select(['transport_id', 'service_price_company'])
      .where(
        'transport_id',
        'in',
        delivered.map((row) => row.id),
      )
      .execute();
    const firstPage = await list('state__gt=5&state=6&limit=2&offset=0');
    const secondPage = await list('state__gt=5&state=6&limit=2&offset=2');
    expect(firstPage.results).toHaveLength(2);
    expect(firstPage.totals).toEqual(secondPage.totals);
    expect(firstPage.totals).toEqual({
      trip_length_km: sumOf(delivered, 'trip_length_km'),
      price: sumOf(delivered, 'price'),
      price_list_rows_price_total: sumOf(delivered, 'service_prices_total_company'),
      expenses_service_prices: sumOf(expenses, 'service_price_company'),
      expenses_price_total: sumOf(delivered, 'expenses_price_total'),
      transport_total_price: sumOf(delivered, 'transport_total_price'),
    });
    expect(firstPage.totals.expenses_service_prices).toBeGreaterThan(0);
    const none = await list('state__gt=5&state=3');
    expect(none.count).toBe(0);
    expect(Object.values(none.totals)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('filters by pickup days in Finnish time, inclusive, and refuses a day that is not one', async () => {
    const rows = await reportable();
    const pickups = rows
      .map((row) => row.pickup_time)
      .filter((time): time is Date => time !== null)
      .sort((a, b) => a.getTime() - b.getTime());
    const middle = pickups[Math.floor(pickups.length / 2)] ?? new Date();
    const day = wallClockIn(middle).toISOString().slice(0, 10);
    const helsinkiDay = (time: Date | null) => (time ? wallClockIn(time).toISOString().slice(0, 10) : '');
    const onOrAfter = await list(`pickup_date__gte=${day}&limit=10000`);
    expect(onOrAfter.count).toBe(rows.filter((row) => helsinkiDay(row.pickup_time) >= day).length);
    const onOrBefore = await list(`pickup_date__lte=${day}&limit=10000`);
    expect(onOrBefore.count).toBe(rows.filter((row) => helsinkiDay(row.pickup_time) <= day).length);
    const that = await list(`pickup_date__gte=${day}&pickup_date__lte=${day}&limit=10000`);
    expect(that.results.length).toBeGreaterThan(0);
    expect(that.results.every((row) => helsinkiDay(row.pickup_time ? new Date(row.pickup_time) : null) === day)).toBe(
      true,
    );

    const wrong = await t.request({
      method: 'GET',
      url: '/transports/company_reports/?pickup_date__gte=2026-02-30',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ pickup_date__gte: ['A date as YYYY-MM-DD'] });
  });
});

describe('GET /transports/company_reports/export_excel/', () => {
  const filters = () => [
    'state__gt=5',
    'state__gt=5&state=6',
    'state__gt=5&state=7',
    `state__gt=5&business_location=${String(tampereId)}`,
    'state__gt=5&creator=me',
    `state__gt=5&creator=${String(lauraId)}`,
    `state__gt=5&state=6&business_location=${String(tampereId)}&ordering=pickup_time`,
    'state__gt=5&pickup_date__gte=2000-01-01&pickup_date__lte=2000-01-02',
  ];

  it('exports exactly the rows of the list for each filter, in its order', async () => {
    const rows = await reportable();
    for (const query of filters()) {
      const page = await list(`${query}&limit=10000`);
      const { sheet } = await exportSheet(query);
      expect(exportedIds(sheet), query).toEqual(page.results.map((row) => row.id));
    }
    // and each filter narrows as it says
    const expected: Record<string, number[]> = {
      'state=6': rows.filter((row) => row.state === 6).map((row) => row.id),
      'state=7': rows.filter((row) => row.state === 7).map((row) => row.id),
      location: rows.filter((row) => row.business_location_id === tampereId).map((row) => row.id),
      me: rows.filter((row) => row.creator_id === adminId).map((row) => row.id),
      laura: rows.filter((row) => row.creator_id === lauraId).map((row) => row.id),
    };
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const idsOf = async (query: string) => sorted(exportedIds((await exportSheet(query)).sheet));
    expect(await idsOf('state__gt=5&state=6')).toEqual(sorted(expected['state=6'] ?? []));
    expect(await idsOf('state__gt=5&state=7')).toEqual(sorted(expected['state=7'] ?? []));
    expect(await idsOf(`business_location=${String(tampereId)}`)).toEqual(sorted(expected.location ?? []));
    expect(await idsOf('creator=me')).toEqual(sorted(expected.me ?? []));
    expect(await idsOf(`creator=${String(lauraId)}`)).toEqual(sorted(expected.laura ?? []));
    expect(await idsOf('pickup_date__gte=2000-01-01&pickup_date__lte=2000-01-02')).toEqual([]);
  });

  it('keeps to the company and to a location user’s locations', async () => {
    const coordinatorRows = await t.db
      .selectFrom('transports')
      .innerJoin('companies', 'companies.id', 'transports.company_id')
      .select('transports.id')
      .where('companies.name', '=', 'Siirtokeskus Oy')
      .where('transports.state', 'in', [...REPORT_TRANSPORT_STATES])
      .execute();
    expect(coordinatorRows.length).toBeGreaterThan(0);
    const theirs = await exportSheet('state__gt=5', coordinator);
    expect(exportedIds(theirs.sheet).sort()).toEqual(coordinatorRows.map((row) => row.id).sort());
    // another company's location id selects nothing of theirs and nothing of ours
    const foreign = await exportSheet(`state__gt=5&business_location=${String(tampereId)}`, coordinator);
    expect(exportedIds(foreign.sheet)).toEqual([]);
    expect(foreign.response.headers['content-disposition']).toBe(
      `attachment; filename="company_transports.xlsx"; filename*=UTF-8''company_transports.xlsx`,
    );

    const helsinkiRows = (await reportable()).filter((row) => row.business_location_id === helsinkiId);
    const own = await exportSheet('state__gt=5', locationUser);
    expect(exportedIds(own.sheet).sort()).toEqual(helsinkiRows.map((row) => row.id).sort());
    expect(exportedIds((await exportSheet(`business_location=${String(tampereId)}`, locationUser)).sheet)).toEqual([]);
    const unsigned = await t.request({ method: 'GET', url: '/transports/company_reports/export_excel/' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('writes every text that begins like a formula as plain text, for each trigger character', async () => {
    const delivered = (await reportable())
      .filter((row) => row.state === 6)
      .slice(0, SPREADSHEET_FORMULA_TRIGGERS.length);
    expect(delivered).toHaveLength(SPREADSHEET_FORMULA_TRIGGERS.length);
    const values = new Map<number, { vehicle: string; place: string }>();
    for (const [index, trigger] of SPREADSHEET_FORMULA_TRIGGERS.entries()) {
      const row = delivered[index];
      if (!row) continue;
      const value = { vehicle: `${trigger}1+1`, place: `${trigger}HYPERLINK("https://example.com","x")` };
      values.set(row.id, value);
      await t.db
        .updateTable('transports')
        .set({
          vehicle: value.vehicle,
          pickup_location: value.place,
          destination_city_name: `${trigger}cmd|' /C calc'!A0`,
        })
        .where('id', '=', row.id)
        .execute();
    }
    const { sheet } = await exportSheet('state__gt=5&state=6');
    // no cell of the sheet is a formula
    expect(sheet.xml).not.toMatch(/<f[\s>]/);
    const header = sheet.rows[0]?.map((cell) => cell.value) ?? [];
    const vehicleColumn = header.indexOf('Rekisterinumero');
    const placeColumn = header.indexOf('Noutopaikka');
    const cityColumn = header.lastIndexOf('Kaupunki');
    expect(vehicleColumn).toBeGreaterThan(0);
    for (const row of sheet.rows.slice(1, -1)) {
      const expected = values.get(Number(row[0]?.value));
      if (!expected) continue;
      for (const [column, text] of [
        [vehicleColumn, expected.vehicle],
        [placeColumn, expected.place],
      ] as const) {
        const cell = row[column];
        expect(cell?.type, text).toBe('inlineStr');
        expect(cell?.format, text).toBe('@');
        expect(cell?.formula).toBeNull();
        expect(cell?.value, JSON.stringify(text)).toBe(text);
      }
      expect(row[cityColumn]?.type).toBe('inlineStr');
      values.delete(Number(row[0]?.value));
    }
    expect(values.size).toBe(0);
  });

  it('writes real dates, numbers, headers in the request language, a frozen header, a filter and the totals', async () => {
    const page = await list('state__gt=5&state=7&limit=10000');
    const { sheet } = await exportSheet('state__gt=5&state=7', { ...admin, 'accept-language': 'en' });
    expect(sheet.name).toBe('Transports');
    const header = sheet.rows[0]?.map((cell) => cell.value) ?? [];
    expect(header.slice(0, 3)).toEqual(['ID', 'Created', 'Registration']);
    expect(sheet.frozen).toEqual({ xSplit: 1, ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:Z${String(page.count + 1)}`);
    expect(sheet.columnWidths).toHaveLength(26);
    expect(sheet.rows).toHaveLength(page.count + 2);

    const first = sheet.rows[1] ?? [];
    const listed = page.results[0];
    const column = (name: string) => first[header.indexOf(name)];
    expect(column('ID')?.type).toBe('n');
    expect(Number(column('ID')?.value)).toBe(listed?.id);
    const pickup = column('Pickup time');
    expect(pickup?.type).toBe('n');
    expect(pickup?.format).toBe('dd.mm.yyyy hh:mm');
    expect(serialToWallClock(Number(pickup?.value))).toBe(
      wallClockIn(new Date(listed?.pickup_time ?? ''))
        .toISOString()
        .slice(0, 16)
        .replace('T', ' '),
    );
    const price = column('Price (VAT 0.0%)');
    expect(price?.type).toBe('n');
    expect(price?.format).toBe('#,##0.00');
    expect(column('Drive time (h:min)')?.format).toBe('[h]:mm');
    expect(column('State')?.value).toBe('Invoiced');

    const totals = sheet.rows.at(-1) ?? [];
    expect(totals[0]?.value).toBe(`Total (${String(page.count)} transports)`);
    for (const [name, key] of [
      ['Distance (km)', 'trip_length_km'],
      ['Price (VAT 0.0%)', 'price'],
      ['Extra services', 'price_list_rows_price_total'],
      ['Expense fees', 'expenses_service_prices'],
      ['Expenses', 'expenses_price_total'],
      ['Total', 'transport_total_price'],
    ] as const) {
      const cell = totals[header.indexOf(name)];
      expect(cell?.type, name).toBe('n');
      expect(Number(cell?.value), name).toBe(page.totals[key]);
    }
  });

  it('names the file in Content-Disposition with filename and filename*, ä and ö kept', async () => {
    const all = await exportSheet('state__gt=5');
    expect(all.response.headers['content-disposition']).toBe(
      `attachment; filename="company_transports.xlsx"; filename*=UTF-8''company_transports.xlsx`,
    );
    await t.db
      .updateTable('business_locations')
      .set({ name: 'Jyväskylän "Pörssi" toimipiste' })
      .where('id', '=', tampereId)
      .execute();
    const named = await exportSheet(`state__gt=5&business_location=${String(tampereId)}`);
    expect(named.response.headers['content-disposition']).toBe(
      // a quote, a slash and other characters a file name cannot hold become spaces
      `attachment; filename="company_transports_Jyvaskylan Porssi toimipiste.xlsx"; ` +
        `filename*=UTF-8''company_transports_Jyv%C3%A4skyl%C3%A4n%20P%C3%B6rssi%20toimipiste.xlsx`,
    );
  });
});
