/**
 * Repeating orders (issue 30 §2): a weekly series keeps its Helsinki wall times across the spring daylight-saving
 * switch and is priced and published by the server; occurrences are made 14 days ahead and the series ends after
 * its last; two API processes on one database make each occurrence once; pause skips the days that pass, an edit
 * removes the future drafts of days the new rule no longer has; another company never sees a series.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesScheduler } from '../src/routes/transport-series/scheduler.ts';
import { FakeClock, type TestApp } from './support/harness.ts';
import { createOrderTestApp, helsinkiTampereOrder } from './support/order-app.ts';
import { secondProcess } from './support/second-process.ts';

let t: TestApp;
let admin: { authorization: string };
let helsinkiId: number;

// Tuesday 16 March 2027, noon in Helsinki (winter time, UTC+2); summer time begins on Sunday 28 March.
const clock = new FakeClock(new Date('2027-03-16T10:00:00Z'));

beforeAll(async () => {
  let locationIds: Record<string, number>;
  ({ t, admin, locationIds } = await createOrderTestApp(clock));
  helsinkiId = locationIds['Helsingin toimipiste'] ?? 0;
});
afterAll(() => t.close());

/** The order the series repeat, published at the server's price. */
const order = (vehicle: string, pickup: string, destination: string) =>
  helsinkiTampereOrder(helsinkiId, {
    vehicle,
    pickup_time: pickup,
    destination_time: destination,
    saving_step: 4,
    publish: true,
  });

interface Listed {
  id: number;
  state: number;
  vehicle: string;
  pickup_time: string;
  destination_time: string;
  series_id: number | null;
}

