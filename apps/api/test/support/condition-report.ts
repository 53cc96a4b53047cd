/**
 * What the condition report's test, bench and page renderer share: the demo app signed in as the demo company's
 * admin with its transports that have photos. Reading the PDF back is read-pdf.ts's (the e2e downloads use it too).
 */
import { createTestApp } from './harness.ts';

/** The seeded demo app, its company admin's headers, and the company's transports with photos by state. */
export async function createReportTestApp() {
  const t = await createTestApp();
  const admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  /** The company's first one-way (or outbound) transport in `state` that has photos. */
  const transportWithPhotos = async (state: number) => {
    const row = await t.db
      .selectFrom('transports')
      .innerJoin('photos', 'photos.transport_id', 'transports.id')
      .select('transports.id')
      .where('transports.company_id', '=', company.id)
      .where('transports.state', '=', state)
      .where('transports.round_trip_is_return_trip', '=', false)
      .orderBy('transports.id')
      .executeTakeFirstOrThrow();
    return t.db.selectFrom('transports').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  };
  return { t, admin, companyId: company.id, transportWithPhotos };
}
