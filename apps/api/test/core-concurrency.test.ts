/**
 * Requests that arrive at the same time. PGlite runs one statement at a time, so these races only really happen
 * on PostgreSQL (`npm test -- api:postgres` runs this file there too): the answers must be the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCity, registerAndActivate, registrationBody, STRONG_PASSWORD } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('simultaneous requests', () => {
  it('two sign-ups with one e-mail at once: one company is created, the other gets field errors, no 5xx', async () => {
    const cityId = await ensureCity(t.db);
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        t.request({
          method: 'POST',
          url: '/companies/register/',
          payload: registrationBody(cityId, 'samaan.aikaan@testi.fi'),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json()).toHaveProperty('email');
    }
    const users = await t.db.selectFrom('users').select('id').where('email', '=', 'samaan.aikaan@testi.fi').execute();
    expect(users).toHaveLength(1);
  });

  it('two refreshes of one refresh token at once both succeed with the same successor', async () => {
    await registerAndActivate(t, 'kaksi.valilehtea@testi.fi');
    const login = await t.request({
      method: 'POST',
      url: '/token/',
      payload: { username: 'kaksi.valilehtea@testi.fi', password: STRONG_PASSWORD },
    });
    const { refresh } = login.json<{ refresh: string }>();
    const [first, second] = await Promise.all(
      [1, 2].map(() => t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh } })),
    );
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(first?.json<{ refresh: string }>().refresh).toBe(second?.json<{ refresh: string }>().refresh);
  });
});
