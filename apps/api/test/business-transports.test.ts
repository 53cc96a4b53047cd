import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPartlyDelivered } from '@siirto/domain';
import { createTestApp, type TestApp } from './support/harness.ts';

interface ListedTransport {
  id: number;
  state: number;
  created: string;
  pickup_time: string | null;
  destination_time: string | null;
  vehicle: string;
  business_location: { id: number; name: string } | null;
  round_trip_is_return_trip: boolean;
}
interface TransportList {
  count: number;
  transports: ListedTransport[];
  results?: ListedTransport[];
}

let t: TestApp;
let admin: { authorization: string };
let locationUser: { authorization: string };
let demoCompanyId: number;
let helsinkiId: number;
let tampereId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  locationUser = (await t.loginAs('user@demo.siirto.fi')).headers;
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  demoCompanyId = company.id;
  const locations = await t.db.selectFrom('business_locations').select(['id', 'name']).execute();
  helsinkiId = locations.find((l) => l.name === 'Helsingin toimipiste')?.id ?? 0;
  tampereId = locations.find((l) => l.name === 'Tampereen toimipiste')?.id ?? 0;
});
afterAll(() => t.close());

async function list(query: string, headers = admin): Promise<TransportList> {
  const response = await t.request({ method: 'GET', url: `/transports/company/?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<TransportList>();
}

/** Every transport of the company the admin may see, straight from the database. */
async function allOfDemo() {
  return t.db.selectFrom('transports').selectAll().where('company_id', '=', demoCompanyId).execute();
}

describe('GET /transports/company/ (spec 2 §7)', () => {
  it('pages 30 at a time with the total count, newest first, and leaves out delivered and invoiced', async () => {
    const rows = await allOfDemo();
    const expected = rows.filter((row) => row.state !== 6 && row.state !== 7);
    const first = await list('limit=30&offset=0');
    expect(first.count).toBe(expected.length);
    expect(first.transports.length).toBe(Math.min(30, expected.length));
    // the rows once: the `results` alias is no longer sent (it doubled page size All's answer)
    expect(first).not.toHaveProperty('results');
    expect(first.transports.every((row) => row.state !== 6 && row.state !== 7)).toBe(true);
    const ids = first.transports.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // the rows are the company's own (the list's projection names no company: the ids are checked)
    const own = new Set(rows.map((row) => row.id));
    expect(first.transports.every((row) => own.has(row.id))).toBe(true);
  });

  it('include_delivered lists every state; offset walks the pages without overlap', async () => {
    const all = await allOfDemo();
    const page1 = await list('include_delivered=true&limit=30&offset=0');
    const page2 = await list('include_delivered=true&limit=30&offset=30');
    expect(page1.count).toBe(all.length);
    expect(page1.count).toBeGreaterThan(30);
    expect(page2.transports.length).toBe(all.length - 30);
    const seen = new Set([...page1.transports, ...page2.transports].map((row) => row.id));
    expect(seen.size).toBe(all.length);
    const states = new Set(page1.transports.concat(page2.transports).map((row) => row.state));
    for (const state of [2, 3, 31, 4, 5, 6, 7, 8, 9]) expect(states.has(state)).toBe(true);
  });

  it('links the next and previous pages while more exist, and no next on the last page', async () => {
    const page1 = await t.request({
      method: 'GET',
      url: '/transports/company/?include_delivered=true&limit=30&offset=0',
      headers: admin,
    });
    const first = page1.json<{ count: number; next: string | null; previous: string | null }>();
    expect(first.count).toBeGreaterThan(30);
    expect(first.previous).toBeNull();
    expect(first.next).not.toBeNull();
    const next = new URL(first.next ?? '');
    expect(next.searchParams.get('offset')).toBe('30');
    expect(next.searchParams.get('limit')).toBe('30');
    expect(next.searchParams.get('include_delivered')).toBe('true');
    const page2 = await t.request({ method: 'GET', url: `${next.pathname}${next.search}`, headers: admin });
    const second = page2.json<{ next: string | null; previous: string | null; transports: unknown[] }>();
    expect(second.transports.length).toBe(first.count - 30);
    expect(second.next).toBeNull();
    expect(new URL(second.previous ?? '').searchParams.get('offset')).toBe('0');
  });

  it('filters by state, and a delivered state is listed without include_delivered', async () => {
    const all = await allOfDemo();
    for (const state of [2, 31, 5, 6, 9]) {
      const result = await list(`state=${state}&limit=100`);
      expect(result.count).toBe(all.filter((row) => row.state === state).length);
      expect(result.transports.every((row) => row.state === state)).toBe(true);
    }
  });

  it.each(['id', 'state', 'created', 'pickup_time', 'destination_time'] as const)(
    'orders by %s both ways',
    async (field) => {
      for (const descending of [false, true]) {
        const result = await list(`include_delivered=true&limit=100&ordering=${descending ? '-' : ''}${field}`);
        const values = result.transports.map((row) => {
          const value = row[field];
          return typeof value === 'string' ? Date.parse(value) : value;
        });
        const sorted = [...values].sort((a, b) => ((a ?? 0) - (b ?? 0)) * (descending ? -1 : 1));
        expect(values).toEqual(sorted);
      }
    },
  );

  it('searches by id and by registration number (case, spaces and hyphens ignored)', async () => {
    const byId = await list('search=5&include_delivered=true');
    expect(byId.transports.map((row) => row.id)).toContain(5);
    const byRegistration = await list('search=evx 101&include_delivered=true&limit=100');
    expect(byRegistration.count).toBeGreaterThan(0);
    expect(byRegistration.transports.every((row) => row.vehicle === 'EVX-101' || row.id === 101)).toBe(true);
    const nothing = await list('search=QQQ-999&include_delivered=true');
    expect(nothing.count).toBe(0);
  });

  it('searches the start of the registration (an index serves it), the id exactly, and escapes LIKE patterns', async () => {
    const all = await allOfDemo();
    const prefix = await list('search=evx1&include_delivered=true&limit=100');
    const expected = all.filter((row) => row.vehicle.replace(/[\s-]/g, '').toUpperCase().startsWith('EVX1'));
    expect(prefix.count).toBe(expected.length);
    expect(prefix.count).toBeGreaterThan(0);
    // the middle of a registration is not its start
    expect((await list('search=X-10&include_delivered=true')).count).toBe(0);
    expect((await list('search=%25&include_delivered=true')).count).toBe(0);
    expect((await list('search=_&include_delivered=true')).count).toBe(0);
  });

  it('filters by business location (comma list), pickup and destination location and creator=me', async () => {
    const all = await allOfDemo();
    const both = await list(`business_location=${helsinkiId},${tampereId}&include_delivered=true&limit=100`);
    expect(both.count).toBe(
      all.filter((row) => row.business_location_id === helsinkiId || row.business_location_id === tampereId).length,
    );
    const pickup = await list(`pickup_business_location=${tampereId}&include_delivered=true&limit=100`);
    expect(pickup.count).toBe(all.filter((row) => row.pickup_business_location_id === tampereId).length);
    const pickedUp = new Set(all.filter((row) => row.pickup_business_location_id === tampereId).map((row) => row.id));
    expect(pickup.transports.every((row) => pickedUp.has(row.id))).toBe(true);
    const destination = await list(`destination_business_location=${tampereId}&include_delivered=true&limit=100`);
    expect(destination.count).toBe(all.filter((row) => row.destination_business_location_id === tampereId).length);
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin@demo.siirto.fi')
      .executeTakeFirstOrThrow();
    const mine = await list('creator=me&include_delivered=true&limit=100');
    expect(mine.count).toBe(all.filter((row) => row.creator_id === me.id).length);
    const created = new Set(all.filter((row) => row.creator_id === me.id).map((row) => row.id));
    expect(mine.transports.every((row) => created.has(row.id))).toBe(true);
  });

  it('exclude_return_trips hides return trips, which are linked to their outbound trip', async () => {
    const all = await list('include_delivered=true&limit=100');
    const returns = all.transports.filter((row) => row.round_trip_is_return_trip);
    expect(returns.length).toBeGreaterThan(0);
    const without = await list('include_delivered=true&limit=100&exclude_return_trips=true');
    expect(without.count).toBe(all.count - returns.length);
    expect(without.transports.some((row) => row.round_trip_is_return_trip)).toBe(false);
  });

  it('shows a location user (role 2) only the transports of their business location', async () => {
    const result = await list('include_delivered=true&limit=100', locationUser);
    const all = await allOfDemo();
    expect(result.count).toBe(all.filter((row) => row.business_location_id === helsinkiId).length);
    expect(result.transports.every((row) => row.business_location?.id === helsinkiId)).toBe(true);
    const elsewhere = all.find((row) => row.business_location_id !== helsinkiId);
    const denied = await t.request({
      method: 'GET',
      url: `/transports/company/${elsewhere?.id}/`,
      headers: locationUser,
    });
    expect(denied.statusCode).toBe(404);
  });

  it('ignores bad filter values instead of failing', async () => {
    const result = await list('state=abc&limit=-5&offset=x&ordering=password&business_location=1;drop&creator=%27');
    expect(result.count).toBeGreaterThan(0);
  });
});

describe('GET /transports/company/{id}/', () => {
  it('has the driver, route, waypoints, photos that load, expenses and extra services', async () => {
    const delivered = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', demoCompanyId)
      .where('state', '=', 6)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await t.request({ method: 'GET', url: `/transports/company/${delivered.id}/`, headers: admin });
    const transport = response.json<{
      contract_obj: { driver: { full_name: string; phone: string } };
      routes: { coordinates_point: { coordinates: number[] } }[];
      photos: { photo: string; photo_type: number }[];
      expenses: { price_vat_0: number }[];
      price_list_rows: { name: string; price_eur: number }[];
      car_coordinates: unknown;
      transport_total_price: number;
      price: number;
      service_prices_total_company: number;
      expenses_price_total: number;
    }>();
    expect(transport.contract_obj.driver.full_name).toMatch(/\w+ \w+/);
    expect(transport.contract_obj.driver.phone).toMatch(/^\+358/);
    expect(transport.routes.length).toBeGreaterThan(5);
    expect(transport.photos.filter((photo) => photo.photo_type === 3).length).toBeGreaterThan(0);
    expect(transport.photos.filter((photo) => photo.photo_type === 4).length).toBeGreaterThan(0);
    expect(transport.expenses.length).toBeGreaterThan(0);
    expect(transport.price_list_rows.length).toBeGreaterThan(0);
    expect(transport.car_coordinates).not.toBeNull();
    expect(transport.transport_total_price).toBeCloseTo(
      transport.price + transport.service_prices_total_company + transport.expenses_price_total,
      2,
    );
    // by default a path below the dashboard's /api proxy: it loads from whatever origin serves the dashboard
    const photoUrl = transport.photos[0]?.photo ?? '';
    expect(photoUrl).toMatch(/^\/api\/media\/uploads\/[^/]+\/$/);
    const image = await t.app.inject({ method: 'GET', url: photoUrl.slice('/api'.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('has a partly delivered round trip (Osatoimitettu): the outbound leg delivered, the return leg in transit', async () => {
    const list = await t.request({
      method: 'GET',
      url: '/transports/company/?include_delivered=true&limit=100',
      headers: admin,
    });
    const rows = list.json<{
      transports: { id: number; state: number; round_trip_return_trip_state: number | null }[];
    }>().transports;
    const partly = rows.filter((row) => isPartlyDelivered(row));
    expect(partly.map((row) => [row.state, row.round_trip_return_trip_state])).toEqual([[6, 5]]);
  });

  it('links a round trip both ways and has a transport abroad to Sweden with ferry waypoints', async () => {
    const go = await t.db
      .selectFrom('transports')
      .select(['id', 'round_trip_return_trip_id'])
      .where('company_id', '=', demoCompanyId)
      .where('round_trip', '=', true)
      .where('round_trip_is_return_trip', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const detail = await t.request({ method: 'GET', url: `/transports/company/${go.id}/`, headers: admin });
    const body = detail.json<{ round_trip_return_trip_id: number; round_trip_return_trip_state: number | null }>();
    expect(body.round_trip_return_trip_id).toBe(go.round_trip_return_trip_id);
    expect(body.round_trip_return_trip_state).not.toBeNull();
    const back = await t.request({
      method: 'GET',
      url: `/transports/company/${body.round_trip_return_trip_id}/`,
      headers: admin,
    });
    expect(back.json()).toMatchObject({ round_trip_is_return_trip: true, round_trip_go_trip_id: go.id });

    const abroad = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', demoCompanyId)
      .where('abroad', '=', true)
      .executeTakeFirstOrThrow();
    const sweden = await t.request({ method: 'GET', url: `/transports/company/${abroad.id}/`, headers: admin });
    const swedenBody = sweden.json<{
      destination_country: string;
      waypoints: unknown[];
      destination_city: number | null;
    }>();
    expect(swedenBody.destination_country).toBe('SE');
    expect(swedenBody.destination_city).toBeNull();
    expect(swedenBody.waypoints).toHaveLength(2);
  });
});

describe('sharing and the public shared view', () => {
  it('answers the shared view with the right token only, without prices or company data', async () => {
    const inTransit = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', demoCompanyId)
      .where('state', '=', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const tokenResponse = await t.request({
      method: 'GET',
      url: `/transports/company/${inTransit.id}/share_token/`,
      headers: admin,
    });
    const { share_token: token } = tokenResponse.json<{ share_token: string }>();
    const again = await t.request({
      method: 'GET',
      url: `/transports/company/${inTransit.id}/share_token/`,
      headers: admin,
    });
    expect(again.json()).toEqual({ share_token: token });

    const shared = await t.request({
      method: 'GET',
      url: `/transports/shared/${inTransit.id}/?token=${encodeURIComponent(token)}`,
    });
    expect(shared.statusCode).toBe(200);
    const body = shared.json<Record<string, unknown>>();
    expect(body).toMatchObject({ id: inTransit.id, state: 5 });
    expect(body).toHaveProperty('contract_obj.driver.full_name');
    for (const secret of ['price', 'transport_total_price', 'company', 'creator', 'expenses', 'share_token']) {
      expect(body).not.toHaveProperty(secret);
    }

    for (const url of [
      `/transports/shared/${inTransit.id}/?token=${encodeURIComponent(token)}x`,
      `/transports/shared/${inTransit.id}/?token=`,
      `/transports/shared/${inTransit.id}/`,
      `/transports/shared/${inTransit.id + 1}/?token=${encodeURIComponent(token)}`,
      `/transports/shared/999999/?token=${encodeURIComponent(token)}`,
    ]) {
      const refused = await t.request({ method: 'GET', url });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Ei löytynyt.' });
    }
  });

  it('mails the shared link to the chosen addresses and remembers them as checked contacts', async () => {
    const transport = await t.db
      .selectFrom('transports')
      .select(['id', 'share_token'])
      .where('company_id', '=', demoCompanyId)
      .where('state', '=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const sent = t.mails.length;
    const shared = await t.request({
      method: 'POST',
      url: `/transports/company/${transport.id}/share_transport/`,
      headers: admin,
      payload: { emails: ['Vastaanottaja@Example.com', 'toinen@example.com'] },
    });
    expect(shared.statusCode).toBe(200);
    const mails = t.mails.slice(sent);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['toinen@example.com', 'vastaanottaja@example.com']);
    expect(mails[0]?.text).toContain(
      `http://localhost:5173/shared/transport/${transport.id}?token=${transport.share_token}`,
    );

    const contacts = await t.request({
      method: 'GET',
      url: `/transports/company/${transport.id}/get_contacts/`,
      headers: admin,
    });
    const list = contacts.json<{ contact_emails_list: { email: string; checked: boolean }[] }>().contact_emails_list;
    expect(list).toEqual(
      expect.arrayContaining([
        { email: 'vastaanottaja@example.com', checked: true },
        { email: 'toinen@example.com', checked: true },
      ]),
    );
    expect(list.some((item) => !item.checked)).toBe(true);

    const bad = await t.request({
      method: 'POST',
      url: `/transports/company/${transport.id}/share_transport/`,
      headers: admin,
      payload: { emails: ['not an address'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty(['emails.0']);
  });
});

describe('map and order form look-ups', () => {
  it('lists transports in progress (4 to 9, cancelled too) and their last car position', async () => {
    const response = await t.request({ method: 'GET', url: '/transports/company/map/', headers: admin });
    const items = response.json<{ state: number; car_coordinates: { coordinates: number[] } | null }[]>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => [4, 5, 6, 7, 8, 9].includes(item.state))).toBe(true);
    expect(items.some((item) => item.state === 8)).toBe(true);
    expect(items.some((item) => item.state === 5 && item.car_coordinates !== null)).toBe(true);
  });

  it('offers abroad-only extra services only for abroad orders, and vehicle sizes in the request language', async () => {
    const domestic = await t.request({
      method: 'GET',
      url: `/pricing/get_company_pricing_extra_services/?company=${demoCompanyId}&abroad=0`,
      headers: admin,
    });
    const abroad = await t.request({
      method: 'GET',
      url: `/pricing/get_company_pricing_extra_services/?company=${demoCompanyId}&abroad=1`,
      headers: admin,
    });
    expect(abroad.json<unknown[]>().length).toBeGreaterThan(domestic.json<unknown[]>().length);
    const sizes = await t.request({
      method: 'GET',
      url: '/vehicles/vehicle_sizes/',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(sizes.json()).toContainEqual({ id: 1, name: 'Passenger car' });
  });
});
