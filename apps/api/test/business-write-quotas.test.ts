/**
 * Quotas on writes (issue 28 items 15 and 16): share mails per user and company per hour and day, creates of
 * transports, chat messages and uploads per minute, counted in the database (two API processes on one database
 * count together), over the quota a 429 with Retry-After and the wait in the request's language. A draft is not
 * shared, and a share mail's subject carries no user text but the registration.
 */
import { WRITE_QUOTAS } from '@siirto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { placeholderPhoto } from '../src/seed/placeholder-image.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  companyId = (
    await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo Kuljetus Oy').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

/** A second API process on the same database (its own limiters, its own memory). */
function secondProcess() {
  const mails: MailMessage[] = [];
  return buildApp({
    db: t.db,
    config: t.config,
    clock: t.clock,
    mailer: {
      send: (message) => {
        mails.push(message);
        return Promise.resolve();
      },
      close: () => undefined,
    },
  });
}

/** A row read back for writing: jsonb values are written as JSON text, as the API's own writes do (schema.ts). */
const writable = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value,
    ]),
  );

/** The first business location linked to a member (a location user sees only those locations' transports). */
const linkedLocation = async (email: string) =>
  (
    await t.db
      .selectFrom('company_user_business_locations as links')
      .innerJoin('company_users', 'company_users.id', 'links.company_user_id')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .select('links.business_location_id')
      .where('users.email', '=', email)
      .orderBy('links.business_location_id')
      .executeTakeFirstOrThrow()
  ).business_location_id;

/**
 * A published transport copied from the company's first one in state 3 (ordered by id: PostgreSQL returns an
 * unordered row in any order), in `location` when given, so that a location user's test sees it.
 */
const published = async (vehicle: string, place = 'Helsingin toimipiste', location?: number) => {
  const created = await t.db
    .insertInto('transports')
    .values({
      ...writable(
        await t.db
          .selectFrom('transports')
          .selectAll()
          .where('company_id', '=', companyId)
          .where('state', '=', 3)
          .orderBy('id')
          .executeTakeFirstOrThrow(),
      ),
      id: undefined,
      ...(location === undefined ? {} : { business_location_id: location }),
      vehicle,
      pickup_location: place,
      pickup_city_name: '',
      share_token: `token-${vehicle}`,
    } as never)
    .returning(['id', 'state'])
    .executeTakeFirstOrThrow();
  return created.id;
};

const share = (id: number, emails: string[], headers = admin, language = 'en') =>
  t.request({
    method: 'POST',
    url: `/transports/company/${String(id)}/share_transport/`,
    headers: { ...headers, 'accept-language': language },
    payload: { emails },
  });

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index)}@example.com`);

describe('share mails', () => {
  it('a draft and a priced draft are not shared; nothing is mailed', async () => {
    for (const state of [2, 31]) {
      const draft = await t.db
        .selectFrom('transports')
        .select('id')
        .where('company_id', '=', companyId)
        .where('state', '=', state)
        .executeTakeFirst();
      if (!draft) continue;
      const sent = t.mails.length;
      const refused = await share(draft.id, ['someone@example.com']);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        detail: 'The transport is still a draft. Publish it before sharing its status changes.',
      });
      expect(t.mails.length).toBe(sent);
    }
    const draft = (
      await t.request({
        method: 'POST',
        url: '/transports/company/',
        headers: admin,
        payload: { company: companyId, state: 2 },
      })
    ).json<{ id: number }>();
    const finnish = await share(draft.id, ['someone@example.com'], admin, 'fi');
    expect(finnish.statusCode).toBe(400);
    expect(finnish.json()).toEqual({
      detail: 'Siirto on vielä luonnos. Julkaise siirto ennen kuin jaat sen tilamuutokset.',
    });
  });

  it('a shared published transport mails its follower when its state changes', async () => {
    const reserved = await t.db
      .selectFrom('transports')
      .innerJoin('users', 'users.id', 'transports.driver_user_id')
      .select(['transports.id', 'transports.company_id', 'users.username'])
      .where('transports.state', '=', 4)
      .executeTakeFirstOrThrow();
    const member = await t.db
      .selectFrom('company_users')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .select('users.username')
      .where('company_users.company_id', '=', reserved.company_id)
      .orderBy('company_users.role', 'desc')
      .executeTakeFirstOrThrow();
    const driver = await t.loginAs(reserved.username);
    const sharer = (await t.loginAs(member.username)).headers;
    expect((await share(reserved.id, ['seuraaja@example.com'], sharer, 'fi')).statusCode).toBe(200);
    const sent = t.mails.length;
    const moved = await t.request({
      method: 'POST',
      url: `/driver/transports/${String(reserved.id)}/state/`,
      headers: driver.headers,
      payload: { state: 5 },
    });
    expect(moved.statusCode).toBe(200);
    const notice = t.mails.slice(sent).find((mail) => mail.to === 'seuraaja@example.com');
    expect(notice?.text).toContain(`siirron #${String(reserved.id)}`);
    expect(notice?.text).toContain(`/shared/transport/${String(reserved.id)}?token=`);
  });

  it("keeps the user's text out of the subject: only the id and the registration", async () => {
    const id = await published('ABC-123', 'WIN-PRIZE (Claim your prize at http://example.invalid)');
    const sent = t.mails.length;
    expect((await share(id, ['reader@example.com'], admin, 'fi')).statusCode).toBe(200);
    const mail = t.mails.slice(sent)[0];
    expect(mail?.subject).toBe(`Siirto: siirto #${String(id)} ABC-123`);
    expect(mail?.text).toContain('WIN-PRIZE');
  });

  it("limits one user's share mails per hour (in the database, across processes), then per day", async () => {
    const other = await t.loginAs('user@demo.siirto.fi');
    const id = await published('SHR-1', undefined, await linkedLocation('user@demo.siirto.fi'));
    const started = t.clock.now();
    const process2 = secondProcess();
    try {
      const { perUser: hourly } = WRITE_QUOTAS.shareMailHour;
      // Half of the hour's mails through this process, the rest through the other one.
      expect((await share(id, addresses('a', hourly / 2), other.headers)).statusCode).toBe(200);
      const second = await process2.inject({
        method: 'POST',
        url: `/transports/company/${String(id)}/share_transport/`,
        headers: { ...other.headers, 'accept-language': 'en' },
        payload: { emails: addresses('b', hourly / 2) },
      });
      expect(second.statusCode).toBe(200);
      const sent = t.mails.length;
      const refused = await share(id, ['one-more@example.com'], other.headers);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3_500);
      expect(wait).toBeLessThanOrEqual(3_600);
      expect(refused.json()).toEqual({
        detail: `Too many share e-mails have been sent. Try again in ${String(wait)} seconds.`,
      });
      expect(t.mails.length).toBe(sent);
      // Another user of the company still shares (the company's quota is larger).
      expect((await share(id, ['admin-share@example.com'])).statusCode).toBe(200);

      // The next hour the user shares again, until the day's quota is used up.
      const { perUser: daily } = WRITE_QUOTAS.shareMailDay;
      let used = hourly;
      let status = 200;
      for (let hour = 1; hour <= daily / hourly + 1 && status !== 429; hour += 1) {
        t.clock.advance(3_600_000 + 1_000);
        // (an hour later the access token has expired: sign in again)
        const again = await t.loginAs('user@demo.siirto.fi');
        const answer = await share(id, addresses(`h${String(hour)}`, hourly), again.headers);
        status = answer.statusCode;
        if (status === 200) used += hourly;
        else expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3_600);
      }
      expect(status).toBe(429);
      expect(used).toBe(daily);
    } finally {
      t.clock.set(started);
      await process2.close();
    }
  });
});

