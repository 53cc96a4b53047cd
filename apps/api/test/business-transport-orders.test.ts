/**
 * Orders a customer can believe and cannot game, never doubled or silently overwritten (issue 14): the server's
 * own distance and price, round trips per leg, the fixed special price (17), extras and expenses in the summary,
 * the order rules in the request's language, idempotent creates, versioned edits and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { TransportOrderTables } from '../src/db/migrations/004_transport_orders.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { createOrderTestApp, helsinkiTampereOrder } from './support/order-app.ts';

let t: TestApp;
let admin: { authorization: string };
let companyId: number;
let helsinkiId: number;

beforeAll(async () => {
  // The orders are for 1 December 2026; the server's clock is a week before.
  let locationIds: Record<string, number>;
  ({ t, admin, companyId, locationIds } = await createOrderTestApp());
  helsinkiId = locationIds['Helsingin toimipiste'] ?? 0;
});
afterAll(() => t.close());

const order = (overrides: Record<string, unknown> = {}) =>
  helsinkiTampereOrder(helsinkiId, { company: companyId, priority: 2, price_type_special: 2, ...overrides });

interface Priced {
  id: number;
  version: number;
  state: number;
  vehicle: string;
  price: number;
  price_go_trip: number;
  price_return_trip: number | null;
  trip_length_km: number;
  service_prices_total_company: number;
  expenses_price_total: number;
  transport_total_price: number;
  priority: number;
  priority_disabled: boolean;
  round_trip_return_trip_id: number | null;
  price_summary: {
    trip_price_total: number;
    trip_length_km_total: number;
    form1_price: number;
    form2_price: number | null;
    extras_total: number;
    expenses_total: number;
    total: number;
  };
}

const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/transports/company/', headers: { ...admin, ...headers }, payload });
const patch = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({ method: 'PATCH', url: `/transports/company/${id}/`, headers: { ...admin, ...headers }, payload });
const countByVehicle = async (vehicle: string) =>
  (await t.db.selectFrom('transports').select('id').where('vehicle', '=', vehicle).execute()).length;

describe('the server prices the order', () => {
  it('measures the route itself: a forged low trip_length_km does not lower the price', async () => {
    const honest = (await create(order({ saving_step: 3 }))).json<Priced>();
    const forged = await create(order({ saving_step: 3, trip_length_km: 1, trip_estimated_duration_seconds: 60 }));
    expect(forged.statusCode).toBe(201);
    const priced = forged.json<Priced>();
    expect(priced.price).toBe(honest.price);
    expect(priced.trip_length_km).toBe(honest.trip_length_km);
    // Helsinki–Tampere: about 160 km as the crow flies, about 200 km by road.
    expect(priced.trip_length_km).toBeGreaterThan(190);
    expect(priced.price).toBeCloseTo(39 + priced.trip_length_km * 0.85, 2);
  });

  it("a longer client road distance raises the price, but at most to twice the server's estimate", async () => {
    const honest = (await create(order({ saving_step: 3 }))).json<Priced>();
    const longer = (await create(order({ saving_step: 3, trip_length_km: honest.trip_length_km + 20 }))).json<Priced>();
    expect(longer.trip_length_km).toBeCloseTo(honest.trip_length_km + 20, 1);
    expect(longer.price).toBeCloseTo(honest.price + 20 * 0.85, 2);
    const absurd = (await create(order({ saving_step: 3, trip_length_km: 19_000 }))).json<Priced>();
    expect(absurd.trip_length_km).toBeCloseTo(honest.trip_length_km * 2, 0);
  });

  it('prices a round trip per leg, the total including the return, extras and expenses', async () => {
    const services = await t.request({
      method: 'GET',
      url: `/pricing/get_company_pricing_extra_services/?company=${companyId}&abroad=0`,
      headers: admin,
    });
    const [wash, tyres] = services.json<{ id: number; price_eur: number }[]>();
    if (!wash || !tyres) throw new Error('the seed has extra services');
    const draft = (
      await create(order({ state: 2, round_trip: true, round_trip_no_vehicle_change: true }))
    ).json<Priced>();
    // The driver's expenses already on the order count in its total.
    await t.db
      .insertInto('expenses')
      .values({
        transport_id: draft.id,
        expense_type: 2,
        price_vat_0: 30,
        service_price_company: 33,
        notes: 'Polttoaine',
      })
      .execute();
    const response = await patch(draft.id, {
      ...order({ round_trip: true, round_trip_no_vehicle_change: true }),
      saving_step: 3,
      price_list_rows_ids: [wash.id, tyres.id],
    });
    expect(response.statusCode).toBe(200);
    const priced = response.json<Priced>();
    const leg = 39 + priced.trip_length_km * 0.85;
    expect(priced.price_go_trip).toBeCloseTo(leg, 2);
    expect(priced.price_return_trip).toBeCloseTo(leg, 2);
    expect(priced.price).toBeCloseTo(2 * leg, 2);
    expect(priced.service_prices_total_company).toBeCloseTo(wash.price_eur + tyres.price_eur, 2);
    expect(priced.expenses_price_total).toBe(33);
    expect(priced.transport_total_price).toBeCloseTo(2 * leg + wash.price_eur + tyres.price_eur + 33, 2);
    expect(priced.price_summary).toMatchObject({
      form1_price: priced.price_go_trip,
      form2_price: priced.price_return_trip,
      trip_price_total: priced.price,
      trip_length_km_total: expect.closeTo(2 * priced.trip_length_km, 1) as unknown,
      extras_total: priced.service_prices_total_company,
      expenses_total: 33,
      total: priced.transport_total_price,
    });
  });

  it("gives the return transport of a vehicle change its own leg's price", async () => {
    const response = await create(
      order({
        saving_step: 3,
        round_trip: true,
        round_trip_no_vehicle_change: false,
        return_transport_vehicle: 'ret-14',
        return_transport_brand: 'Volvo V60',
        return_transport_destination_time: '2026-12-01T20:00:00Z',
      }),
    );
    const go = response.json<Priced>();
    expect(go.price_return_trip).toBeCloseTo(go.price_go_trip, 2);
    const back = await t.request({
      method: 'GET',
      url: `/transports/company/${go.round_trip_return_trip_id ?? 0}/`,
      headers: admin,
    });
    expect(back.json<Priced>()).toMatchObject({ vehicle: 'RET-14', price: go.price_return_trip });
  });

  it('needs the positions of both places to price an order, and says so in the request language', async () => {
    const payload = order({ saving_step: 3, destination_location_coordinates: null });
    const finnish = await create(payload);
    expect(finnish.statusCode).toBe(400);
    expect(finnish.json()).toEqual({
      destination_address: ['Valitse osoite hakutuloksista, jotta reitti ja hinta voidaan laskea'],
    });
    const english = await create(payload, { 'accept-language': 'en' });
    expect(english.json()).toEqual({
      destination_address: ['Choose the address from the search results so that the route and price can be calculated'],
    });
    // A draft without positions is fine.
    expect((await create({ ...payload, saving_step: 2 })).statusCode).toBe(201);
  });

  it('checks the delivery time against its own drive estimate, not a forged short one', async () => {
    // About 200 km: 2 h 40 min of driving does not fit between 08:00 and 10:00, whatever the client says.
    const response = await create(
      order({ saving_step: 3, destination_time: '2026-12-01T10:00:00Z', trip_estimated_duration_seconds: 600 }),
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      destination_time: ['The estimated drive time is not enough. Set the latest arrival later.'],
    });
  });

  it('makes an order urgent and locks the priority when the delivery is due sooner than the drive allows', async () => {
    // Now 12:00 on 24 Nov; the drive (about 2 h 40 min) and the company's 2 h margin end after 16:40.
    const urgent = await create(
      order({
        saving_step: 3,
        pickup_time: '2026-11-24T12:30:00Z',
        destination_time: '2026-11-24T16:00:00Z',
        priority: 2,
      }),
    );
    expect(urgent.statusCode).toBe(201);
    expect(urgent.json<Priced>()).toMatchObject({ priority: 3, priority_disabled: true });
    const normal = (await create(order({ saving_step: 3, priority: 2 }))).json<Priced>();
    expect(normal).toMatchObject({ priority: 2, priority_disabled: false });
  });

  it('applies the priority rule on every write: a draft edited to a sooner delivery is locked urgent, a later one unlocks', async () => {
    const draft = (await create(order({ saving_step: 2, vehicle: 'prio-1', priority: 2 }))).json<Priced>();
    expect(draft).toMatchObject({ priority: 2, priority_disabled: false });
    // the delivery moves before now + the drive (about 2 h 40 min) + the company's transport_auto_priority_time
    const company = (await t.request({ method: 'GET', url: '/companies/me/', headers: admin })).json<{
      transport_auto_priority_time: number;
    }>();
    const due = new Date(Date.parse('2026-11-24T12:00:00Z') + (3 * 3600 + company.transport_auto_priority_time) * 1000);
    const sooner = await patch(draft.id, {
      version: draft.version,
      saving_step: 2,
      pickup_time: '2026-11-24T12:30:00Z',
      destination_time: new Date(due.getTime() - 30 * 60_000).toISOString(),
      // a client that tries to keep it normal and unlocked
      priority: 2,
      priority_disabled: false,
    });
    expect(sooner.statusCode).toBe(200);
    const urgent = sooner.json<Priced>();
    expect(urgent).toMatchObject({ priority: 3, priority_disabled: true });
    // only the pickup moves: the stored delivery still decides
    const still = (
      await patch(draft.id, {
        version: urgent.version,
        saving_step: 2,
        pickup_time: '2026-11-24T12:45:00Z',
        priority: 2,
      })
    ).json<Priced>();
    expect(still).toMatchObject({ priority: 3, priority_disabled: true });
    // a delivery after the limit unlocks the priority; the user's own choice is then kept
    const later = (
      await patch(draft.id, {
        version: still.version,
        saving_step: 2,
        destination_time: new Date(due.getTime() + 3600_000).toISOString(),
        priority: 3,
      })
    ).json<Priced>();
    expect(later).toMatchObject({ priority: 3, priority_disabled: false });
    const normal = (await patch(draft.id, { version: later.version, saving_step: 2, priority: 2 })).json<Priced>();
    expect(normal).toMatchObject({ priority: 2, priority_disabled: false });
  });
});

describe('the fixed special price (type 17)', () => {
  const roundTrip = { round_trip: true, round_trip_no_vehicle_change: true, price_type_special: 17, saving_step: 3 };
  const pricingRows = () => t.db.withTables<TransportOrderTables>();

  it("prices a round trip at the company's fixed price, split between the legs; never a one-way order", async () => {
    // The demo company's price list has the fixed special price.
    const pricing = await t.request({
      method: 'GET',
      url: `/pricing/get_company_pricing/?company=${companyId}`,
      headers: admin,
    });
    expect(pricing.json()).toEqual({
      price_type: 17,
      base_price_eur: 39,
      price_per_km_eur: 0.85,
      abroad_surcharge_eur: 250,
      fixed_round_trip_price_eur: 290,
    });
    const priced = (await create(order(roundTrip))).json<Priced>();
    expect(priced).toMatchObject({ price: 290, price_go_trip: 145, price_return_trip: 145 });
    expect(priced.transport_total_price).toBe(290);
    const oneWay = await create(order({ ...roundTrip, round_trip: false }));
    expect(oneWay.statusCode).toBe(400);
    expect(oneWay.json()).toEqual({
      price_type_special: ['Kiinteä erikoishinta ei ole käytettävissä tälle tilaukselle'],
    });
    // The normal price list stays available to the same round trip.
    const normal = (await create(order({ ...roundTrip, price_type_special: 2 }))).json<Priced>();
    expect(normal.price).toBeCloseTo(2 * (39 + normal.trip_length_km * 0.85), 2);
  });

  it('is refused for a company whose price list has no type 17, in the request language', async () => {
    const saved = await pricingRows()
      .selectFrom('company_transport_pricing')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    await pricingRows().deleteFrom('company_transport_pricing').where('company_id', '=', companyId).execute();
    try {
      const pricing = await t.request({
        method: 'GET',
        url: `/pricing/get_company_pricing/?company=${companyId}`,
        headers: admin,
      });
      expect(pricing.json()).toEqual({
        price_type: 2,
        base_price_eur: 39,
        price_per_km_eur: 0.85,
        abroad_surcharge_eur: 250,
        fixed_round_trip_price_eur: null,
      });
      const refused = await create(order(roundTrip), { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        price_type_special: ['The fixed special price is not available for this order'],
      });
    } finally {
      await pricingRows().insertInto('company_transport_pricing').values(saved).execute();
    }
  });

  it("answers only the user's own company's price list", async () => {
    const other = await t.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Siirtokeskus Oy')
      .executeTakeFirstOrThrow();
    const response = await t.request({
      method: 'GET',
      url: `/pricing/get_company_pricing/?company=${other.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ company: ['Virheellinen yritys'] });
  });
});

describe('the order rules of spec 2 §5', () => {
  it('limits addresses to Finland, or Finland and Sweden abroad', async () => {
    const sweden = { destination_country: 'SE', destination_city_name: 'Tukholma' };
    const domestic = await create(order({ saving_step: 3, ...sweden }), { 'accept-language': 'en' });
    expect(domestic.statusCode).toBe(400);
    expect(domestic.json()).toEqual({ destination_address: ['The address must be in Finland'] });
    const abroad = await create(
      order({
        saving_step: 3,
        abroad: true,
        vehicle_product_number: 'P-100',
        vehicle_size: 2,
        ...sweden,
        destination_location_coordinates: { type: 'Point', coordinates: [18.0686, 59.3293] },
        destination_time: '2026-12-02T14:00:00Z',
      }),
    );
    expect(abroad.statusCode).toBe(201);
    const norway = await create(order({ state: 2, abroad: true, destination_country: 'NO' }));
    expect(norway.json()).toEqual({ destination_address: ['Osoitteen tulee olla Suomessa tai Ruotsissa'] });
  });

  it('refuses abroad without the company setting, and an abroad round trip', async () => {
    await t.db.updateTable('companies').set({ abroad_transports: false }).where('id', '=', companyId).execute();
    try {
      const refused = await create(order({ state: 2, abroad: true }), { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ abroad: ['The company has no transports abroad'] });
    } finally {
      await t.db.updateTable('companies').set({ abroad_transports: true }).where('id', '=', companyId).execute();
    }
    const roundTrip = await create(
      order({ state: 2, abroad: true, round_trip: true, round_trip_no_vehicle_change: true }),
    );
    expect(roundTrip.json()).toEqual({ round_trip: ['Ulkomaan siirto ei voi olla edestakainen'] });
  });

  it('wants the product number and size abroad, the return leg of a vehicle change and recharge types', async () => {
    const response = await create(
      order({
        saving_step: 3,
        abroad: false,
        round_trip: true,
        round_trip_no_vehicle_change: false,
        return_transport_electric: true,
      }),
      { 'accept-language': 'en' },
    );
    expect(response.json()).toEqual({
      return_transport_vehicle: ['The field is required'],
      return_transport_brand: ['The field is required'],
      return_transport_destination_time: ['The field is required'],
      return_transport_recharge_type: ['The recharge type is required for electric vehicles'],
    });
    const abroad = await create(order({ saving_step: 3, abroad: true }));
    expect(abroad.json()).toEqual({
      vehicle_product_number: ['Kenttä on pakollinen'],
      vehicle_size: ['Kenttä on pakollinen'],
    });
  });
});

describe('a create retried with its Idempotency-Key', () => {
  it('makes one transport; the retry answers it with Idempotency-Replayed', async () => {
    const payload = order({ state: 2, vehicle: 'IDEM-1' });
    const first = await create(payload, { 'idempotency-key': 'order-a1:0' });
    const retry = await create(payload, { 'idempotency-key': 'order-a1:0' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.json<Priced>().id).toBe(first.json<Priced>().id);
    expect(await countByVehicle('IDEM-1')).toBe(1);
    // Another key is another order.
    await create(payload, { 'idempotency-key': 'order-a2:0' });
    expect(await countByVehicle('IDEM-1')).toBe(2);
  });

  it('makes one transport when the same create arrives twice at once', async () => {
    const payload = order({ state: 2, vehicle: 'IDEM-2' });
    const answers = await Promise.all([
      create(payload, { 'idempotency-key': 'order-b1:0' }),
      create(payload, { 'idempotency-key': 'order-b1:0' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => answer.json<Priced>().id)).size).toBe(1);
    expect(await countByVehicle('IDEM-2')).toBe(1);
  });

  it("refuses the key on a create with other values (422, in the request's language) and writes nothing", async () => {
    const first = await create(order({ state: 2, vehicle: 'IDEM-3' }), { 'idempotency-key': 'order-c1:0' });
    const changed = await create(order({ state: 2, vehicle: 'IDEM-3', vehicle_brand: 'Kia Niro' }), {
      'idempotency-key': 'order-c1:0',
      'accept-language': 'en',
    });
    expect(changed.statusCode).toBe(422);
    // the answer names the transport the key created, so a client whose answer was lost goes on updating it
    expect(changed.json()).toEqual({
      detail: 'This Idempotency-Key was already used for another request. Use a new key for every new request.',
      code: 'idempotency_key_reused',
      transport_id: first.json<Priced>().id,
      version: 1,
    });
    const stored = await t.request({
      method: 'GET',
      url: `/transports/company/${first.json<Priced>().id}/`,
      headers: admin,
    });
    expect(stored.json()).toMatchObject({ vehicle_brand: 'Skoda Octavia', version: 1 });
    expect(await countByVehicle('IDEM-3')).toBe(1);

    // the client goes on as an update of that transport (a new key, the version the 422 named)
    const update = await patch(
      first.json<Priced>().id,
      { ...order({ state: 2, vehicle: 'IDEM-3', vehicle_brand: 'Kia Niro' }), version: 1 },
      { 'idempotency-key': 'order-c1:1' },
    );
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ id: first.json<Priced>().id, vehicle_brand: 'Kia Niro', version: 2 });
    expect(await countByVehicle('IDEM-3')).toBe(1);
  });

  it("a PATCH's key on a create is refused without naming a transport", async () => {
    const created = (await create(order({ state: 2, vehicle: 'IDEM-9' }))).json<Priced>();
    await patch(created.id, { state: 2, vehicle_brand: 'Audi A4', version: 1 }, { 'idempotency-key': 'key-q' });
    const reused = await create(order({ state: 2, vehicle: 'IDEM-10' }), { 'idempotency-key': 'key-q' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ detail: expect.any(String) as string, code: 'idempotency_key_reused' });
    expect(await countByVehicle('IDEM-10')).toBe(0);
  });

  it("a create's key sent on a PATCH of another transport is refused; the create's replay still answers its own", async () => {
    const created = (
      await create(order({ state: 2, vehicle: 'IDEM-6' }), { 'idempotency-key': 'key-k' })
    ).json<Priced>();
    const other = (await create(order({ state: 2, vehicle: 'IDEM-7' }))).json<Priced>();
    const hijack = await patch(
      other.id,
      { state: 2, vehicle: 'HIJACK', version: other.version },
      { 'idempotency-key': 'key-k' },
    );
    expect(hijack.statusCode).toBe(422);
    expect(hijack.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(hijack.json<{ detail: string }>().detail).toMatch(/^Tämä Idempotency-Key on jo käytetty/);

    const replay = await create(order({ state: 2, vehicle: 'IDEM-6' }), { 'idempotency-key': 'key-k' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json<Priced>()).toMatchObject({ id: created.id, vehicle: 'IDEM-6', version: 1 });
    const untouched = await t.request({ method: 'GET', url: `/transports/company/${other.id}/`, headers: admin });
    expect(untouched.json()).toMatchObject({ vehicle: 'IDEM-7', version: other.version });
  });

  it("a PATCH's key sent again with other values is refused, and the first write stays", async () => {
    const created = (await create(order({ state: 2, vehicle: 'IDEM-8' }))).json<Priced>();
    const first = await patch(
      created.id,
      { state: 2, vehicle_brand: 'Audi A4', version: 1 },
      { 'idempotency-key': 'key-p' },
    );
    expect(first.statusCode).toBe(200);
    const again = await patch(
      created.id,
      { state: 2, vehicle_brand: 'BMW 320', version: 2 },
      { 'idempotency-key': 'key-p' },
    );
    expect(again.statusCode).toBe(422);
    const stored = await t.request({ method: 'GET', url: `/transports/company/${created.id}/`, headers: admin });
    expect(stored.json()).toMatchObject({ vehicle_brand: 'Audi A4', version: 2 });
  });

  it("never answers another user's transport for the same key", async () => {
    const user = (await t.loginAs('user@demo.siirto.fi')).headers;
    const mine = await create(order({ state: 2, vehicle: 'IDEM-4' }), { 'idempotency-key': 'shared-key' });
    const theirs = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: { ...user, 'idempotency-key': 'shared-key' },
      payload: order({ state: 2, vehicle: 'IDEM-4' }),
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(theirs.json<Priced>().id).not.toBe(mine.json<Priced>().id);
  });

  it('is remembered for 7 days', async () => {
    const payload = { company: companyId, state: 2, vehicle: 'IDEM-5' };
    const first = await create(payload, { 'idempotency-key': 'order-e1:0' });
    const started = t.clock.now();
    try {
      // (a week later the access token has long expired: sign in again)
      t.clock.advance(7 * 24 * 3_600_000 - 60_000);
      const later = { ...(await t.loginAs('admin@demo.siirto.fi')).headers, 'idempotency-key': 'order-e1:0' };
      const retry = await create(payload, later);
      expect(retry.json<Priced>().id).toBe(first.json<Priced>().id);
      t.clock.advance(120_000);
      const late = await create(payload, later);
      expect(late.statusCode).toBe(201);
      expect(late.headers['idempotency-replayed']).toBeUndefined();
      expect(await countByVehicle('IDEM-5')).toBe(2);
    } finally {
      t.clock.set(started);
    }
  });

  it('refuses a malformed key', async () => {
    const response = await create(order({ state: 2 }), { 'idempotency-key': 'ä'.repeat(3) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Idempotency-Key: 1–200 näkyvää ASCII-merkkiä' });
  });
});

describe('an edit carrying its version', () => {
  it('is refused with 409 when another write came first, and nothing is written', async () => {
    const created = (await create(order({ state: 2, vehicle: 'VER-1' }))).json<Priced>();
    expect(created.version).toBe(1);
    const otherTab = await patch(created.id, { state: 2, vehicle_brand: 'Audi A4', version: 1 });
    expect(otherTab.statusCode).toBe(200);
    expect(otherTab.json<Priced>().version).toBe(2);

    const stale = await patch(
      created.id,
      { state: 2, vehicle_brand: 'BMW 320', version: 1 },
      { 'accept-language': 'en' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: 'The transport was changed elsewhere after you opened it. Load it again before saving.',
      code: 'stale_version',
      version: 2,
    });
    const stored = await t.request({ method: 'GET', url: `/transports/company/${created.id}/`, headers: admin });
    expect(stored.json()).toMatchObject({ vehicle_brand: 'Audi A4', version: 2 });

    const current = await patch(created.id, { state: 2, vehicle_brand: 'BMW 320', version: 2 });
    expect(current.json()).toMatchObject({ vehicle_brand: 'BMW 320', version: 3 });
  });

  it('a publish retried after a lost answer answers the published transport, not a 409', async () => {
    const priced = (await create(order({ saving_step: 3, vehicle: 'VER-2' }))).json<Priced>();
    const publish = { ...order({ vehicle: 'VER-2' }), saving_step: 4, publish: true, version: priced.version };
    const first = await patch(priced.id, publish, { 'idempotency-key': 'order-d1:1' });
    expect(first.json()).toMatchObject({ state: 3, version: priced.version + 1 });
    const retry = await patch(priced.id, publish, { 'idempotency-key': 'order-d1:1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.json()).toMatchObject({ id: priced.id, state: 3, version: priced.version + 1 });
    // The same stale version under a new key is another write, and refused.
    const other = await patch(priced.id, publish, { 'idempotency-key': 'order-d1:2' });
    expect(other.statusCode).toBe(409);
  });

  it('of two writes racing from one version, one wins and the other gets 409', async () => {
    const created = (await create(order({ state: 2, vehicle: 'VER-3' }))).json<Priced>();
    const answers = await Promise.all([
      patch(created.id, { state: 2, vehicle_brand: 'Tab A', version: 1 }),
      patch(created.id, { state: 2, vehicle_brand: 'Tab B', version: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("another company's transport", () => {
  it('is not found for reading, editing (with or without a key) or deleting', async () => {
    const other = await t.db
      .selectFrom('transports')
      .innerJoin('companies', 'companies.id', 'transports.company_id')
      .select('transports.id')
      .where('companies.name', '=', 'Siirtokeskus Oy')
      .executeTakeFirst();
    const foreign =
      other ??
      (await t.db.selectFrom('transports').select('id').where('company_id', '!=', companyId).executeTakeFirstOrThrow());
    const before = await t.db
      .selectFrom('transports')
      .selectAll()
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    for (const response of [
      await t.request({ method: 'GET', url: `/transports/company/${foreign.id}/`, headers: admin }),
      await patch(foreign.id, { state: 2, vehicle: 'HACK-1', version: 1 }),
      await patch(foreign.id, { state: 2, vehicle: 'HACK-1' }, { 'idempotency-key': 'foreign:1' }),
      await t.request({ method: 'DELETE', url: `/transports/company/${foreign.id}/`, headers: admin }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Ei löytynyt.' });
    }
    const after = await t.db
      .selectFrom('transports')
      .selectAll()
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('the create version status setting', () => {
  it('is 2 (the page) by default and 1 (the modal) with WEB_TRANSPORT_CREATE_VERSION=1', async () => {
    const status = await t.request({ method: 'GET', url: '/admin_data/status/' });
    expect(status.json()).toMatchObject({ WEB_TRANSPORT_CREATE_VERSION: 2 });
    const modal = await createTestApp({ env: { WEB_TRANSPORT_CREATE_VERSION: '1' } });
    try {
      const answer = await modal.request({ method: 'GET', url: '/admin_data/status/' });
      expect(answer.json()).toMatchObject({ WEB_TRANSPORT_CREATE_VERSION: 1 });
    } finally {
      await modal.close();
    }
    expect(() => loadConfig({ WEB_TRANSPORT_CREATE_VERSION: '3', DATA_DIR: 'memory://' })).toThrow(
      /WEB_TRANSPORT_CREATE_VERSION must be 1 or 2/,
    );
  });
});
