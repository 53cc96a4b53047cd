import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import {
  ensureCity,
  pinFromMails,
  registerAndActivate,
  registrationBody,
  STRONG_PASSWORD,
} from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/token/', payload: { username, password } });

describe('registration, PIN activation and sign-in', () => {
  it('registers a company, mails a PIN, refuses login until activated, then signs in', async () => {
    const cityId = await ensureCity(t.db);
    const email = 'Uusi.Kayttaja@Testi.fi ';
    const registered = await t.request({
      method: 'POST',
      url: '/companies/register/',
      payload: registrationBody(cityId, email, { email2: 'uusi.kayttaja@testi.fi' }),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ email: 'uusi.kayttaja@testi.fi' });

    const blocked = await login('uusi.kayttaja@testi.fi', STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toMatchObject({ errorCode: 'EMAIL_NOT_CONFIRMED' });

    const pin = pinFromMails(t, 'uusi.kayttaja@testi.fi');
    const activated = await t.request({
      method: 'POST',
      url: '/activate/',
      payload: { email: 'uusi.kayttaja@testi.fi', pin_code: pin },
    });
    expect(activated.statusCode).toBe(200);
    const { access_token } = activated.json<{ access_token: string }>();

    const me = await t.request({ method: 'GET', url: '/users/me/', headers: { authorization: `jwt ${access_token}` } });
    expect(me.json()).toMatchObject({
      username: 'uusi.kayttaja@testi.fi',
      language: 'fi',
      is_company_admin: true,
      activated: true,
    });

    const signedIn = await login('uusi.kayttaja@testi.fi', STRONG_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(Object.keys(signedIn.json())).toEqual(['access', 'refresh']);

    // The PIN was single use.
    const again = await t.request({
      method: 'POST',
      url: '/activate/',
      payload: { email: 'uusi.kayttaja@testi.fi', pin_code: pin },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a second registration with the same e-mail and reports field errors', async () => {
    const cityId = await ensureCity(t.db);
    await registerAndActivate(t, 'kaksi@testi.fi');
    const duplicate = await t.request({
      method: 'POST',
      url: '/companies/register/',
      payload: registrationBody(cityId, 'kaksi@testi.fi'),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toHaveProperty('email');

    const bad = await t.request({
      method: 'POST',
      url: '/companies/register/',
      payload: registrationBody(cityId, 'kolme@testi.fi', {
        company_business_id: '123',
        password: 'short',
        password2: 'other',
        email2: 'x@testi.fi',
        agree_terms: false,
      }),
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<Record<string, string[]>>();
    expect(errors.company_business_id).toEqual(['Tarkista yrityksen y-tunnus']);
    expect(errors.password).toContain('Salasanan tulee olla vähintään 8 merkkiä pitkä');
    expect(errors.email2).toEqual(['Sähköpostiosoitteet eivät täsmää']);
    expect(errors).toHaveProperty('agree_terms');
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'kolme@testi.fi')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('uses the PIN up after five wrong tries', async () => {
    const cityId = await ensureCity(t.db);
    const email = 'viisi@testi.fi';
    await t.request({ method: 'POST', url: '/companies/register/', payload: registrationBody(cityId, email) });
    const pin = pinFromMails(t, email);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t.request({ method: 'POST', url: '/activate/', payload: { email, pin_code: wrong } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('pin_code');
    }
    const right = await t.request({ method: 'POST', url: '/activate/', payload: { email, pin_code: pin } });
    expect(right.statusCode).toBe(400);

    // A new PIN can be ordered and works.
    const resent = await t.request({ method: 'POST', url: '/send_activation_link/', payload: { email } });
    expect(resent.statusCode).toBe(200);
    const fresh = pinFromMails(t, email);
    const ok = await t.request({ method: 'POST', url: '/activate/', payload: { email, pin_code: fresh } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired PIN (valid 20 minutes)', async () => {
    const cityId = await ensureCity(t.db);
    const email = 'vanha@testi.fi';
    await t.request({ method: 'POST', url: '/companies/register/', payload: registrationBody(cityId, email) });
    const pin = pinFromMails(t, email);
    t.clock.advance(20 * 60_000 + 1_000);
    const late = await t.request({ method: 'POST', url: '/activate/', payload: { email, pin_code: pin } });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ pin_code: ['PIN-koodi on virheellinen tai vanhentunut'] });
  });

  it('answers the same for a resend to an unknown address', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/send_activation_link/',
      payload: { email: 'ei.ole@testi.fi' },
    });
    expect(response.statusCode).toBe(200);
    const malformed = await t.request({
      method: 'POST',
      url: '/send_activation_link/',
      payload: { email: 'ei-osoite' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('login errors', () => {
  it('answers simplejwt-style for wrong credentials and USER_NOT_ACTIVATED for a deactivated user', async () => {
    await registerAndActivate(t, 'estetty@testi.fi');
    const wrong = await login('estetty@testi.fi', 'Vaara!Salasana1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Tarkista sähköposti tai salasana' });
    const unknown = await login('tuntematon@testi.fi', STRONG_PASSWORD);
    expect(unknown.json()).toEqual({ detail: 'Tarkista sähköposti tai salasana' });

    await t.db.updateTable('users').set({ is_active: false }).where('username', '=', 'estetty@testi.fi').execute();
    const blocked = await login('estetty@testi.fi', STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toMatchObject({ errorCode: 'USER_NOT_ACTIVATED' });
  });

  it('answers 400 with field errors for a missing password', async () => {
    const response = await t.request({ method: 'POST', url: '/token/', payload: { username: 'a@b.fi' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['Kenttä on pakollinen'] });
  });
});

describe('tokens', () => {
  it('accepts the jwt scheme in any case and Bearer, refuses others', async () => {
    const user = await registerAndActivate(t, 'skeema@testi.fi');
    for (const scheme of ['jwt', 'JWT', 'Jwt', 'Bearer']) {
      const response = await t.request({
        method: 'GET',
        url: '/users/me/',
        headers: { authorization: `${scheme} ${user.access}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const missing = await t.request({ method: 'GET', url: '/users/me/' });
    expect(missing.statusCode).toBe(401);
    const tampered = await t.request({
      method: 'GET',
      url: '/users/me/',
      headers: { authorization: `jwt ${user.access}x` },
    });
    expect(tampered.statusCode).toBe(401);
    const refreshAsAccess = await t.request({
      method: 'GET',
      url: '/users/me/',
      headers: { authorization: `jwt ${user.refresh}` },
    });
    expect(refreshAsAccess.statusCode).toBe(401);
  });

  it('expires the access token after ACCESS_TOKEN_LIFETIME_SECONDS', async () => {
    const user = await registerAndActivate(t, 'vanheneva@testi.fi');
    t.clock.advance(301_000);
    const response = await t.request({ method: 'GET', url: '/users/me/', headers: user.headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('rotates the refresh token: a second use within the grace window gets the same successor, later it is refused', async () => {
    const user = await registerAndActivate(t, 'kierto@testi.fi');
    const first = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: user.refresh } });
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ access: string; refresh: string }>();
    expect(pair.refresh).not.toBe(user.refresh);

    t.clock.advance(5_000);
    const concurrent = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: user.refresh } });
    expect(concurrent.statusCode).toBe(200);
    expect(concurrent.json<{ refresh: string }>().refresh).toBe(pair.refresh);

    t.clock.advance(6_000);
    const late = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: user.refresh } });
    expect(late.statusCode).toBe(401);

    const next = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: pair.refresh } });
    expect(next.statusCode).toBe(200);
    const me = await t.request({
      method: 'GET',
      url: '/users/me/',
      headers: { authorization: `jwt ${next.json<{ access: string }>().access}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses an access token and garbage as a refresh token', async () => {
    const user = await registerAndActivate(t, 'roska@testi.fi');
    const wrongType = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: user.access } });
    expect(wrongType.statusCode).toBe(401);
    const garbage = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: 'abc' } });
    expect(garbage.statusCode).toBe(401);
    const missing = await t.request({ method: 'POST', url: '/token/refresh/', payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('mails a single-use link; the same answer for an unknown address', async () => {
    const user = await registerAndActivate(t, 'unohdin@testi.fi');
    const unknown = await t.request({
      method: 'POST',
      url: '/send_password_reset_confirmation/',
      payload: { email: 'ei.ketaan@testi.fi' },
    });
    const known = await t.request({
      method: 'POST',
      url: '/send_password_reset_confirmation/',
      payload: { email: 'unohdin@testi.fi' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const mail = t.mails.filter((candidate) => candidate.to === 'unohdin@testi.fi').at(-1);
    const link = mail ? /(http:\/\/localhost:5173\/auth\/reset_password\?token=\S+)/.exec(mail.text)?.[1] : undefined;
    expect(link).toBeDefined();
    const token = decodeURIComponent(new URL(link ?? '').searchParams.get('token') ?? '');
    const headers = { authorization: `jwt ${token}` };

    // The reset token reads /users/me/ and changes the password once, but opens nothing else.
    const me = await t.request({ method: 'GET', url: '/users/me/', headers });
    expect(me.json<{ id: number }>().id).toBe(user.id);
    const elsewhere = await t.request({ method: 'GET', url: '/new_features/', headers });
    expect(elsewhere.statusCode).toBe(401);

    const newPassword = 'Uusi!Salasana2';
    const changed = await t.request({
      method: 'PATCH',
      url: `/users/${user.id}/change_password/`,
      headers,
      payload: { data: { new_password: newPassword, check_password: newPassword } },
    });
    expect(changed.statusCode).toBe(200);

    const reused = await t.request({
      method: 'PATCH',
      url: `/users/${user.id}/change_password/`,
      headers,
      payload: { data: { new_password: 'Toinen!Salasana3', check_password: 'Toinen!Salasana3' } },
    });
    expect(reused.statusCode).toBe(401);

    expect((await login('unohdin@testi.fi', newPassword)).statusCode).toBe(200);
    expect((await login('unohdin@testi.fi', STRONG_PASSWORD)).statusCode).toBe(401);
    // Old sessions ended with the password change.
    const oldRefresh = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: user.refresh } });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('refuses a reset link after an hour', async () => {
    await registerAndActivate(t, 'myohassa@testi.fi');
    await t.request({
      method: 'POST',
      url: '/send_password_reset_confirmation/',
      payload: { email: 'myohassa@testi.fi' },
    });
    const mail = t.mails.filter((candidate) => candidate.to === 'myohassa@testi.fi').at(-1);
    const token = decodeURIComponent(/token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    t.clock.advance(3_601_000);
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: { authorization: `jwt ${token}` } });
    expect(me.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  /** The wait a 429 announces: its Retry-After (whole seconds) and the same number in the message. */
  function expectThrottled(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    return retryAfter;
  }

  it('defaults to 10 failures per account and 100 requests per address in 60 seconds', () => {
    const config = loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'x' });
    expect(config.authRateLimit).toEqual({ accountMax: 10, addressMax: 100, windowSeconds: 60 });
  });

  it('counts failed sign-ins per account, answers 429 with Retry-After and the wait in the language', async () => {
    const limited = await createTestApp({
      seed: false,
      env: { RATE_LIMIT_AUTH_MAX: '10', RATE_LIMIT_AUTH_ADDRESS_MAX: '100' },
    });
    try {
      await registerAndActivate(limited, 'usein@testi.fi');
      const signIn = (username: string, password: string, language?: string) =>
        limited.request({
          method: 'POST',
          url: '/token/',
          payload: { username, password },
          headers: language ? { 'accept-language': language } : {},
        });
      // Successful sign-ins never count against the account.
      for (let i = 0; i < 12; i++) expect((await signIn('usein@testi.fi', STRONG_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) expect((await signIn('usein@testi.fi', 'Vaara!Salasana1')).statusCode).toBe(401);
      const blocked = await signIn('USEIN@testi.fi ', 'Vaara!Salasana1');
      const wait = expectThrottled(blocked);
      expect(blocked.json()).toEqual({ detail: `Liian monta yritystä. Yritä uudelleen ${wait} sekunnin kuluttua.` });
      // The right password waits too: the account is closed for the rest of the window.
      const english = await signIn('usein@testi.fi', STRONG_PASSWORD, 'en');
      expect(english.json()).toEqual({
        detail: `Too many attempts. Try again in ${expectThrottled(english)} seconds.`,
      });
      // Another account from the same address is not affected (an office shares one address).
      expect((await signIn('toinen@testi.fi', 'Vaara!Salasana1')).statusCode).toBe(401);
      limited.clock.advance(61_000);
      expect((await signIn('usein@testi.fi', STRONG_PASSWORD)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts every auth request per address, sign-ins, PIN and mail-sending alike, and not other addresses', async () => {
    const limited = await createTestApp({
      seed: false,
      env: { RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AUTH_ADDRESS_MAX: '5' },
    });
    try {
      const office = '198.51.100.7';
      const from = (remoteAddress: string) => ({
        token: (username: string) =>
          limited.request({
            method: 'POST',
            url: '/token/',
            remoteAddress,
            payload: { username, password: 'Vaara!Salasana1' },
          }),
        pin: () =>
          limited.request({
            method: 'POST',
            url: '/activate/',
            remoteAddress,
            payload: { email: 'pin@testi.fi', pin_code: '123456' },
          }),
        mail: (url: string) =>
          limited.request({ method: 'POST', url, remoteAddress, payload: { email: 'x@testi.fi' } }),
      });
      const here = from(office);
      expect((await here.token('a@testi.fi')).statusCode).toBe(401);
      expect((await here.token('b@testi.fi')).statusCode).toBe(401);
      expect((await here.pin()).statusCode).toBe(400);
      expect((await here.mail('/send_activation_link/')).statusCode).toBe(200);
      expect((await here.mail('/send_password_reset_confirmation/')).statusCode).toBe(200);
      expectThrottled(await here.token('c@testi.fi'));
      expectThrottled(await here.mail('/send_password_reset_confirmation/'));
      expect((await from('203.0.113.9').token('c@testi.fi')).statusCode).toBe(401);
      limited.clock.advance(61_000);
      expect((await here.token('c@testi.fi')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('behind a reverse proxy (TRUST_PROXY) counts the forwarded client addresses apart', async () => {
    const limited = await createTestApp({
      seed: false,
      env: { RATE_LIMIT_AUTH_MAX: '1000', RATE_LIMIT_AUTH_ADDRESS_MAX: '2', TRUST_PROXY: '1' },
    });
    try {
      const signIn = (client: string) =>
        limited.request({
          method: 'POST',
          url: '/token/',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { username: 'x@testi.fi', password: 'Vaara!Salasana1' },
        });
      expect((await signIn('192.0.2.1')).statusCode).toBe(401);
      expect((await signIn('192.0.2.1')).statusCode).toBe(401);
      expectThrottled(await signIn('192.0.2.1'));
      expect((await signIn('192.0.2.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits password reset mails per account', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_AUTH_MAX: '2' } });
    try {
      const ask = (email: string) =>
        limited.request({ method: 'POST', url: '/send_password_reset_confirmation/', payload: { email } });
      expect((await ask('x@testi.fi')).statusCode).toBe(200);
      expect((await ask('x@testi.fi')).statusCode).toBe(200);
      expectThrottled(await ask(' X@testi.fi'));
      expect((await ask('y@testi.fi')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
