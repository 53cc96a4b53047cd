/** The seeded demo sign-ins work through the core auth, and /users/me/ tells their roles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo users', () => {
  it.each([
    ['admin@demo.siirto.fi', { is_company_admin: true, is_staff: false, activated: true }],
    ['user@demo.siirto.fi', { is_company_admin: false, is_staff: false }],
    ['pending@demo.siirto.fi', { activated: true }],
    ['coordinator@demo.siirto.fi', { activated: true }],
    ['staff@demo.siirto.fi', { is_staff: true }],
    ['empty@demo.siirto.fi', { is_company_admin: true, activated: true }],
  ])('%s signs in and reads their profile', async (email, expected) => {
    const session = await t.loginAs(email);
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: session.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: email, ...expected });
  });

  it("shows the admin's company transports in progress on the front page", async () => {
    const admin = await t.loginAs('admin@demo.siirto.fi');
    const front = await t.request({ method: 'GET', url: '/admin_data/frontpage/', headers: admin.headers });
    const company = await t.db
      .selectFrom('company_users')
      .select('company_id')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .where('users.username', '=', 'admin@demo.siirto.fi')
      .executeTakeFirstOrThrow();
    const { count } = await t.db
      .selectFrom('transports')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('company_id', '=', company.company_id)
      .where('state', '=', 5)
      .executeTakeFirstOrThrow();
    expect(front.json<{ transports_in_progress_count: number }>().transports_in_progress_count).toBe(Number(count));
  });

  it('gives the empty company (account_type 9, full licence) nothing to list: every screen shows its empty state', async () => {
    const { headers } = await t.loginAs('empty@demo.siirto.fi');
    const company = await t.request({ method: 'GET', url: '/companies/me/', headers });
    expect(company.json()).toMatchObject({ name: 'Uusi Siirtokeskus Oy', account_type: 9 });
    const get = async (url: string) => {
      const response = await t.request({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      return response.json<unknown[] | { count: number }>();
    };
    expect(await get('/transports/company/?include_delivered=true&limit=30')).toMatchObject({ count: 0 });
    expect(await get('/transports/company/map/')).toEqual([]);
    expect(await get('/api/customers/')).toEqual([]);
    expect(await get('/chat/v1/groups/?limit=20&offset=0')).toMatchObject({ count: 0 });
    expect(await get('/business_locations/')).toEqual([]);
  });

  it('rejects the demo password with a wrong case', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/token/',
      payload: { username: 'admin@demo.siirto.fi', password: 'siirto!demo2026' },
    });
    expect(response.statusCode).toBe(401);
  });
});
