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
 * The demo app the transport order tests write to: orders for 1 December 2026 with the server's clock a week
 * before, signed in as the demo company's admin.
 */
export async function createOrderTestApp(): Promise<OrderTestApp> {
  const t = await createTestApp({ clock: new FakeClock(new Date('2026-11-24T12:00:00Z')) });
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
