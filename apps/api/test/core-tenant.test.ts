/**
 * Tenant isolation across the whole API: for every operation of openapi.yaml with an id in its path, the demo
 * company admin asking for another company's object gets 404 and nothing of that object in the answer.
 * (Chat, the public shared view and uploads are checked elsewhere.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation } from './support/contract.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let headers: { authorization: string };
let own: { companyId: number; accountId: number };
let other: { companyId: number; accountId: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.loginAs('admin@demo.siirto.fi')).headers;
  const mine = await t.db
    .selectFrom('users')
    .innerJoin('company_users', 'company_users.user_id', 'users.id')
    .innerJoin('companies', 'companies.id', 'company_users.company_id')
    .select(['companies.id as companyId', 'companies.account_id as accountId'])
    .where('users.username', '=', 'admin@demo.siirto.fi')
    .executeTakeFirstOrThrow();
  own = { companyId: mine.companyId, accountId: mine.accountId ?? -1 };
  const theirs = await t.db
    .selectFrom('companies')
    .select(['id', 'account_id', 'name'])
    .where('id', '!=', own.companyId)
    .where('account_id', '!=', own.accountId)
    // A company with locations and transports, so every kind of id is tried.
    .where((eb) =>
      eb.and([
        eb.exists(eb.selectFrom('transports').select('id').whereRef('transports.company_id', '=', 'companies.id')),
        eb.exists(
          eb
            .selectFrom('business_locations')
            .select('id')
            .whereRef('business_locations.company_id', '=', 'companies.id'),
        ),
      ]),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  other = { companyId: theirs.id, accountId: theirs.account_id ?? -1, name: theirs.name };
});
afterAll(() => t.close());

async function otherIds() {
  const { db } = t;
  const user = await db
    .selectFrom('company_users')
    .innerJoin('users', 'users.id', 'company_users.user_id')
    .select(['users.id', 'users.email', 'company_users.id as companyUserId'])
    .where('company_users.company_id', '=', other.companyId)
    .executeTakeFirstOrThrow();
  const location = await db
    .selectFrom('business_locations')
    .select(['id', 'name'])
    .where('company_id', '=', other.companyId)
    .executeTakeFirstOrThrow();
  const transport = await db
    .selectFrom('transports')
    .select(['id', 'vehicle'])
    .where('company_id', '=', other.companyId)
    .executeTakeFirstOrThrow();
  const accountUser = await db
    .selectFrom('account_users')
    .select('id')
    .where('account_id', '=', other.accountId)
    .executeTakeFirstOrThrow();
  const invitation =
    (await db.selectFrom('invitations').select('id').where('company_id', '=', other.companyId).executeTakeFirst()) ??
    (await db
      .insertInto('invitations')
      .values({
        company_id: other.companyId,
        email: 'vieras.kutsu@testi.fi',
        role: 3,
        status: 2,
        token_hash: 'tenant-test',
        business_location_ids: '[]',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  return { user, location, transport, accountUser, invitation };
}

describe("another company's ids answer 404", () => {
  it('for every operation with an id', async () => {
    const ids = await otherIds();
    const cases: { method: 'GET' | 'PATCH' | 'POST' | 'DELETE'; url: string; body?: unknown; secrets: string[] }[] = [
      { method: 'PATCH', url: `/users/${ids.user.id}/`, body: { first_name: 'X' }, secrets: [ids.user.email] },
      {
        method: 'PATCH',
        url: `/users/${ids.user.id}/change_password/`,
        body: { data: { current_password: 'x', new_password: 'Uusi!Salasana1', check_password: 'Uusi!Salasana1' } },
        secrets: [ids.user.email],
      },
      { method: 'POST', url: `/users/${ids.user.id}/send_invitation/`, secrets: [ids.user.email] },
      { method: 'PATCH', url: `/account/${other.accountId}/`, body: { name: 'X' }, secrets: [other.name] },
      { method: 'GET', url: `/account_users/${ids.accountUser.id}/`, secrets: [ids.user.email] },
      {
        method: 'PATCH',
        url: `/account_users/${ids.accountUser.id}/`,
        body: { user_type: 1 },
        secrets: [ids.user.email],
      },
      { method: 'DELETE', url: `/account_users/${ids.accountUser.id}/`, secrets: [ids.user.email] },
      { method: 'GET', url: `/companies/${other.companyId}/`, secrets: [other.name] },
      { method: 'PATCH', url: `/companies/${other.companyId}/`, body: { name: 'X' }, secrets: [other.name] },
      { method: 'GET', url: `/companies/me/users/${ids.user.companyUserId}/`, secrets: [ids.user.email] },
      {
        method: 'PATCH',
        url: `/companies/me/users/${ids.user.companyUserId}/`,
        body: { role: 3 },
        secrets: [ids.user.email],
      },
      { method: 'DELETE', url: `/companies/me/users/${ids.user.companyUserId}/`, secrets: [ids.user.email] },
      { method: 'DELETE', url: `/companies/me/invitations/${ids.invitation.id}/`, secrets: [] },
      { method: 'POST', url: `/companies/me/invitations/${ids.invitation.id}/resend_invitation/`, secrets: [] },
    ];
    {
      const secrets = [ids.location.name];
      cases.push(
        { method: 'GET', url: `/business_locations/${ids.location.id}/`, secrets },
        { method: 'PATCH', url: `/business_locations/${ids.location.id}/`, body: { name: 'X' }, secrets },
        { method: 'DELETE', url: `/business_locations/${ids.location.id}/`, secrets },
      );
    }
    {
      const id = ids.transport.id;
      const secrets = ids.transport.vehicle ? [ids.transport.vehicle] : [];
      cases.push(
        { method: 'GET', url: `/transports/company/${id}/`, secrets },
        { method: 'PATCH', url: `/transports/company/${id}/`, body: { vehicle_brand: 'X' }, secrets },
        { method: 'DELETE', url: `/transports/company/${id}/`, secrets },
        {
          method: 'POST',
          url: `/transports/company/${id}/share_transport/`,
          body: { emails: ['a@testi.fi'] },
          secrets,
        },
        { method: 'GET', url: `/transports/company/${id}/get_contacts/`, secrets },
        { method: 'GET', url: `/transports/company/${id}/share_token/`, secrets },
        {
          method: 'POST',
          url: `/transports/company/${id}/series/`,
          body: { rule: { kind: 'interval', interval_days: 7, count: 2 } },
          secrets,
        },
      );
    }
    const failures: string[] = [];
    for (const c of cases) {
      expect(findOperation(c.method, c.url), `${c.method} ${c.url} is in the contract`).not.toBeNull();
      const response = await t.app.inject({
        method: c.method,
        url: c.url,
        headers,
        ...(c.body === undefined ? {} : { payload: c.body as Record<string, unknown> }),
      });
      if (response.statusCode !== 404)
        failures.push(`${c.method} ${c.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      for (const secret of c.secrets) {
        if (response.body.includes(secret)) failures.push(`${c.method} ${c.url}: leaks '${secret}'`);
      }
    }
    expect(failures).toEqual([]);

    // The same reads with the admin's own ids do answer (the 404s above are about ownership).
    const ownLocation = await t.db
      .selectFrom('business_locations')
      .select('id')
      .where('company_id', '=', own.companyId)
      .executeTakeFirstOrThrow();
    const ownTransport = await t.db
      .selectFrom('transports')
      .select('id')
      .where('company_id', '=', own.companyId)
      .executeTakeFirstOrThrow();
    for (const url of [
      `/companies/${own.companyId}/`,
      `/business_locations/${ownLocation.id}/`,
      `/transports/company/${ownTransport.id}/`,
    ]) {
      expect((await t.request({ method: 'GET', url, headers })).statusCode, url).toBe(200);
    }

    // Nothing was changed or removed.
    const company = await t.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', other.companyId)
      .executeTakeFirstOrThrow();
    expect(company.name).toBe(other.name);
    const still = await otherIds();
    expect(still.location.id).toBe(ids.location.id);
    expect(still.transport.id).toBe(ids.transport.id);
    expect(still.accountUser.id).toBe(ids.accountUser.id);
  });
});
