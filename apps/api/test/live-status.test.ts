/**
 * Live status (issue 19): transport events on the realtime channel reach only the owning company's users (a
 * location user only for their locations) with a per-company sequence; the driver's calls move only the driver's
 * own transports, by the domain's steps; the map answers states 4 to 9 with what the map screen needs.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Updateable } from 'kysely';
import WebSocket from 'ws';
import type { TransportsTable } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};
const headers = (who: string) => ({ authorization: `jwt ${tokens[who] ?? ''}` });
/** The coordinator's transport reserved (4) by kuljettaja2 in the seed. */
let reservedId: number;
/** The coordinator's transport in transit (5), driven by kuljettaja. */
let inTransitId: number;
/** A transport of Demo Kuljetus Oy in progress (not a coordinator driver's). */
let demoInProgressId: number;
let demoCompanyId: number;
let tampereId: number;

type Frame = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
  for (const [who, email] of [
    ['coordinator', 'coordinator@demo.siirto.fi'],
    ['driver', 'kuljettaja@demo.siirto.fi'],
    ['driver2', 'kuljettaja2@demo.siirto.fi'],
    ['admin', 'admin@demo.siirto.fi'],
    ['laura', 'laura.nieminen@demo.siirto.fi'],
    ['locationUser', 'user@demo.siirto.fi'],
  ] as const) {
    tokens[who] = (await t.loginAs(email)).access;
  }
  const coordinatorCompany = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Siirtokeskus Oy')
    .executeTakeFirstOrThrow();
  const coordinatorTransports = await t.db
    .selectFrom('transports')
    .select(['id', 'state'])
    .where('company_id', '=', coordinatorCompany.id)
    .execute();
  reservedId = coordinatorTransports.find((row) => row.state === 4)?.id ?? 0;
  inTransitId = coordinatorTransports.find((row) => row.state === 5)?.id ?? 0;
  const demo = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  demoCompanyId = demo.id;
  demoInProgressId = (
    await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', demo.id)
      .where('state', '=', 5)
      .executeTakeFirstOrThrow()
  ).id;
  tampereId = (
    await t.db
      .selectFrom('business_locations')
      .select('id')
      .where('company_id', '=', demo.id)
      .where('name', '=', 'Tampereen toimipiste')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

interface Client {
  socket: WebSocket;
  frames: Frame[];
  next(match: (frame: Frame) => boolean): Promise<Frame>;
}

async function connect(who: string): Promise<Client> {
  const socket = new WebSocket(`${base}/chats/?token=${encodeURIComponent(tokens[who] ?? '')}`);
  const frames: Frame[] = [];
  const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse((data as Buffer).toString('utf8')) as Frame;
    frames.push(frame);
    const waiter = waiters.find((candidate) => candidate.match(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      resolve();
    });
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    next(match) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

const isTransportFrame = (frame: Frame) => frame.type === 'transport_state' || frame.type === 'transport_position';
const about = (id: number, type: string) => (frame: Frame) => frame.type === type && frame.transport_id === id;

const moveAs = (who: string, id: number, state: number, language = 'en') =>
  t.request({
    method: 'POST',
    url: `/driver/transports/${String(id)}/state/`,
    headers: { ...headers(who), 'accept-language': language },
    payload: { state },
  });
const reportAs = (who: string, id: number, payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: `/driver/transports/${String(id)}/position/`,
    headers: { ...headers(who), 'accept-language': 'en' },
    payload,
  });

describe('the driver calls', () => {
  it('answer only the driver’s own transports; everyone else gets 404', async () => {
    const mine = await t.request({ method: 'GET', url: '/driver/transports/', headers: headers('driver2') });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ id: number; state: number }[]>().map((row) => [row.id, row.state])).toEqual([[reservedId, 4]]);
    // A user who is not a driver has no driver calls at all.
    const notDriver = await t.request({ method: 'GET', url: '/driver/transports/', headers: headers('coordinator') });
    expect(notDriver.statusCode).toBe(404);
    // Another driver's transport, another company's transport, an unknown id: 404, nothing changes.
    expect((await moveAs('driver', reservedId, 5)).statusCode).toBe(404);
    expect((await moveAs('driver2', demoInProgressId, 6)).statusCode).toBe(404);
    expect((await moveAs('driver2', 999_999, 5)).statusCode).toBe(404);
    expect((await moveAs('coordinator', reservedId, 5)).statusCode).toBe(404);
    expect((await reportAs('driver', reservedId, { coordinates: [24.9, 60.2] })).statusCode).toBe(404);
    const unchanged = await t.db
      .selectFrom('transports')
      .select('state')
      .where('id', '=', reservedId)
      .executeTakeFirst();
    expect(unchanged?.state).toBe(4);
  });

  it('refuse a step the driver may not make, in the request’s language', async () => {
    const skip = await moveAs('driver2', reservedId, 6);
    expect(skip.statusCode).toBe(400);
    expect(skip.json()).toEqual({ state: ['The transport cannot move to this state from its current state.'] });
    const finnish = await moveAs('driver2', reservedId, 8, 'fi');
    expect(finnish.json()).toEqual({ state: ['Siirtoa ei voi siirtää tähän tilaan nykyisestä tilastaan.'] });
    // No position before the car is picked up, and a position must be a [lng, lat] on Earth.
    const early = await reportAs('driver2', reservedId, { coordinates: [25.7, 62.2] });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ coordinates: ['A position can be reported only for a transport in transit.'] });
    const broken = await reportAs('driver', inTransitId, { coordinates: [25.7, 95] });
    expect(broken.statusCode).toBe(400);
    const ahead = await reportAs('driver', inTransitId, {
      coordinates: [25.7, 62.2],
      time: new Date(t.clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    expect(ahead.json()).toEqual({ time: ['The position time cannot be in the future.'] });
  });
});

