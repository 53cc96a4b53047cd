/**
 * The condition report (issue 31), read back with pdf.js: what the company's users and the tracking link's holder
 * get, in which language, with which photos; who gets nothing; the delivery mail's link; the photos' print copies.
 */
import { formatKm } from '@siirto/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessTables } from '../src/db/migrations/002_business.ts';
import type { PhotoPrintCopyTables } from '../src/db/migrations/022_photo_print_copies.ts';
import { PHOTO_MAX_SIDE_PX, storeTransportPhotoUpload } from '../src/routes/transports/photo-uploads.ts';
import { createReportTestApp } from './support/condition-report.ts';
import { flat, readPdf } from './support/read-pdf.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };
let demoCompanyId: number;
let demoTransportWithPhotos: Awaited<ReturnType<typeof createReportTestApp>>['transportWithPhotos'];

beforeAll(async () => {
  ({ t, admin, companyId: demoCompanyId, transportWithPhotos: demoTransportWithPhotos } = await createReportTestApp());
});
afterAll(() => t.close());

/** The transport's photos (count(*) is a bigint: text from PostgreSQL). */
const photoCount = async (transportId: number) =>
  Number(
    (
      await t.db
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('transport_id', '=', transportId)
        .executeTakeFirstOrThrow()
    ).count,
  );

const report = (id: number, language: string, headers: Record<string, string> = admin) =>
  t.request({
    method: 'GET',
    url: `/transports/company/${String(id)}/condition_report/`,
    headers: { ...headers, 'accept-language': language },
  });

