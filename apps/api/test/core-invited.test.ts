/** POST /activate_invitated/: an invited account user activates with the e-mailed token and is signed in. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, randomToken, sha256 } from '../src/auth/passwords.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function invite(email: string, validDays = 7) {
  const account = await t.db
    .insertInto('accounts')
    .values({ name: 'Kutsu Oy' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await t.db
    .insertInto('users')
    .values({ username: email, email, password_hash: await hashPassword(randomToken()), invated_date: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('account_users')
    .values({ account_id: account.id, user_id: user.id, user_type: 1, portfolios: '[]' })
    .execute();
  const token = randomToken();
  await t.db
    .insertInto('account_user_invitations')
    .values({
      account_id: account.id,
      user_id: user.id,
      token_hash: sha256(token),
      created: t.clock.now(),
      expires_at: new Date(t.clock.now().getTime() + validDays * 86_400_000),
    })
    .execute();
  return { token, userId: user.id };
}

describe('activate an invited account user', () => {
  it('sets the names, confirms the user and signs in, once', async () => {
    const { token, userId } = await invite('kutsuttu@testi.fi');
    const response = await t.request({
      method: 'POST',
      url: '/activate_invitated/',
      payload: { first_name: 'Kalle', last_name: 'Kutsuttu', token },
    });
    expect(response.statusCode).toBe(200);
    const { access } = response.json<{ access: string }>();
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: { authorization: `jwt ${access}` } });
    expect(me.json()).toMatchObject({ id: userId, full_name: 'Kalle Kutsuttu', activated: true });

    const again = await t.request({
      method: 'POST',
      url: '/activate_invitated/',
      payload: { first_name: 'Kalle', last_name: 'Kutsuttu', token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Kutsu ei ole voimassa'] });
  });

  it('refuses an expired or unknown token and missing names', async () => {
    const { token } = await invite('myohassa.kutsu@testi.fi', 1);
    t.clock.advance(86_400_000 + 1000);
    const expired = await t.request({
      method: 'POST',
      url: '/activate_invitated/',
      payload: { first_name: 'A', last_name: 'B', token },
    });
    expect(expired.statusCode).toBe(400);
    const unknown = await t.request({
      method: 'POST',
      url: '/activate_invitated/',
      payload: { first_name: 'A', last_name: 'B', token: 'ei-tallainen' },
    });
    expect(unknown.statusCode).toBe(400);
    const missing = await t.request({ method: 'POST', url: '/activate_invitated/', payload: { token } });
    expect(missing.json()).toMatchObject({ first_name: ['Kenttä on pakollinen'], last_name: ['Kenttä on pakollinen'] });
  });
});