describe('transport events', () => {
  it('reach the owning company’s users with one more sequence each, never another company’s', async () => {
    const coordinator = await connect('coordinator');
    const demoAdmin = await connect('admin');

    const moved = await moveAs('driver2', reservedId, 5);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: reservedId, state: 5 });
    const state = await coordinator.next(about(reservedId, 'transport_state'));
    expect(state).toMatchObject({
      transport_id: reservedId,
      state: 5,
      version: moved.json<{ version: number }>().version,
    });
    expect(typeof state.sequence).toBe('number');
    expect(new Date(String(state.updated)).getTime()).toBe(t.clock.now().getTime());

    const reported = await reportAs('driver2', reservedId, { coordinates: [25.1, 61.9] });
    expect(reported.statusCode).toBe(200);
    const position = await coordinator.next(about(reservedId, 'transport_position'));
    expect(position).toMatchObject({
      car_coordinates: { type: 'Point', coordinates: [25.1, 61.9] },
      position_time: t.clock.now().toISOString(),
      sequence: Number(state.sequence) + 1,
    });

    // Demo Kuljetus Oy's own change reaches its admin; by then (events go out in order) the coordinator's two
    // would have arrived too, had they been sent to Demo Kuljetus Oy.
    const draft = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: headers('admin'),
      payload: { company: demoCompanyId, business_location_id: tampereId, vehicle: 'LIV-001' },
    });
    expect(draft.statusCode).toBe(201);
    const own = await demoAdmin.next(about(draft.json<{ id: number }>().id, 'transport_state'));
    expect(own.state).toBe(2);
    expect(demoAdmin.frames.filter(isTransportFrame).map((frame) => frame.transport_id)).toEqual([
      draft.json<{ id: number }>().id,
    ]);
    expect(coordinator.frames.filter(isTransportFrame).every((frame) => frame.transport_id === reservedId)).toBe(true);
    coordinator.socket.close();
    demoAdmin.socket.close();
  });

  it('reach a location user only for the transports of their locations', async () => {
    const locationUser = await connect('locationUser');
    const colleague = await connect('laura');
    const draft = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: headers('admin'),
      payload: { company: demoCompanyId, business_location_id: tampereId, vehicle: 'LIV-002' },
    });
    const id = draft.json<{ id: number }>().id;
    await colleague.next(about(id, 'transport_state'));
    // The location user (Helsinki) gets no event of a Tampere transport; a ping's answer proves the socket is live
    // and, frames being in order, that nothing was sent before it.
    locationUser.socket.send(JSON.stringify({ type: 'ping' }));
    await locationUser.next((frame) => frame.type === 'pong');
    expect(locationUser.frames.filter(isTransportFrame)).toEqual([]);
    locationUser.socket.close();
    colleague.socket.close();
  });
});

