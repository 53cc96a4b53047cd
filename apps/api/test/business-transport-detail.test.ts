/** The transport detail's calls beyond the seeds: revoking the tracking link, ordering again, the public timeline. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderWriteOf } from '../src/routes/transports/order-copy.ts';
import { columnsOfWrite, transportWriteSchema } from '../src/routes/transports/write-body.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

interface TransportBody {
  id: number;
  state: number;
  vehicle: string;
  vehicle_brand: string | null;
  pickup_location: string | null;
  pickup_name: string | null;
  pickup_location_coordinates: { coordinates: number[] } | null;
  destination_location: string | null;
  destination_contact_email: string | null;
  pickup_time: string | null;
  destination_time: string | null;
  price: number | null;
  photos: unknown[];
  expenses: unknown[];
  contract_obj: unknown;
  price_list_rows: { id: number }[];
  creator: { id: number } | null;
  business_location_id: number | null;
  waypoints: unknown[];
  abroad: boolean;
  round_trip: boolean;
  round_trip_return_trip_id: number | null;
  prices_calculated: boolean;
}

let t: TestApp;
let admin: { authorization: string };
let locationUser: { authorization: string };
let demoCompanyId: number;
let otherTransportId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  locationUser = (await t.loginAs('user@demo.siirto.fi')).headers;
  demoCompanyId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo Kuljetus Oy').executeTakeFirstOrThrow()
  ).id;
  const other = await t.db
    .selectFrom('transports')
    .innerJoin('companies', 'companies.id', 'transports.company_id')
    .select('transports.id')
    .where('companies.name', '=', 'Siirtokeskus Oy')
    .executeTakeFirstOrThrow();
  otherTransportId = other.id;
});
afterAll(() => t.close());

const demoTransport = (where: { state: number }) =>
  t.db
    .selectFrom('transports')
    .selectAll()
    .where('company_id', '=', demoCompanyId)
    .where('state', '=', where.state)
    .where('round_trip_is_return_trip', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('POST /transports/company/{id}/revoke_share_token/', () => {
  it('gives a new token: the old link is refused at once, the new one opens the shared view', async () => {
    const transport = await demoTransport({ state: 5 });
    const old = transport.share_token;
    const revoked = await t.request({
      method: 'POST',
      url: `/transports/company/${transport.id}/revoke_share_token/`,
      headers: admin,
    });
    expect(revoked.statusCode).toBe(200);
    const { share_token: fresh } = revoked.json<{ share_token: string }>();
    expect(fresh).not.toBe(old);
    expect(fresh.length).toBeGreaterThanOrEqual(24);
    const token = await t.request({
      method: 'GET',
      url: `/transports/company/${transport.id}/share_token/`,
      headers: admin,
    });
    expect(token.json()).toEqual({ share_token: fresh });
    const oldView = await t.request({ method: 'GET', url: `/transports/shared/${transport.id}/?token=${old}` });
    expect(oldView.statusCode).toBe(404);
    const newView = await t.request({
      method: 'GET',
      url: `/transports/shared/${transport.id}/?token=${encodeURIComponent(fresh)}`,
    });
    expect(newView.statusCode).toBe(200);
  });

  it('shows the public timeline with its times (published, reserved, announced and actual pickup, arrival)', async () => {
    const transport = await demoTransport({ state: 6 });
    const view = await t.request({
      method: 'GET',
      url: `/transports/shared/${transport.id}/?token=${encodeURIComponent(transport.share_token)}`,
    });
    const body = view.json<Record<string, string | null>>();
    expect(body.state_published_time).toBe(transport.state_published_time?.toISOString() ?? null);
    expect(body.state_reserved_time).toBe(transport.state_reserved_time?.toISOString() ?? null);
    expect(body.pickup_time_driver_arrives).toBe(transport.pickup_time_driver_arrives?.toISOString() ?? null);
    expect(body.pickup_acknowledged).toBe(transport.pickup_acknowledged?.toISOString() ?? null);
    expect(body.destination_acknowledged).toBe(transport.destination_acknowledged?.toISOString() ?? null);
    expect(body.state_published_time).not.toBeNull();
    expect(body.destination_acknowledged).not.toBeNull();
  });
});

describe('POST /transports/company/{id}/order_again/', () => {
  it('makes a new draft of the caller with the places, contacts, vehicle and extras, and no times or price', async () => {
    const source = await demoTransport({ state: 6 });
    const original = await t.request({ method: 'GET', url: `/transports/company/${source.id}/`, headers: admin });
    const before = original.json<TransportBody>();
    const response = await t.request({
      method: 'POST',
      url: `/transports/company/${source.id}/order_again/`,
      headers: admin,
    });
    expect(response.statusCode).toBe(201);
    const draft = response.json<TransportBody>();
    expect(draft.id).not.toBe(source.id);
    expect(draft).toMatchObject({
      state: 2,
      vehicle: before.vehicle,
      vehicle_brand: before.vehicle_brand,
      pickup_location: before.pickup_location,
      pickup_name: before.pickup_name,
      pickup_location_coordinates: before.pickup_location_coordinates,
      destination_location: before.destination_location,
      destination_contact_email: before.destination_contact_email,
      business_location_id: before.business_location_id,
      pickup_time: null,
      destination_time: null,
      price: null,
      prices_calculated: false,
      contract_obj: null,
      photos: [],
      expenses: [],
    });
    expect(draft.price_list_rows.map((row) => row.id)).toEqual(before.price_list_rows.map((row) => row.id));
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: admin });
    expect(draft.creator?.id).toBe(me.json<{ id: number }>().id);
    // the original is untouched
    const after = await t.request({ method: 'GET', url: `/transports/company/${source.id}/`, headers: admin });
    expect(after.json<TransportBody>().state).toBe(6);
  });

  it('keeps an abroad order abroad with its waypoints', async () => {
    const abroad = await t.db
      .selectFrom('transports')
      .selectAll()
      .where('company_id', '=', demoCompanyId)
      .where('abroad', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(abroad.waypoints.length).toBeGreaterThan(0);
    const response = await t.request({
      method: 'POST',
      url: `/transports/company/${abroad.id}/order_again/`,
      headers: admin,
    });
    expect(response.statusCode).toBe(201);
    const draft = response.json<TransportBody>();
    expect(draft.abroad).toBe(true);
    expect(draft.waypoints).toHaveLength(abroad.waypoints.length);
    expect(draft.round_trip_return_trip_id).toBeNull();
  });
});

describe("the order a transport carries over (orderWriteOf: a series' template, order again)", () => {
  /** A stored JSON column as read back (kysely answers the JSON columns parsed). */
  const asRead = (value: unknown): unknown =>
    typeof value === 'string' && /^[[{]/.test(value) ? (JSON.parse(value) as unknown) : value;

  it("every demo transport's order, written as the order form writes it, gives back the transport's own columns", async () => {
    const transports = await t.db
      .selectFrom('transports')
      .selectAll()
      .where('company_id', '=', demoCompanyId)
      .orderBy('id')
      .execute();
    expect(transports.some((transport) => transport.abroad && transport.waypoints.length > 0)).toBe(true);
    for (const transport of transports) {
      const columns = columnsOfWrite(transportWriteSchema.parse(orderWriteOf(transport)));
      // the places, times, vehicle (its size as vehicle_size_id), route, extras, waypoints and customer, each named
      expect(Object.keys(columns)).toEqual(
        expect.arrayContaining([
          'vehicle_size_id',
          'travel_time_with_margin',
          'customer_id',
          'business_location_id',
          'pickup_business_location_id',
          'destination_location_coordinates',
          'pickup_time',
          'waypoints',
          'price_list_rows_data',
        ]),
      );
      const stored = transport as unknown as Record<string, unknown>;
      for (const [column, value] of Object.entries(columns)) {
        expect({ id: transport.id, column, value: asRead(value) }).toEqual({
          id: transport.id,
          column,
          value: stored[column],
        });
      }
    }
  });

  it("takes the return leg's vehicle and time for a round trip with a vehicle change", async () => {
    const outbound = await t.db
      .selectFrom('transports')
      .selectAll()
      .where('company_id', '=', demoCompanyId)
      .where('round_trip_return_trip_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const leg = await t.db
      .selectFrom('transports')
      .selectAll()
      .where('id', '=', outbound.round_trip_return_trip_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(orderWriteOf(outbound, leg)).toMatchObject({
      round_trip: true,
      return_transport_vehicle: leg.vehicle,
      return_transport_brand: leg.vehicle_brand,
      return_transport_destination_time: leg.destination_time?.toISOString() ?? null,
    });
    expect(orderWriteOf(outbound)).not.toHaveProperty('return_transport_vehicle');
  });
});

describe('tenant isolation of the new calls', () => {
  it.each(['revoke_share_token', 'order_again'])(
    "%s: another company's transport reads as not found and stays untouched",
    async (action) => {
      const before = await t.db
        .selectFrom('transports')
        .selectAll()
        .where('id', '=', otherTransportId)
        .executeTakeFirstOrThrow();
      const count = await t.db
        .selectFrom('transports')
        .select(t.db.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await t.request({
        method: 'POST',
        url: `/transports/company/${otherTransportId}/${action}/`,
        headers: admin,
      });
      expect(response.statusCode).toBe(404);
      const after = await t.db
        .selectFrom('transports')
        .selectAll()
        .where('id', '=', otherTransportId)
        .executeTakeFirstOrThrow();
      expect(after.share_token).toBe(before.share_token);
      const countAfter = await t.db
        .selectFrom('transports')
        .select(t.db.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(countAfter.n)).toBe(Number(count.n));
    },
  );

  it("a location user (role 2) cannot order again another location's transport", async () => {
    const helsinki = await t.db
      .selectFrom('business_locations')
      .select('id')
      .where('name', '=', 'Helsingin toimipiste')
      .executeTakeFirstOrThrow();
    const elsewhere = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', demoCompanyId)
      .where('business_location_id', '!=', helsinki.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await t.request({
      method: 'POST',
      url: `/transports/company/${elsewhere.id}/order_again/`,
      headers: locationUser,
    });
    expect(response.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const transport = await demoTransport({ state: 5 });
    const response = await t.request({
      method: 'POST',
      url: `/transports/company/${transport.id}/revoke_share_token/`,
    });
    expect(response.statusCode).toBe(401);
  });
});
