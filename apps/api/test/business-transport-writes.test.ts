/** The order form's writes: save draft, calculate price, publish, round trips, edit and delete rules. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/harness.ts';
import { createOrderTestApp, helsinkiTampereOrder } from './support/order-app.ts';

let t: TestApp;
let admin: { authorization: string };
let companyId: number;
let helsinkiId: number;
let tampereId: number;

beforeAll(async () => {
  // The orders below are for 1 December 2026: the server's clock is a week before.
  let locationIds: Record<string, number>;
  ({ t, admin, companyId, locationIds } = await createOrderTestApp());
  helsinkiId = locationIds['Helsingin toimipiste'] ?? 0;
  tampereId = locationIds['Tampereen toimipiste'] ?? 0;
});
afterAll(() => t.close());

/**
 * The shared Helsinki–Tampere order (support/order-app.ts) as the order form sends it whole: the cities, the
 * locations' own ids, the fuel and price types, and the client's road estimate (176.4 km, 8100 s) the server
 * replaces with its own.
 */
const order = (overrides: Record<string, unknown> = {}) =>
  helsinkiTampereOrder(helsinkiId, {
    company: companyId,
    vehicle_fuel_type: 2,
    vehicle_transmission_type: 2,
    pickup_contact_email: 'pekka.nouto@example.com',
    pickup_city: 91,
    pickup_business_location: helsinkiId,
    destination_city: 837,
    destination_business_location: tampereId,
    priority: 2,
    price_type_special: 2,
    trip_length_km: 176.4,
    trip_estimated_duration_seconds: 8100,
    ...overrides,
  });

interface Saved {
  id: number;
  state: number;
  vehicle: string;
  price: number | null;
  trip_length_km: number;
  prices_calculated: boolean;
  transport_total_price: number | null;
  service_prices_total_company: number | null;
  round_trip_return_trip_id: number | null;
  price_list_rows: { id: number }[];
  business_location_id: number | null;
  creator: { full_name: string } | null;
}