async function template(vehicle: string, pickup: string, destination: string) {
  const response = await t.request({
    method: 'POST',
    url: '/transports/company/',
    headers: admin,
    payload: order(vehicle, pickup, destination),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; price: number }>();
}

async function repeat(id: number, payload: Record<string, unknown>, headers: Record<string, string> = admin) {
  return t.request({ method: 'POST', url: `/transports/company/${String(id)}/series/`, headers, payload });
}

async function ofSeries(seriesId: number) {
  const list = await t.request({
    method: 'GET',
    url: `/transports/company/?series=${String(seriesId)}&ordering=pickup_time&limit=100`,
    headers: admin,
  });
  return list.json<{ transports: Listed[] }>().transports;
}

const drain = () => seriesScheduler(t.app).drain();

/** The server's clock moves on (weeks: the admin signs in again, as the access token lives minutes). */
async function at(iso: string) {
  clock.set(new Date(iso));
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
}

describe('a weekly series', () => {
  it('keeps 08:00 in Helsinki across the daylight-saving switch, priced and published by the server', async () => {
    // Monday 22 March 2027 08:00–14:00 in Helsinki (UTC+2)
    const first = await template('REP-1', '2027-03-22T06:00:00Z', '2027-03-22T12:00:00Z');
    const created = await repeat(first.id, {
      rule: { kind: 'weekly', weekdays: [1], until: '2027-04-12' },
      create_as: 'publish',
    });
    expect(created.statusCode).toBe(201);
    const series = created.json<{ id: number; start_day: string; status: string }>();
    expect(series).toMatchObject({ start_day: '2027-03-22', status: 'active' });
    await drain();
    // 14 days ahead of 16 March: Monday 29 March (summer time, UTC+3) is made, 5 April not yet
    let transports = await ofSeries(series.id);
    expect(transports.map((transport) => transport.pickup_time)).toEqual([
      '2027-03-22T06:00:00.000Z',
      '2027-03-29T05:00:00.000Z',
    ]);
    expect(transports[1]).toMatchObject({ vehicle: 'REP-1', state: 3, destination_time: '2027-03-29T11:00:00.000Z' });
    const detail = await t.request({
      method: 'GET',
      url: `/transports/company/${String(transports[1]?.id)}/`,
      headers: admin,
    });
    expect(detail.json()).toMatchObject({ series_id: series.id, series_day: '2027-03-29', price: first.price });

    // two weeks later the rest is made, and the series has ended after its last day
    await at('2027-03-30T10:00:00Z');
    await drain();
    await drain();
    transports = await ofSeries(series.id);
    expect(transports.map((transport) => transport.pickup_time)).toEqual([
      '2027-03-22T06:00:00.000Z',
      '2027-03-29T05:00:00.000Z',
      '2027-04-05T05:00:00.000Z',
      '2027-04-12T05:00:00.000Z',
    ]);
    const read = await t.request({
      method: 'GET',
      url: `/transports/series/${String(series.id)}/`,
      headers: admin,
    });
    expect(read.json()).toMatchObject({ status: 'ended', upcoming: [], last_error: null });
    expect(read.json<{ transports: { day: string }[] }>().transports.map((made) => made.day)).toEqual([
      '2027-03-22',
      '2027-03-29',
      '2027-04-05',
      '2027-04-12',
    ]);
    // the template is in one series only
    const again = await repeat(first.id, { rule: { kind: 'interval', interval_days: 2, count: 2 } });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a rule that does not hold, in the request language', async () => {
    const first = await template('REP-2', '2027-04-06T06:00:00Z', '2027-04-06T12:00:00Z');
    const refused = await repeat(
      first.id,
      { rule: { kind: 'weekly', weekdays: [], count: 3 } },
      { ...admin, 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ 'rule.weekdays': ['Choose at least one weekday'] });
    const tooLong = await repeat(first.id, { rule: { kind: 'interval', interval_days: 1, until: '2030-01-01' } });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('two API processes on one database', () => {
  it('make each occurrence once', async () => {
    await at('2027-04-01T10:00:00Z');
    const other = await secondProcess(t);
    try {
      const first = await template('REP-3', '2027-04-02T06:00:00Z', '2027-04-02T12:00:00Z');
      const series = (
        await repeat(first.id, { rule: { kind: 'interval', interval_days: 1, count: 8 }, create_as: 'draft' })
      ).json<{ id: number }>();
      await Promise.all([drain(), seriesScheduler(other.app).drain(), drain(), seriesScheduler(other.app).drain()]);
      const transports = await ofSeries(series.id);
      const days = transports.map((transport) => transport.pickup_time.slice(0, 10));
      expect(days).toEqual([
        '2027-04-02',
        '2027-04-03',
        '2027-04-04',
        '2027-04-05',
        '2027-04-06',
        '2027-04-07',
        '2027-04-08',
        '2027-04-09',
        '2027-04-10',
      ]);
      expect(transports.slice(1).every((transport) => transport.state === 2)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('pause, edit and end', () => {
  it('a pause skips the days that pass; an edit removes the future drafts of days the rule no longer has', async () => {
    await at('2027-05-03T10:00:00Z');
    // Monday 3 May 2027 at 16:00 in Helsinki (summer time)
    const first = await template('REP-4', '2027-05-03T13:00:00Z', '2027-05-03T18:00:00Z');
    const created = (
      await repeat(first.id, { rule: { kind: 'weekly', weekdays: [1, 3], count: 20 }, create_as: 'draft' })
    ).json<{ id: number; version: number }>();
    const url = `/transports/series/${String(created.id)}/`;
    const paused = await t.request({ method: 'PATCH', url, headers: admin, payload: { version: 1, status: 'paused' } });
    expect(paused.json()).toMatchObject({ status: 'paused', version: 2 });
    await drain();
    expect(await ofSeries(created.id)).toHaveLength(1);
    // a week later: resumed, the days of the pause (5 and 10 May) are not made
    await at('2027-05-11T10:00:00Z');
    const resumed = await t.request({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { version: 2, status: 'active' },
    });
    expect(resumed.statusCode).toBe(200);
    await drain();
    const days = async () => (await ofSeries(created.id)).map((transport) => transport.pickup_time.slice(0, 10));
    expect(await days()).toEqual(['2027-05-03', '2027-05-12', '2027-05-17', '2027-05-19', '2027-05-24']);
    // Wednesdays only from now on: the Monday drafts to come go, nothing is made twice
    const stale = await t.request({ method: 'PATCH', url, headers: admin, payload: { version: 1, status: 'ended' } });
    expect(stale.statusCode).toBe(409);
    const edited = await t.request({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { version: 3, rule: { kind: 'weekly', weekdays: [3], count: 20 } },
    });
    expect(edited.statusCode).toBe(200);
    await drain();
    expect(await days()).toEqual(['2027-05-03', '2027-05-12', '2027-05-19']);
    const ended = await t.request({ method: 'PATCH', url, headers: admin, payload: { version: 4, status: 'ended' } });
    expect(ended.json()).toMatchObject({ status: 'ended' });
    const afterEnd = await t.request({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { version: 5, status: 'active' },
    });
    expect(afterEnd.statusCode).toBe(400);
  });

  it('another company sees none of it', async () => {
    const coordinator = (await t.loginAs('coordinator@demo.siirto.fi')).headers;
    const list = await t.request({ method: 'GET', url: '/transports/series/', headers: admin });
    const id = list.json<{ id: number }[]>()[0]?.id ?? 0;
    expect(id).toBeGreaterThan(0);
    const foreign = await t.request({ method: 'GET', url: `/transports/series/${String(id)}/`, headers: coordinator });
    expect(foreign.statusCode).toBe(404);
    const edit = await t.request({
      method: 'PATCH',
      url: `/transports/series/${String(id)}/`,
      headers: coordinator,
      payload: { version: 1, status: 'paused' },
    });
    expect(edit.statusCode).toBe(404);
    const theirs = await t.request({ method: 'GET', url: '/transports/series/', headers: coordinator });
    expect(theirs.json()).toEqual([]);
  });
});
