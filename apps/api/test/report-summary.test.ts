/**
 * The reports' charts (issue 34): GET /transports/company_reports/summary/ aggregates in the database exactly what
 * the report list shows. For random report data (states, pickup days across months and a daylight-saving switch,
 * hand-over times early, exactly on time and late, money, cost centres), the summary's figures and buckets equal
 * the sums, counts and quantiles computed from the list's own rows with the domain's punctuality rules, for an
 * admin (the whole company) and a location user (their locations only), with and without filters.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayOf,
  deliveryDelayMinutes,
  euros,
  isDeliveredOnTime,
  leadTimeMinutes,
  messageText,
  previousPeriodOf,
  quantile,
  roundEuros,
  sumEuros,
} from '@siirto/domain';
import { createTestApp, type TestApp } from './support/harness.ts';

interface ListRow {
  id: number;
  created: string;
  state: number;
  pickup_time: string | null;
  destination_time: string | null;
  destination_acknowledged: string | null;
  transport_total_price: number;
  price: number;
  business_location_obj: { id: number; name: string } | null;
}
interface Figures {
  count: number;
  spend: number;
  delivered_with_time: number;
  on_time: number;
  late: number;
  on_time_share: number | null;
  delay_median_minutes: number | null;
  delay_p90_minutes: number | null;
  lead_time_median_minutes: number | null;
}
interface Summary {
  period: string;
  split: string;
  figures: Figures;
  previous: { from: string; to: string; figures: Figures } | null;
  buckets: { period: string; key: number | null; label: string | null; count: number; total: number; price: number }[];
}

let t: TestApp;
let admin: { authorization: string };
let locationUser: { authorization: string };
let companyId: number;
let transportIds: number[];
let locationIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  locationUser = (await t.loginAs('user@demo.siirto.fi')).headers;
  companyId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo Kuljetus Oy').executeTakeFirstOrThrow()
  ).id;
  transportIds = (
    await t.db.selectFrom('transports').select('id').where('company_id', '=', companyId).orderBy('id').execute()
  ).map((row) => row.id);
  locationIds = (
    await t.db.selectFrom('business_locations').select('id').where('company_id', '=', companyId).execute()
  ).map((row) => row.id);
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** Pickups from September to December 2026: months, weeks and the switch to winter time on 25.10. */
const FIRST_PICKUP = Date.parse('2026-09-01T00:00:00Z');

const rowArb = fc.record({
  state: fc.constantFrom(2, 5, 6, 6, 7, 8, 9),
  pickupMinute: fc.integer({ min: 0, max: 120 * 24 * 60 }),
  legMinutes: fc.integer({ min: 30, max: 600 }),
  // the hand-over against the ordered destination time: early, exactly on it, or late; or never recorded
  handOver: fc.option(fc.constantFrom(-90, -1, 0, 0, 1, 35, 240), { nil: null }),
  orderedDaysBefore: fc.integer({ min: 0, max: 20 }),
  totalCents: fc.integer({ min: 0, max: 500_000 }),
  location: fc.option(fc.nat(), { nil: null }),
});

type SummaryRow = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

/** Writes random report data over the company's transports (scalar columns only). */
async function writeRows(rows: SummaryRow[]) {
  await Promise.all(
    transportIds.map(async (id, index) => {
      const row = rows[index % rows.length];
      if (!row) return;
      const pickup = new Date(FIRST_PICKUP + row.pickupMinute * MINUTE);
      const destination = new Date(pickup.getTime() + row.legMinutes * MINUTE);
      await t.db
        .updateTable('transports')
        .set({
          state: row.state,
          pickup_time: pickup,
          destination_time: destination,
          destination_acknowledged:
            row.handOver === null ? null : new Date(destination.getTime() + row.handOver * MINUTE),
          created: new Date(pickup.getTime() - row.orderedDaysBefore * 24 * 60 * MINUTE - 7 * MINUTE),
          transport_total_price: euros(row.totalCents),
          business_location_id: row.location === null ? null : (locationIds[row.location % locationIds.length] ?? null),
        })
        .where('id', '=', id)
        .execute();
    }),
  );
}

