import { createTestApp, FakeClock, type TestApp } from './harness.ts';

export interface OrderTestApp {
  t: TestApp;
  /** The demo company admin's headers. */
  admin: { authorization: string };
  /** Demo Kuljetus Oy. */
  companyId: number;
  /** The company's business locations by name (`Helsingin toimipiste`, `Tampereen toimipiste`, ...). */
  locationIds: Record<string, number>;
}

/**
 * The demo app the transport order tests write to, signed in as the demo company's admin: by default orders for
 * 1 December 2026 with the server's clock a week before (`clock` for another day).
 */
export async function createOrderTestApp(
  clock: FakeClock = new FakeClock(new Date('2026-11-24T12:00:00Z')),
): Promise<OrderTestApp> {
  const t = await createTestApp({ clock });
  const admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  const locations = await t.db
    .selectFrom('business_locations')
    .select(['id', 'name'])
    .where('company_id', '=', company.id)
    .execute();
  return {
    t,
    admin,
    companyId: company.id,
    locationIds: Object.fromEntries(locations.map((location) => [location.name, location.id])),
  };
}

/**
 * An order of the demo company from Helsinki to Tampere (about 200 km by road) on 1 December 2026, 08:00–14:00 UTC,
 * for its business location `businessLocationId`; `overrides` on top (the vehicle, the times, the step).
 */
export const helsinkiTampereOrder = (businessLocationId: number, overrides: Record<string, unknown> = {}) => ({
  business_location_id: businessLocationId,
  vehicle: 'ord-14',
  vehicle_brand: 'Skoda Octavia',
  pickup_name: 'Pekka Nouto',
  pickup_phone: '+358401112223',
  pickup_location: 'Helsingin toimipiste',
  pickup_address: 'Mannerheimintie 12',
  pickup_postal_code: '00100',
  pickup_city_name: 'Helsinki',
  pickup_country: 'FI',
  pickup_location_coordinates: { type: 'Point', coordinates: [24.94094, 60.16893] },
  pickup_time: '2026-12-01T08:00:00Z',
  destination_name: 'Liisa Luovutus',
  destination_phone: '+358405556667',
  destination_location: 'Tampereen toimipiste',
  destination_address: 'Hatanpään valtatie 24',
  destination_postal_code: '33100',
  destination_city_name: 'Tampere',
  destination_country: 'FI',
  destination_location_coordinates: { type: 'Point', coordinates: [23.77162, 61.48679] },
  destination_time: '2026-12-01T14:00:00Z',
  ...overrides,
});