describe('the map', () => {
  interface MapItem {
    id: number;
    state: number;
    business_location_id: number | null;
    pickup_location_coordinates: unknown;
    destination_location_coordinates: unknown;
    car_coordinates: { coordinates: number[] } | null;
    car_position_time: string | null;
  }

  it('answers every state 4 to 9 with places, location and the car’s position time', async () => {
    const demo = await t.request({ method: 'GET', url: '/transports/company/map/', headers: headers('admin') });
    const items = demo.json<MapItem[]>();
    expect([...new Set(items.map((item) => item.state))].sort()).toEqual([4, 5, 6, 7, 8, 9]);
    for (const item of items) {
      expect(item.pickup_location_coordinates).toMatchObject({ type: 'Point' });
      expect(item.destination_location_coordinates).toMatchObject({ type: 'Point' });
      if (item.state === 4) expect(item.car_coordinates).toBeNull();
    }
    expect(items.some((item) => item.business_location_id !== null)).toBe(true);
  });

  it('shows the position a driver reported, with its time, to the owning company only', async () => {
    const at = new Date(t.clock.now().getTime() - 30_000).toISOString();
    expect((await reportAs('driver', inTransitId, { coordinates: [25.5, 63.1], time: at })).statusCode).toBe(200);
    // An older report than the stored one changes nothing.
    const late = await reportAs('driver', inTransitId, {
      coordinates: [20, 60],
      time: new Date(t.clock.now().getTime() - 120_000).toISOString(),
    });
    expect(late.json()).toMatchObject({ car_coordinates: { coordinates: [25.5, 63.1] }, car_position_time: at });
    const map = await t.request({ method: 'GET', url: '/transports/company/map/', headers: headers('coordinator') });
    const item = map.json<MapItem[]>().find((candidate) => candidate.id === inTransitId);
    expect(item?.car_coordinates?.coordinates).toEqual([25.5, 63.1]);
    expect(item?.car_position_time).toBe(at);
    const other = await t.request({ method: 'GET', url: '/transports/company/map/', headers: headers('admin') });
    expect(other.json<MapItem[]>().some((candidate) => candidate.id === inTransitId)).toBe(false);
  });

  it('without a reported position shows the route’s last valid point, passing over broken last entries', async () => {
    const last = { coordinates_point: { type: 'Point', coordinates: [24.9, 60.2] }, created: '2026-03-02T10:05:00Z' };
    await t.db
      .updateTable('transports')
      .set({
        car_position: null,
        car_position_time: null,
        destination_acknowledged: null,
        routes: JSON.stringify([
          { coordinates_point: { type: 'Point', coordinates: [23.7, 61.5] }, created: '2026-03-02T09:00:00Z' },
          last,
          { coordinates_point: { type: 'Point', coordinates: [25.1] } },
          { coordinates_point: [25.2, 'north'] },
          'not a point',
        ]),
      })
      .where('id', '=', demoInProgressId)
      .execute();
    const carOnMap = async () => {
      const map = await t.request({ method: 'GET', url: '/transports/company/map/', headers: headers('admin') });
      const item = map.json<MapItem[]>().find((candidate) => candidate.id === demoInProgressId);
      return { coordinates: item?.car_coordinates?.coordinates, time: item?.car_position_time };
    };
    const fromRoute = { coordinates: [24.9, 60.2], time: '2026-03-02T10:05:00Z' };
    expect(await carOnMap()).toEqual(fromRoute);
    // a reported position that is no point is passed over too (the map reads the route only where it needs it)
    const setRow = (values: Updateable<TransportsTable>) =>
      t.db.updateTable('transports').set(values).where('id', '=', demoInProgressId).execute();
    // a valid last entry is taken as it is (here the pair form), and one with three numbers is passed over
    const pairPoint = { coordinates_point: [25.3, 60.4], created: '2026-03-02T10:09:00Z' };
    const threeNumbers = { coordinates_point: { type: 'Point', coordinates: [25.0, 60.3, 12] } };
    for (const routes of [
      [last, threeNumbers, pairPoint],
      [last, pairPoint, threeNumbers],
    ]) {
      await setRow({ routes: JSON.stringify(routes) });
      expect(await carOnMap()).toEqual({ coordinates: [25.3, 60.4], time: '2026-03-02T10:09:00Z' });
    }
    await setRow({ routes: JSON.stringify([last]) });
    await setRow({ car_position: JSON.stringify({ coordinates: [25.1] }), car_position_time: new Date() });
    expect(await carOnMap()).toEqual(fromRoute);
    await setRow({ car_position: JSON.stringify([25.3, 62.4]), car_position_time: new Date('2026-03-02T11:00:00Z') });
    expect(await carOnMap()).toEqual({ coordinates: [25.3, 62.4], time: '2026-03-02T11:00:00.000Z' });
    // delivered: where it was handed over; when that place is no point, the route's last point again
    const handedOver = new Date('2026-03-02T12:00:00Z');
    await setRow({ state: 6, destination_acknowledged: handedOver, destination_acknowledged_coordinates: '"here"' });
    expect(await carOnMap()).toEqual(fromRoute);
    await setRow({
      destination_acknowledged_coordinates: JSON.stringify({ type: 'Point', coordinates: [24.7, 60.1] }),
    });
    expect(await carOnMap()).toEqual({ coordinates: [24.7, 60.1], time: handedOver.toISOString() });
  });
});