describe('creating and publishing a transport', () => {
  it('saves a draft, calculates the price (31) and publishes (3); followers hear of state changes', async () => {
    const draft = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: admin,
      payload: { company: companyId, state: 2, vehicle: 'xyz-1', pickup_city_name: 'Helsinki' },
    });
    expect(draft.statusCode).toBe(201);
    const saved = draft.json<Saved>();
    expect(saved).toMatchObject({
      state: 2,
      vehicle: 'XYZ-1',
      prices_calculated: false,
      creator: { full_name: 'Aino Virtanen' },
    });

    const incomplete = await t.request({
      method: 'PATCH',
      url: `/transports/company/${saved.id}/`,
      headers: admin,
      payload: { saving_step: 3 },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toHaveProperty('destination_time');

    // A draft is not shared (issue 28: the decision is in the contract's shareTransport).
    const early = await t.request({
      method: 'POST',
      url: `/transports/company/${saved.id}/share_transport/`,
      headers: admin,
      payload: { emails: ['seuraaja@example.com'] },
    });
    expect(early.statusCode).toBe(400);

    const services = await t.request({
      method: 'GET',
      url: `/pricing/get_company_pricing_extra_services/?company=${companyId}&abroad=0`,
      headers: admin,
    });
    const wash = services.json<{ id: number; price_eur: number }[]>()[0];
    const priced = await t.request({
      method: 'PATCH',
      url: `/transports/company/${saved.id}/`,
      headers: admin,
      payload: order({
        saving_step: 3,
        price_list_rows_ids: [wash?.id],
        price_list_rows_data: [{ price_list_row_id: wash?.id, description: 'Sisäpesu' }],
      }),
    });
    expect(priced.statusCode).toBe(200);
    const calculated = priced.json<Saved>();
    expect(calculated.state).toBe(31);
    expect(calculated.prices_calculated).toBe(true);
    // The server's own road estimate (Helsinki–Tampere, longer than the 176.4 km the client sent) is priced.
    expect(calculated.trip_length_km).toBeGreaterThan(176.4);
    expect(calculated.price).toBeCloseTo(39 + calculated.trip_length_km * 0.85, 2);
    expect(calculated.service_prices_total_company).toBe(wash?.price_eur);
    expect(calculated.price_list_rows.map((row) => row.id)).toEqual([wash?.id]);

    const published = await t.request({
      method: 'PATCH',
      url: `/transports/company/${saved.id}/`,
      headers: admin,
      payload: order({ saving_step: 4, publish: true }),
    });
    expect(published.json()).toMatchObject({ state: 3, publish: true });
    const mailsBefore = t.mails.length;
    const followed = await t.request({
      method: 'POST',
      url: `/transports/company/${saved.id}/share_transport/`,
      headers: admin,
      payload: { emails: ['seuraaja@example.com'] },
    });
    expect(followed.statusCode).toBe(200);
    const notice = t.mails.slice(mailsBefore).find((mail) => mail.to === 'seuraaja@example.com');
    expect(notice?.text).toContain(`/shared/transport/${saved.id}?token=`);

    const listed = await t.request({ method: 'GET', url: `/transports/company/?search=${saved.id}`, headers: admin });
    expect(listed.json<{ transports: { id: number }[] }>().transports.map((row) => row.id)).toContain(saved.id);
  });

  it('creates and links the return transport of a round trip with a vehicle change', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: admin,
      payload: order({
        saving_step: 3,
        round_trip: true,
        round_trip_no_vehicle_change: false,
        return_transport_vehicle: 'ret-9',
        return_transport_brand: 'Volvo XC40',
        return_transport_destination_time: '2026-12-01T18:00:00Z',
      }),
    });
    expect(created.statusCode).toBe(201);
    const go = created.json<Saved>();
    expect(go.round_trip_return_trip_id).not.toBeNull();
    const back = await t.request({
      method: 'GET',
      url: `/transports/company/${go.round_trip_return_trip_id}/`,
      headers: admin,
    });
    expect(back.json()).toMatchObject({
      round_trip_is_return_trip: true,
      round_trip_go_trip_id: go.id,
      vehicle: 'RET-9',
      pickup_city_name: 'Tampere',
      destination_city_name: 'Helsinki',
    });
    const editReturn = await t.request({
      method: 'PATCH',
      url: `/transports/company/${go.round_trip_return_trip_id}/`,
      headers: admin,
      payload: { vehicle: 'X' },
    });
    expect(editReturn.statusCode).toBe(400);

    const deleted = await t.request({ method: 'DELETE', url: `/transports/company/${go.id}/`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.request({
      method: 'GET',
      url: `/transports/company/${go.round_trip_return_trip_id}/`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to edit or delete a transport a driver already has, and foreign business locations', async () => {
    const delivered = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', companyId)
      .where('state', '=', 6)
      .executeTakeFirstOrThrow();
    const edit = await t.request({
      method: 'PATCH',
      url: `/transports/company/${delivered.id}/`,
      headers: admin,
      payload: { vehicle: 'X' },
    });
    expect(edit.statusCode).toBe(400);
    const remove = await t.request({ method: 'DELETE', url: `/transports/company/${delivered.id}/`, headers: admin });
    expect(remove.statusCode).toBe(400);

    const foreign = await t.db
      .selectFrom('business_locations')
      .select('id')
      .where('company_id', '!=', companyId)
      .executeTakeFirstOrThrow();
    const wrong = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: admin,
      payload: order({ business_location_id: foreign.id }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('business_location_id');
  });

  it("orders for a location user's own business location", async () => {
    const user = (await t.loginAs('user@demo.siirto.fi')).headers;
    const created = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: user,
      payload: order({ business_location_id: undefined, saving_step: 2, save_pickup_contact: true }),
    });
    expect(created.json<Saved>().business_location_id).toBe(helsinkiId);
    const contacts = await t.request({ method: 'GET', url: '/companies/me/contacts/', headers: user });
    expect(contacts.json<{ email: string }[]>().map((contact) => contact.email)).toContain('pekka.nouto@example.com');
  });

  it('treats a null priority as normal priority (a case the property below found)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...order({ saving_step: 2 }), priority: null }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ priority: number }>().priority).toBe(2);
  });

  it('treats a null fuel type or price type as the default (cases the property below found)', async () => {
    for (const changes of [{ price_type_special: null }, { vehicle_fuel_type: null }]) {
      const response = await t.request({
        method: 'POST',
        url: '/transports/company/',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...order({ saving_step: 2 }), ...changes }),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ price_type_special: number; vehicle_fuel_type: number }>()).toMatchObject({
        price_type_special: 2,
        vehicle_fuel_type: 2,
      });
    }
  });

  it('answers the order rules in the request language (Accept-Language), Finnish by default', async () => {
    const bad = order({
      saving_step: 3,
      pickup_time: '2026-11-24T08:00:00Z',
      destination_contact_email: 'liisa@',
      pickup_name: '',
    });
    const english = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: { ...admin, 'accept-language': 'en' },
      payload: bad,
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      pickup_time: ['The time must be in the future'],
      destination_contact_email: ['Check the format of the e-mail address'],
      pickup_name: ['The field is required'],
    });
    const finnish = await t.request({ method: 'POST', url: '/transports/company/', headers: admin, payload: bad });
    expect(finnish.json()).toEqual({
      pickup_time: ['Ajan tulee olla tulevaisuudessa'],
      destination_contact_email: ['Tarkista sähköpostiosoitteen muoto'],
      pickup_name: ['Kenttä on pakollinen'],
    });
  });

  it('limits a registration to 20 characters and says so', async () => {
    const save = (vehicle: string, language = 'fi') =>
      t.request({
        method: 'POST',
        url: '/transports/company/',
        headers: { ...admin, 'accept-language': language },
        payload: order({ saving_step: 2, vehicle, return_transport_vehicle: vehicle }),
      });
    const long = await save('X'.repeat(21));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      vehicle: ['Enintään 20 merkkiä'],
      return_transport_vehicle: ['Enintään 20 merkkiä'],
    });
    expect((await save('X'.repeat(21), 'en')).json()).toMatchObject({ vehicle: ['At most 20 characters'] });
    const fits = await save('x'.repeat(20));
    expect(fits.statusCode).toBe(201);
    expect(fits.json<Saved>().vehicle).toBe('X'.repeat(20));
  });

  it('wants the delivery after the pickup with time for the drive, and a recharge type for electric cars', async () => {
    const answer = async (changes: Record<string, unknown>, language = 'fi') =>
      (
        await t.request({
          method: 'POST',
          url: '/transports/company/',
          headers: { ...admin, 'accept-language': language },
          payload: order({ saving_step: 3, ...changes }),
        })
      ).json<Record<string, string[]>>();
    expect(await answer({ destination_time: '2026-12-01T07:00:00Z' })).toEqual({
      destination_time: ['Luovutus ajan tulee olla noutoajan jälkeen'],
    });
    // 8100 s of driving does not fit in two hours.
    expect(await answer({ destination_time: '2026-12-01T10:00:00Z' }, 'en')).toEqual({
      destination_time: ['The estimated drive time is not enough. Set the latest arrival later.'],
    });
    expect(await answer({ vehicle_electric: true })).toEqual({
      vehicle_recharge_type: ['Lataustyyppi on pakollinen sähköajoneuvoille'],
    });
  });

  it('answers the refusal to edit a return trip or a transport a driver has in the request language', async () => {
    const delivered = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', companyId)
      .where('state', '=', 6)
      .executeTakeFirstOrThrow();
    const english = await t.request({
      method: 'DELETE',
      url: `/transports/company/${delivered.id}/`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ detail: 'The transport can no longer be edited or deleted.' });
    const finnish = await t.request({ method: 'DELETE', url: `/transports/company/${delivered.id}/`, headers: admin });
    expect(finnish.json()).toEqual({ detail: 'Siirtoa ei voi enää muokata tai poistaa.' });
  });

  it('never answers a 5xx to generated bad order bodies', async () => {
    const keys = Object.keys(
      order({ saving_step: 3, publish: true, round_trip: true, waypoints: [], price_list_rows_ids: [] }),
    );
    const value = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 8 }),
        fc.boolean(),
        async (changes, base) => {
          const response = await t.request({
            method: 'POST',
            url: '/transports/company/',
            headers: { ...admin, 'content-type': 'application/json' },
            payload: JSON.stringify(base ? { ...order({ saving_step: 3 }), ...changes } : changes),
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
