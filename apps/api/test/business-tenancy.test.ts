/**
 * Tenant isolation: for every path with an {id}, another company's (or account's) id answers exactly like an id
 * that does not exist — 404 {detail: 'Ei löytynyt.'} (Finnish by default) — and the other tenant's data stays untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };
const other = {
  companyId: 0,
  locationId: 0,
  companyUserId: 0,
  invitationId: 0,
  accountUserId: 0,
  accountId: 0,
  userId: 0,
  transportId: 0,
  shareToken: '',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  const coordinator = await t.loginAs('coordinator@demo.siirto.fi');
  // The other tenant gets a pending invitation of its own.
  const invited = await t.request({
    method: 'POST',
    url: '/companies/me/invitations/',
    headers: coordinator.headers,
    payload: { email: 'kuski@example.com', email2: 'kuski@example.com', role: 3 },
  });
  expect(invited.statusCode).toBe(201);
  other.invitationId = invited.json<{ id: number }>().id;

  const company = await t.db
    .selectFrom('companies')
    .selectAll()
    .where('name', '=', 'Siirtokeskus Oy')
    .executeTakeFirstOrThrow();
  other.companyId = company.id;
  other.accountId = company.account_id ?? 0;
  const location = await t.db
    .selectFrom('business_locations')
    .select('id')
    .where('company_id', '=', company.id)
    .executeTakeFirstOrThrow();
  other.locationId = location.id;
  const member = await t.db
    .selectFrom('company_users')
    .select(['id', 'user_id'])
    .where('company_id', '=', company.id)
    .executeTakeFirstOrThrow();
  other.companyUserId = member.id;
  other.userId = member.user_id;
  const accountUser = await t.db
    .selectFrom('account_users')
    .select('id')
    .where('account_id', '=', other.accountId)
    .executeTakeFirstOrThrow();
  other.accountUserId = accountUser.id;
  const transport = await t.db
    .selectFrom('transports')
    .select(['id', 'share_token'])
    .where('company_id', '=', company.id)
    .executeTakeFirstOrThrow();
  other.transportId = transport.id;
  other.shareToken = transport.share_token;
  // Make the other account's user look invited, so a resend would have something to do.
  await t.db.updateTable('users').set({ email_confirmed: false }).where('id', '=', other.userId).execute();
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH' | 'POST' | 'DELETE';
interface Case {
  method: Method;
  path: (id: number) => string;
  id: () => number;
  payload?: Record<string, unknown>;
}

const cases: Case[] = [
  { method: 'GET', path: (id) => `/companies/${id}/`, id: () => other.companyId },
  {
    method: 'PATCH',
    path: (id) => `/companies/${id}/`,
    id: () => other.companyId,
    payload: { name: 'Kaapattu Oy' },
  },
  { method: 'GET', path: (id) => `/business_locations/${id}/`, id: () => other.locationId },
  {
    method: 'PATCH',
    path: (id) => `/business_locations/${id}/`,
    id: () => other.locationId,
    payload: { name: 'Kaapattu' },
  },
  { method: 'DELETE', path: (id) => `/business_locations/${id}/`, id: () => other.locationId },
  { method: 'GET', path: (id) => `/companies/me/users/${id}/`, id: () => other.companyUserId },
  {
    method: 'PATCH',
    path: (id) => `/companies/me/users/${id}/`,
    id: () => other.companyUserId,
    payload: { first_name: 'Kaapattu', role: 3 },
  },
  { method: 'DELETE', path: (id) => `/companies/me/users/${id}/`, id: () => other.companyUserId },
  { method: 'DELETE', path: (id) => `/companies/me/invitations/${id}/`, id: () => other.invitationId },
  {
    method: 'POST',
    path: (id) => `/companies/me/invitations/${id}/resend_invitation/`,
    id: () => other.invitationId,
  },
  { method: 'GET', path: (id) => `/account_users/${id}/`, id: () => other.accountUserId },
  {
    method: 'PATCH',
    path: (id) => `/account_users/${id}/`,
    id: () => other.accountUserId,
    payload: { user_type: 1 },
  },
  { method: 'DELETE', path: (id) => `/account_users/${id}/`, id: () => other.accountUserId },
  {
    method: 'PATCH',
    path: (id) => `/account/${id}/`,
    id: () => other.accountId,
    payload: { name: 'Kaapattu' },
  },
  { method: 'POST', path: (id) => `/users/${id}/send_invitation/`, id: () => other.userId },
  { method: 'GET', path: (id) => `/transports/company/${id}/`, id: () => other.transportId },
  {
    method: 'PATCH',
    path: (id) => `/transports/company/${id}/`,
    id: () => other.transportId,
    payload: { vehicle: 'KAA-666' },
  },
  { method: 'DELETE', path: (id) => `/transports/company/${id}/`, id: () => other.transportId },
  { method: 'GET', path: (id) => `/transports/company/${id}/share_token/`, id: () => other.transportId },
  { method: 'GET', path: (id) => `/transports/company/${id}/get_contacts/`, id: () => other.transportId },
  {
    method: 'POST',
    path: (id) => `/transports/company/${id}/share_transport/`,
    id: () => other.transportId,
    payload: { emails: ['vakooja@example.com'] },
  },
];

describe("another company's ids read as not found", () => {
  it.each(cases.map((item) => [`${item.method} ${item.path(0).replace('/0/', '/{id}/')}`, item] as const))(
    '%s',
    async (_name, item) => {
      const mailsBefore = t.mails.length;
      const foreign = await t.request({
        method: item.method,
        url: item.path(item.id()),
        headers: admin,
        ...(item.payload ? { payload: item.payload } : {}),
      });
      const missing = await t.request({
        method: item.method,
        url: item.path(987_654),
        headers: admin,
        ...(item.payload ? { payload: item.payload } : {}),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'Ei löytynyt.' });
      expect(foreign.body).toBe(missing.body);
      expect(t.mails.length).toBe(mailsBefore);
    },
  );

  it("leaves the other tenant's data as it was", async () => {
    const company = await t.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', other.companyId)
      .executeTakeFirstOrThrow();
    expect(company.name).toBe('Siirtokeskus Oy');
    const location = await t.db
      .selectFrom('business_locations')
      .select('name')
      .where('id', '=', other.locationId)
      .executeTakeFirst();
    expect(location?.name).toBe('Siirtokeskus Jyväskylä');
    const member = await t.db
      .selectFrom('company_users')
      .select('role')
      .where('id', '=', other.companyUserId)
      .executeTakeFirst();
    expect(member?.role).toBe(5);
    const invitation = await t.db
      .selectFrom('invitations')
      .select('status')
      .where('id', '=', other.invitationId)
      .executeTakeFirst();
    expect(invitation?.status).toBe(2);
    const accountUser = await t.db
      .selectFrom('account_users')
      .select('user_type')
      .where('id', '=', other.accountUserId)
      .executeTakeFirst();
    expect(accountUser?.user_type).toBe(2);
    const account = await t.db
      .selectFrom('accounts')
      .select('name')
      .where('id', '=', other.accountId)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe('Siirtokeskus Oy');
    const transport = await t.db
      .selectFrom('transports')
      .select('vehicle')
      .where('id', '=', other.transportId)
      .executeTakeFirst();
    expect(transport?.vehicle).toBeDefined();
    expect(transport?.vehicle).not.toBe('KAA-666');
  });

  it("never lists another company's rows", async () => {
    const lists = [
      '/companies/',
      '/business_locations/',
      '/companies/me/users/',
      '/companies/me/invitations/',
      '/account_users/',
      '/companies/me/contacts/',
      '/transports/company/?include_delivered=true&limit=1000',
      '/transports/company/map/',
    ];
    for (const url of lists) {
      const response = await t.request({ method: 'GET', url, headers: admin });
      expect(response.statusCode).toBe(200);
      const text = response.body;
      expect(text).not.toContain('Siirtokeskus');
      expect(text).not.toContain('coordinator@demo.siirto.fi');
      expect(text).not.toContain('kuski@example.com');
    }
  });

  it("refuses another transport's share token in the public view", async () => {
    const demoTransport = await t.db
      .selectFrom('transports as t')
      .innerJoin('companies as c', 'c.id', 't.company_id')
      .select('t.id')
      .where('c.name', '=', 'Demo Kuljetus Oy')
      .executeTakeFirstOrThrow();
    const response = await t.request({
      method: 'GET',
      url: `/transports/shared/${demoTransport.id}/?token=${encodeURIComponent(other.shareToken)}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
