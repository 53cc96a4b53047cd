/**
 * The transport list at scale (issue 15): rows are the list's projection, and above 10,000 matching transports the
 * total is the planner's estimate (count_estimated) instead of a count of every row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedScaleTransports } from '../src/seed/scale.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

interface Page {
  count: number;
  count_estimated?: boolean;
  next: string | null;
  transports: Record<string, unknown>[];
}

let t: TestApp;
let admin: { authorization: string };
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  companyId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo Kuljetus Oy').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

async function list(query: string): Promise<Page> {
  const response = await t.request({
    method: 'GET',
    url: `/transports/company/?exclude_return_trips=true&${query}`,
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

/** The true number of the company's outbound transports (optionally not delivered or invoiced). */
async function trueCount(delivered: boolean) {
  const row = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM transports
    WHERE company_id = ${companyId} AND NOT round_trip_is_return_trip ${delivered ? sql`` : sql`AND state NOT IN (6, 7)`}
  `.execute(t.db);
  return row.rows[0]?.count ?? 0;
}

describe('GET /transports/company/ at scale', () => {
  it('answers the list projection: the columns the list shows, not photos, expenses or prices', async () => {
    const page = await list('include_delivered=true&limit=100');
    const roundTrip = page.transports.find((row) => row.round_trip_return_trip_id !== null);
    const driven = page.transports.find((row) => row.contract_obj !== null);
    expect(roundTrip?.round_trip).toBe(true);
    expect(typeof roundTrip?.round_trip_return_trip_state).toBe('number');
    expect(typeof (driven?.contract_obj as { driver?: { full_name?: unknown } } | undefined)?.driver?.full_name).toBe(
      'string',
    );
    for (const key of ['photos', 'expenses', 'price_list_rows', 'routes', 'waypoints', 'price_summary', 'version'])
      expect(page.transports[0]).not.toHaveProperty(key);
    expect(Object.keys(page.transports[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'state', 'vehicle', 'business_location', 'pickup_time', 'destination_time']),
    );
  });

  it("gives the timestamps as the detail does (ISO 8601 in UTC with milliseconds, the database's instant)", async () => {
    const page = await list('include_delivered=true&limit=100');
    const stored = new Map(
      (
        await t.db
          .selectFrom('transports')
          .select(['id', 'created', 'pickup_time', 'destination_time'])
          .where('company_id', '=', companyId)
          .execute()
      ).map((row) => [row.id, row]),
    );
    for (const row of page.transports) {
      const original = stored.get(row.id as number);
      expect(row.created).toBe(original?.created.toISOString());
      expect(row.pickup_time).toBe(original?.pickup_time?.toISOString() ?? null);
      expect(row.destination_time).toBe(original?.destination_time?.toISOString() ?? null);
    }
    const detail = await t.request({
      method: 'GET',
      url: `/transports/company/${String(page.transports[0]?.id)}/`,
      headers: admin,
    });
    expect(detail.json<{ created: string }>().created).toBe(page.transports[0]?.created);
  });

  it('counts exactly up to 10,000 and estimates above, correcting the estimate on the last page', async () => {
    const small = await list('limit=30');
    expect(small).toMatchObject({ count: await trueCount(false) });
    expect(small).not.toHaveProperty('count_estimated');

    await seedScaleTransports(t.db, companyId, 10_200);
    const all = await trueCount(true);
    const first = await list('include_delivered=true&limit=30');
    expect(first.count_estimated).toBe(true);
    // the planner's estimate from fresh statistics: near the truth, never below the exact part
    expect(first.count).toBeGreaterThan(10_000);
    expect(Math.abs(first.count - all) / all).toBeLessThan(0.1);
    expect(first.next).not.toBeNull();

    // a filter matching fewer than 10,000 is exact again
    const state5 = await list('state=5&limit=30');
    expect(state5).not.toHaveProperty('count_estimated');
    expect(state5.count).toBe(
      (
        await t.db
          .selectFrom('transports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('company_id', '=', companyId)
          .where('state', '=', 5)
          .where('round_trip_is_return_trip', '=', false)
          .executeTakeFirstOrThrow()
      ).n,
    );

    // the short last page knows the exact total, and has no next page
    const last = await list(`include_delivered=true&limit=30&offset=${String(all - 7)}`);
    expect(last).toMatchObject({ count: all, next: null });
    expect(last.transports).toHaveLength(7);
    expect(last).not.toHaveProperty('count_estimated');
  });
});