async function get<T>(url: string, headers: { authorization: string }): Promise<T> {
  const response = await t.request({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** The bucket a pickup falls in: its Helsinki day's month, or the Monday of its ISO week. */
function bucketOf(pickup: string, period: 'month' | 'week'): string {
  const day = calendarDayOf(pickup) ?? '';
  if (period === 'month') return `${day.slice(0, 8)}01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return addCalendarDays(day, -weekday);
}

/** The figures of `rows` by the domain's rules, as the summary must give them. */
function expectedFigures(rows: ListRow[]): Figures {
  const at = (value: string | null) => (value === null ? null : new Date(value));
  const measured = rows.filter(
    (row) => isDeliveredOnTime(at(row.destination_time), at(row.destination_acknowledged)) !== null,
  );
  const onTime = measured.filter((row) =>
    isDeliveredOnTime(at(row.destination_time), at(row.destination_acknowledged)),
  );
  const delays = rows.flatMap(
    (row) => deliveryDelayMinutes(at(row.destination_time), at(row.destination_acknowledged)) ?? [],
  );
  const leads = rows.flatMap((row) => leadTimeMinutes(new Date(row.created), at(row.destination_acknowledged)) ?? []);
  return {
    count: rows.length,
    spend: euros(sumEuros(rows.map((row) => row.transport_total_price))),
    delivered_with_time: measured.length,
    on_time: onTime.length,
    late: measured.length - onTime.length,
    on_time_share: measured.length === 0 ? null : onTime.length / measured.length,
    delay_median_minutes: quantile(delays, 0.5),
    delay_p90_minutes: quantile(delays, 0.9),
    lead_time_median_minutes: quantile(leads, 0.5),
  };
}

/** Minutes are given to a tenth: compared within that. */
function expectFigures(actual: Figures, expected: Figures) {
  const { delay_median_minutes, delay_p90_minutes, lead_time_median_minutes, ...exact } = expected;
  expect({ ...actual, delay_median_minutes: 0, delay_p90_minutes: 0, lead_time_median_minutes: 0 }).toEqual({
    ...exact,
    delay_median_minutes: 0,
    delay_p90_minutes: 0,
    lead_time_median_minutes: 0,
  });
  for (const [got, want] of [
    [actual.delay_median_minutes, delay_median_minutes],
    [actual.delay_p90_minutes, delay_p90_minutes],
    [actual.lead_time_median_minutes, lead_time_median_minutes],
  ] as const) {
    if (want === null) expect(got).toBeNull();
    else expect(Math.abs((got ?? Number.NaN) - want)).toBeLessThanOrEqual(0.051);
  }
}

describe('GET /transports/company_reports/summary/ (issue 34)', () => {
  it('aggregates exactly the report list’s rows, per bucket and in total, for an admin and a location user', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 5, maxLength: 40 }),
        fc.constantFrom('month' as const, 'week' as const),
        fc.constantFrom('business_location' as const, 'state' as const),
        fc.constantFrom('', '&pickup_date__gte=2026-10-01&pickup_date__lte=2026-11-15', '&state=6'),
        async (rows, period, split, filter) => {
          await writeRows(rows);
          for (const headers of [admin, locationUser]) {
            const list = await get<{ count: number; results: ListRow[]; totals: { transport_total_price: number } }>(
              `/transports/company_reports/?state__gt=5&limit=10000${filter}`,
              headers,
            );
            const summary = await get<Summary>(
              `/transports/company_reports/summary/?state__gt=5&period=${period}&split=${split}${filter}`,
              headers,
            );
            expect(summary.figures.count).toBe(list.count);
            expect(summary.figures.spend).toBe(list.totals.transport_total_price);
            expectFigures(summary.figures, expectedFigures(list.results));

            const expectedBuckets = new Map<string, { count: number; cents: number[]; label: string | null }>();
            for (const row of list.results) {
              const key = split === 'state' ? row.state : (row.business_location_obj?.id ?? null);
              const id = `${bucketOf(row.pickup_time ?? '', period)}|${String(key)}`;
              const bucket = expectedBuckets.get(id) ?? {
                count: 0,
                cents: [],
                label: split === 'state' ? null : (row.business_location_obj?.name ?? null),
              };
              bucket.count += 1;
              bucket.cents.push(row.transport_total_price);
              expectedBuckets.set(id, bucket);
            }
            expect(
              Object.fromEntries(
                summary.buckets.map((bucket) => [
                  `${bucket.period}|${String(bucket.key)}`,
                  { count: bucket.count, total: bucket.total, label: bucket.label },
                ]),
              ),
            ).toEqual(
              Object.fromEntries(
                [...expectedBuckets].map(([id, bucket]) => [
                  id,
                  { count: bucket.count, total: euros(sumEuros(bucket.cents)), label: bucket.label },
                ]),
              ),
            );
          }
        },
      ),
      // each run rewrites the company's transports and asks the API four times: a handful of runs covers the
      // splits, periods and filters (the arbitrary's edges, on time to the minute, come up in every run)
      { numRuns: 12 },
    );
  });

  it('compares with the period of the same length just before a closed range', async () => {
    await writeRows([
      {
        state: 6,
        pickupMinute: 45 * 24 * 60,
        legMinutes: 60,
        handOver: 0,
        orderedDaysBefore: 1,
        totalCents: 10_000,
        location: 0,
      },
      {
        state: 7,
        pickupMinute: 15 * 24 * 60,
        legMinutes: 60,
        handOver: 35,
        orderedDaysBefore: 2,
        totalCents: 25_050,
        location: 0,
      },
    ]);
    const range = '&pickup_date__gte=2026-10-01&pickup_date__lte=2026-10-31';
    const summary = await get<Summary>(`/transports/company_reports/summary/?state__gt=5${range}`, admin);
    const before = previousPeriodOf('2026-10-01', '2026-10-31');
    expect(summary.previous?.from).toBe(before.from);
    expect(summary.previous?.to).toBe(before.to);
    const list = await get<{ results: ListRow[] }>(
      `/transports/company_reports/?state__gt=5&limit=10000&pickup_date__gte=${before.from}&pickup_date__lte=${before.to}`,
      admin,
    );
    expectFigures(summary.previous?.figures ?? expectedFigures([]), expectedFigures(list.results));
    const open = await get<Summary>(
      '/transports/company_reports/summary/?state__gt=5&pickup_date__gte=2026-10-01',
      admin,
    );
    expect(open.previous).toBeNull();
    expect(roundEuros(open.figures.spend)).toBe(open.figures.spend);
  });

  it('refuses an unknown period or split in the request’s language, and answers only a signed-in member', async () => {
    const refused = await t.request({
      method: 'GET',
      url: '/transports/company_reports/summary/?period=year',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ period: [messageText('invalidChoice', 'en')] });
    const split = await t.request({
      method: 'GET',
      url: '/transports/company_reports/summary/?split=driver',
      headers: { ...admin, 'accept-language': 'fi' },
    });
    expect(split.json()).toEqual({ split: [messageText('invalidChoice', 'fi')] });
    expect((await t.request({ method: 'GET', url: '/transports/company_reports/summary/' })).statusCode).toBe(401);
  });
});