describe('GET /transports/company/{id}/condition_report/', () => {
  it('holds the registration, both places, both kilometre readings, the notes as typed and every photo (fi)', async () => {
    const transport = await demoTransportWithPhotos(6);
    // a note with Finnish letters and markup: it is printed as the text it is
    const note = 'Naarmu takapuskurissa <b>ÄÖÅ äöå</b> {{x}} & "lainaus"';
    await t.db
      .updateTable('transports')
      .set({ pickup_acknowledged_info: note })
      .where('id', '=', transport.id)
      .execute();

    const response = await report(transport.id, 'fi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`kuntoraportti_${String(transport.id)}.pdf`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('Kuntoraportti');
    expect(pdf.text).not.toContain('Osittainen raportti');
    for (const expected of [
      transport.vehicle,
      transport.pickup_location,
      transport.destination_location,
      formatKm(transport.pickup_vehicle_km ?? Number.NaN, 'fi'),
      formatKm(transport.destination_vehicle_km ?? Number.NaN, 'fi'),
      note,
      transport.destination_acknowledged_info,
    ]) {
      expect(pdf.text).toContain(flat(expected));
    }
    expect(pdf.images).toBe(await photoCount(transport.id));
  });

  it('before the delivery says it is partial, in English, and draws a placeholder for a missing or broken photo', async () => {
    const transport = await demoTransportWithPhotos(5);
    const photos = await photoCount(transport.id);
    await t.db
      .insertInto('uploads')
      .values({
        id: 'broken-photo-0001',
        owner_user_id: null,
        content_type: 'image/jpeg',
        size: 4,
        data: Uint8Array.from([0xff, 0xd8, 0xff, 0x00]),
      })
      .execute();
    await t.db
      .insertInto('photos')
      .values([
        { transport_id: transport.id, photo: 'broken-photo-0001', photo_type: 2, photo_target: 2 },
        { transport_id: transport.id, photo: 'no-such-upload-0001', photo_type: 2, photo_target: 2 },
      ])
      .execute();

    const response = await report(transport.id, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`condition_report_${String(transport.id)}.pdf`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('Condition report');
    expect(pdf.text).toContain('Partial report');
    expect(pdf.text).toContain(flat(formatKm(transport.pickup_vehicle_km ?? Number.NaN, 'en')));
    expect(pdf.text.match(/Photo missing or unreadable/g)).toHaveLength(2);
    // the pickup photos are drawn; the two broken ones are placeholders, not images
    expect(pdf.images).toBe(photos);
  });

  it('is a 404 for another company and a 400 before the pickup', async () => {
    const delivered = await demoTransportWithPhotos(6);
    const otherTenant = (await t.loginAs('coordinator@demo.siirto.fi')).headers;
    expect((await report(delivered.id, 'fi', otherTenant)).statusCode).toBe(404);

    const reserved = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', demoCompanyId)
      .where('state', '=', 4)
      .executeTakeFirstOrThrow();
    const early = await report(reserved.id, 'en');
    expect(early.statusCode).toBe(400);
    expect(early.json<{ detail: string }>().detail).toBe(
      'The condition report is available once the car has been picked up.',
    );
  });
});

describe('the tracking link and the delivery mail', () => {
  it('the delivery mail points to the tracking view; its token gets the report until the link is revoked', async () => {
    const coordinator = (await t.loginAs('coordinator@demo.siirto.fi')).headers;
    const driver = (await t.loginAs('kuljettaja@demo.siirto.fi')).headers;
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Siirtokeskus Oy')
      .executeTakeFirstOrThrow();
    const transport = await t.db
      .selectFrom('transports')
      .selectAll()
      .where('company_id', '=', company.id)
      .where('state', '=', 5)
      .executeTakeFirstOrThrow();
    const shared = (token: string) =>
      t.request({
        method: 'GET',
        url: `/transports/shared/${String(transport.id)}/condition_report/?token=${encodeURIComponent(token)}`,
      });

    // not delivered yet: the link's holder gets nothing
    expect((await shared(transport.share_token)).statusCode).toBe(404);

    const share = await t.request({
      method: 'POST',
      url: `/transports/company/${String(transport.id)}/share_transport/`,
      headers: coordinator,
      payload: { emails: ['vastaanottaja@example.com'] },
    });
    expect(share.statusCode).toBe(200);
    const delivered = await t.request({
      method: 'POST',
      url: `/driver/transports/${String(transport.id)}/state/`,
      headers: driver,
      payload: { state: 6 },
    });
    expect(delivered.statusCode).toBe(200);
    const mail = t.mails.filter((sent) => sent.to === 'vastaanottaja@example.com').at(-1);
    const link = `http://localhost:5173/shared/transport/${String(transport.id)}?token=${encodeURIComponent(transport.share_token)}`;
    expect(mail?.text).toContain(`Kuntoraportin (PDF) voit ladata seurantasivulta:\n${link}`);
    expect(mail?.text).toContain(`condition report (PDF) on the tracking page:\n${link}`);
    expect(mail?.text).not.toContain('condition_report');

    const pdf = await shared(transport.share_token);
    expect(pdf.statusCode).toBe(200);
    expect((await readPdf(pdf.rawPayload)).text).toContain(transport.vehicle);

    const revoked = await t.request({
      method: 'POST',
      url: `/transports/company/${String(transport.id)}/revoke_share_token/`,
      headers: coordinator,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await shared(transport.share_token)).statusCode).toBe(404);
  });
});

describe('the photos’ print copies', () => {
  it('a stored photo gets its print copy, which the report embeds; a photo stored before the copies is scaled', async () => {
    const transport = await demoTransportWithPhotos(6);
    const business = t.db.withTables<BusinessTables>();
    const db = business.withTables<PhotoPrintCopyTables>();
    const jpeg = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
        .jpeg()
        .toBuffer();
    // a landscape camera photo, stored as every transport photo is: its copy is the report's size, a JPEG
    await storeTransportPhotoUpload(business, {
      id: 'copied-photo-0001',
      owner_user_id: null,
      content_type: 'image/jpeg',
      data: await jpeg(1640, 1230),
    });
    const copy = await db
      .selectFrom('upload_print_copies')
      .selectAll()
      .where('upload_id', '=', 'copied-photo-0001')
      .executeTakeFirstOrThrow();
    expect([copy.width, copy.height]).toEqual([PHOTO_MAX_SIDE_PX, 600]);
    expect((await sharp(copy.data).metadata()).format).toBe('jpeg');
    // the copy is what the report embeds: one made smaller here shows at its own size, not the original's scaled
    await db
      .updateTable('upload_print_copies')
      .set({ data: await jpeg(240, 180), width: 240, height: 180 })
      .where('upload_id', '=', 'copied-photo-0001')
      .execute();
    // a portrait photo stored before the copies existed: no copy, so its original is scaled as the report is written
    await storeTransportPhotoUpload(business, {
      id: 'older-photo-00001',
      owner_user_id: null,
      content_type: 'image/jpeg',
      data: await jpeg(1200, 1600),
    });
    await db.deleteFrom('upload_print_copies').where('upload_id', '=', 'older-photo-00001').execute();
    await db
      .insertInto('photos')
      .values(
        ['copied-photo-0001', 'older-photo-00001'].map((photo) => ({
          transport_id: transport.id,
          photo,
          photo_type: 2,
          photo_target: 2,
        })),
      )
      .execute();

    const response = await report(transport.id, 'fi');
    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.images).toBe(await photoCount(transport.id));
    expect(pdf.imageSizes).toContain('240×180');
    expect(pdf.imageSizes).not.toContain('800×600');
    expect(pdf.imageSizes).toContain('600×800');
  });
});