describe('creates', () => {
  it('limits new transports per user and minute across processes; a replay is not counted', async () => {
    const user = await t.loginAs('laura.nieminen@demo.siirto.fi');
    const process2 = secondProcess();
    const started = t.clock.now();
    try {
      const { perUser } = WRITE_QUOTAS.transportCreate;
      const create = (index: number, app = t.app, key?: string) =>
        app.inject({
          method: 'POST',
          url: '/transports/company/',
          headers: { ...user.headers, 'accept-language': 'fi', ...(key ? { 'idempotency-key': key } : {}) },
          payload: { company: companyId, state: 2, vehicle: `Q-${String(index)}` },
        });
      for (let index = 0; index < perUser; index += 1) {
        const answer = await create(index, index % 2 === 0 ? t.app : process2, index === 0 ? 'quota-key-0' : undefined);
        expect(answer.statusCode).toBe(201);
      }
      // The first create retried with its key answers it again: no new transport, nothing counted.
      expect((await create(0, t.app, 'quota-key-0')).headers['idempotency-replayed']).toBe('true');
      const refused = await create(perUser, process2);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        detail: `Liian monta tallennusta lyhyessä ajassa. Yritä uudelleen ${String(wait)} sekunnin kuluttua.`,
      });
      const made = await t.db.selectFrom('transports').select('id').where('vehicle', 'like', 'Q-%').execute();
      expect(made.length).toBe(perUser);
      // Editing is not creating.
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/transports/company/${String(made[0]?.id)}/`,
        headers: user.headers,
        payload: { state: 2, vehicle_brand: 'Skoda' },
      });
      expect(edited.statusCode).toBe(200);
      t.clock.advance(61_000);
      expect((await create(perUser + 1)).statusCode).toBe(201);
    } finally {
      t.clock.set(started);
      await process2.close();
    }
  });

  it('limits chat messages and uploaded files per user and minute', async () => {
    const driver = await t.loginAs('kuljettaja@demo.siirto.fi');
    const groups = await t.request({ method: 'GET', url: '/chat/v1/groups/', headers: driver.headers });
    const group = groups.json<{ results: { id: number }[] }>().results[0];
    const url = `/chat/v1/groups/${String(group?.id)}/messages/`;
    const started = t.clock.now();
    try {
      const { perUser } = WRITE_QUOTAS.upload;
      const photo = placeholderPhoto([200, 40, 40], 40, 30);
      const boundary = 'quotaBoundary7MA4YWxk';
      const withFiles = (count: number) => {
        const parts = [`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nKuvat\r\n`];
        const chunks: Buffer[] = [Buffer.from(parts[0] ?? '')];
        for (let index = 0; index < count; index += 1) {
          chunks.push(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="kuva${String(index)}.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            photo,
            Buffer.from('\r\n'),
          );
        }
        chunks.push(Buffer.from(`--${boundary}--\r\n`));
        return t.app.inject({
          method: 'POST',
          url,
          headers: { ...driver.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat(chunks),
        });
      };
      // Five files a message: the files run out before the messages do.
      for (let sent = 0; sent < perUser; sent += 5) expect((await withFiles(5)).statusCode).toBe(201);
      const refused = await withFiles(1);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();

      t.clock.advance(61_000);
      const text = () =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...driver.headers, 'accept-language': 'en' },
          payload: { content: 'Hei' },
        });
      for (let sent = 0; sent < WRITE_QUOTAS.chatMessage.perUser; sent += 1)
        expect((await text()).statusCode).toBe(201);
      const tooMany = await text();
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json<{ detail: string }>().detail).toMatch(
        /^Too many saves in a short time\. Try again in \d+ seconds\.$/,
      );
    } finally {
      t.clock.set(started);
    }
  });
});
