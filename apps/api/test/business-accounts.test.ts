/** Account, account users, licences, the licence payment, enums and cities. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };
let basic: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  basic = (await t.loginAs('laura.nieminen@demo.siirto.fi')).headers;
});
afterAll(() => t.close());

describe('licences and the account', () => {
  it('lists Free, Basic and Enterprise with user limits; only Enterprise has APIs and an own database', async () => {
    const response = await t.request({ method: 'GET', url: '/licenses/', headers: basic });
    const licences = response.json<{ name: string; price: number | null; limit_users: number; features: string[] }[]>();
    expect(licences.map((licence) => licence.name)).toEqual(['Free', 'Basic', 'Enterprise']);
    expect(licences[0]).toMatchObject({ price: 0, limit_users: 1 });
    expect(licences[1]).toMatchObject({ price: 49, limit_users: 10 });
    expect(licences[2]).toMatchObject({ price: null, limit_users: 1000 });
    for (const licence of licences) {
      const enterprise = licence.name === 'Enterprise';
      expect(licence.features.includes('api')).toBe(enterprise);
      expect(licence.features.includes('own_database')).toBe(enterprise);
    }
  });

  it('answers the account with its licence; only staff may change the licence', async () => {
    const account = await t.request({ method: 'GET', url: '/accounts/me/', headers: basic });
    const body = account.json<{ id: number; license_obj: { name: string }; license_price: number }>();
    expect(body.license_obj.name).toBe('Basic');
    const byBasic = await t.request({
      method: 'PATCH',
      url: `/account/${body.id}/`,
      headers: basic,
      payload: { name: 'X' },
    });
    expect(byBasic.statusCode).toBe(403);
    const upgrade = await t.request({
      method: 'PATCH',
      url: `/account/${body.id}/`,
      headers: admin,
      payload: { license: 3 },
    });
    expect(upgrade.statusCode).toBe(400);
    expect(upgrade.json()).toHaveProperty('license');
    const renamed = await t.request({
      method: 'PATCH',
      url: `/account/${body.id}/`,
      headers: admin,
      payload: { account: body.id, name: 'Demo Kuljetus Oy', license: 2, type: 'company' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('starts a licence payment that the test payment page completes or cancels', async () => {
    const started = await t.request({
      method: 'POST',
      url: '/accounts/me/subscribe_license/',
      headers: admin,
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    const { token, payment_url: paymentUrl } = started.json<{ token: string; payment_url: string }>();
    // Without PAYMENT_PROVIDER_URL the payer goes to this API's own test payment page.
    expect(paymentUrl).toBe(`${t.config.apiBaseUrl}/payments/test/?token=${token}`);

    const page = await t.request({ method: 'GET', url: `/payments/test/?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Demo Kuljetus Oy');
    expect(page.body).toContain('value="pay"');
    expect(page.body).toContain('value="cancel"');
    expect(page.body).toContain('>Maksa</button>');
    const english = await t.request({
      method: 'GET',
      url: `/payments/test/?token=${token}`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('>Pay</button>');
    expect(english.body).toContain('Test payment page: no card details are asked and no money is charged.');

    const paid = await t.app.inject({
      method: 'POST',
      url: '/payments/test/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&action=pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^http:\/\/localhost:5173\/payment\/success\?checkout-stamp=/);
    const after = await t.request({ method: 'GET', url: `/payments/test/?token=${token}` });
    expect(after.body).toContain('Maksu on jo suoritettu');

    const second = await t.request({
      method: 'POST',
      url: '/accounts/me/subscribe_license/',
      headers: admin,
      payload: {},
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/payments/test/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${second.json<{ token: string }>().token}&action=cancel`,
    });
    expect(cancelled.headers.location).toMatch(/^http:\/\/localhost:5173\/payment\/cancelled\?checkout-stamp=/);

    const unknown = await t.request({ method: 'GET', url: '/payments/test/?token=pay_unknown_token' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Maksua ei löydy');
  });
});

describe('the payment provider', () => {
  it('sends the payer to PAYMENT_PROVIDER_URL as configured, keeping its own query', async () => {
    const provider = await createTestApp({
      env: {
        PAYMENT_PROVIDER_URL: 'https://pay.example.com/payments/test/checkout?shop=siirto',
        PAYMENT_PROVIDER_SECRET: 'shared-with-the-provider',
      },
    });
    try {
      const headers = (await provider.loginAs('admin@demo.siirto.fi')).headers;
      const started = await provider.request({
        method: 'POST',
        url: '/accounts/me/subscribe_license/',
        headers,
        payload: {},
      });
      const { token, payment_url: paymentUrl } = started.json<{ token: string; payment_url: string }>();
      expect(paymentUrl).toBe(`https://pay.example.com/payments/test/checkout?shop=siirto&token=${token}`);
    } finally {
      await provider.close();
    }
  });

  it("the test payment page's answers, its 404s included, carry the API's security headers", async () => {
    const security = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy'];
    const api = await t.request({ method: 'GET', url: '/users/me/', headers: admin });
    expect(api.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    const { token } = (
      await t.request({ method: 'POST', url: '/accounts/me/subscribe_license/', headers: admin, payload: {} })
    ).json<{ token: string }>();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const answers = [
      await t.app.inject({ method: 'GET', url: `/payments/test/?token=${token}` }),
      await t.app.inject({ method: 'GET', url: '/payments/test/?token=unknown-token-1234' }),
      await t.app.inject({ method: 'GET', url: '/payments/test/' }),
      await t.app.inject({
        method: 'POST',
        url: '/payments/test/',
        headers: form,
        payload: 'token=unknown-token-1234',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/payments/test/',
        headers: form,
        payload: `token=${'x'.repeat(5000)}`,
      }),
      await t.app.inject({ method: 'GET', url: '/payments/test/unknown' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 404, 413, 404]);
    for (const answer of answers) {
      for (const name of security) expect(answer.headers[name], name).toBe(api.headers[name]);
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('account users', () => {
  it('shows admins every account user and basic users only themselves', async () => {
    const all = await t.request({ method: 'GET', url: '/account_users/?limit=30&offset=0', headers: admin });
    expect(all.json<{ count: number }>().count).toBe(3);
    const own = await t.request({ method: 'GET', url: '/account_users/', headers: basic });
    const body = own.json<{ count: number; results: { user: { email: string } }[] }>();
    expect(body.count).toBe(1);
    expect(body.results[0]?.user.email).toBe('laura.nieminen@demo.siirto.fi');
  });

  it('needs at least one portfolio; basic users cannot edit', async () => {
    const list = await t.request({ method: 'GET', url: '/account_users/', headers: admin });
    const laura = list
      .json<{ results: { id: number; user: { email: string } }[] }>()
      .results.find((row) => row.user.email === 'laura.nieminen@demo.siirto.fi');
    const empty = await t.request({
      method: 'PATCH',
      url: `/account_users/${laura?.id}/`,
      headers: admin,
      payload: { portfolios: [] },
    });
    expect(empty.json()).toEqual({ portfolios: ['Valitse vähintään yksi portfolio'] });
    const byBasic = await t.request({
      method: 'PATCH',
      url: `/account_users/${laura?.id}/`,
      headers: basic,
      payload: { user_type: 2 },
    });
    expect(byBasic.statusCode).toBe(403);
  });

  it('invites an account user by e-mail, who activates with the mailed link and gets a session', async () => {
    const account = await t.request({ method: 'GET', url: '/accounts/me/', headers: admin });
    const company = await t.request({ method: 'GET', url: '/companies/me/', headers: admin });
    const invited = await t.request({
      method: 'POST',
      url: '/invitate_user/',
      headers: admin,
      payload: {
        username: 'tilikayttaja@example.com',
        email: 'tilikayttaja@example.com',
        user_type: 1,
        user_invitation: true,
        password: 'placeholder',
        language: 'fi',
        portfolios: [company.json<{ id: number }>().id],
      },
    });
    expect(invited.statusCode).toBe(201);
    const accountUser = invited.json<{ user: { id: number; activated: boolean }; account: number }>();
    expect(accountUser).toMatchObject({ account: account.json<{ id: number }>().id, user: { activated: false } });
    const again = await t.request({
      method: 'POST',
      url: '/invitate_user/',
      headers: admin,
      payload: { username: 'tilikayttaja@example.com', user_type: 1, portfolios: [company.json<{ id: number }>().id] },
    });
    expect(again.json()).toMatchObject({ errorCode: 'USER_EXISTS_IN_ACCOUNT' });

    const resent = await t.request({
      method: 'POST',
      url: `/users/${accountUser.user.id}/send_invitation/`,
      headers: admin,
    });
    expect(resent.json()).toEqual({ detail: 'Kutsu lähetetty' });
    const link = /\/auth\/invitation\/account\?token=(\S+)/.exec(t.mails.at(-1)?.text ?? '');
    const activated = await t.request({
      method: 'POST',
      url: '/activate_invitated/',
      payload: { first_name: 'Tiina', last_name: 'Tili', token: decodeURIComponent(link?.[1] ?? '') },
    });
    expect(activated.statusCode).toBe(200);
    const session = activated.json<{ access?: string; access_token?: string }>();
    const me = await t.request({
      method: 'GET',
      url: '/users/me/',
      headers: { authorization: `jwt ${session.access ?? session.access_token ?? ''}` },
    });
    expect(me.json()).toMatchObject({ email: 'tilikayttaja@example.com', first_name: 'Tiina', activated: true });
    const byBasic = await t.request({
      method: 'POST',
      url: `/users/${accountUser.user.id}/send_invitation/`,
      headers: basic,
    });
    expect(byBasic.statusCode).toBe(403);
  });
});

describe('enums and cities', () => {
  it('answers enum labels in the requested language with the translations', async () => {
    const fi = await t.request({ method: 'GET', url: '/enums/' });
    const en = await t.request({ method: 'GET', url: '/enums/', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const state = (body: Record<string, { value: number; label: string }[]>) =>
      body['transports.transport.state']?.find((option) => option.value === 5)?.label;
    expect(state(fi.json())).toBe('Kuljetuksessa');
    expect(state(en.json())).toBe('In transit');
    expect(fi.json<{ translations: { key: string }[] }>().translations.length).toBeGreaterThan(0);
  });

  it('lists every Finnish municipality once, ordered by name in the Finnish alphabet', async () => {
    const response = await t.request({ method: 'GET', url: '/sk_locations/cities/?ordering=name' });
    const cities = response.json<{ id: number; name: string }[]>();
    expect(cities.length).toBeGreaterThan(300);
    expect(new Set(cities.map((city) => city.name)).size).toBe(cities.length);
    expect(cities).toContainEqual({ id: 91, name: 'Helsinki' });
    expect(cities).toContainEqual({ id: 837, name: 'Tampere' });
    expect(cities[0]?.name).toBe('Akaa');
    expect(cities.at(-1)?.name).toBe('Äänekoski');
    const reversed = await t.request({ method: 'GET', url: '/sk_locations/cities/?ordering=-name' });
    expect(reversed.json<{ name: string }[]>()[0]?.name).toBe('Äänekoski');
  });
});
