/**
 * The licence card payment: who may start it, what can be bought, and the provider's signed return and
 * server-to-server callback, which make one transition per payment however often and in whatever order they come.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessTables } from '../src/db/migrations/002_business.ts';
import type { LicencePaymentTables } from '../src/db/migrations/008_licence_payment.ts';
import { type PaymentParams, signedQuery, signPaymentParams } from '../src/routes/payments/provider.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };
let basic: { authorization: string };

const db = () => t.db.withTables<BusinessTables & LicencePaymentTables>();

interface AccountAnswer {
  id: number;
  license: number | null;
  license_obj: { name: string; limit_users: number } | null;
  license_valid_until?: string | null;
}

async function account() {
  const response = await t.request({ method: 'GET', url: '/accounts/me/', headers: admin });
  return response.json<AccountAnswer>();
}

async function licenceId(name: string) {
  const row = await db().selectFrom('licences').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

async function subscribe(payload: object = {}, headers = admin) {
  return t.request({ method: 'POST', url: '/accounts/me/subscribe_license/', headers, payload });
}

async function startPayment(payload: object = {}) {
  const response = await subscribe(payload);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string; payment_url: string }>().token;
}

const params = (token: string, status: PaymentParams['checkout-status']): PaymentParams => ({
  'checkout-stamp': token,
  'checkout-status': status,
  'checkout-transaction-id': `tx-${token.slice(-6)}`,
});

const signed = (value: PaymentParams) => ({
  ...value,
  signature: signPaymentParams(value, t.config.paymentProviderSecret),
});

const callback = (value: PaymentParams) =>
  t.request({ method: 'GET', url: `/payments/callback/?${signedQuery(value, t.config.paymentProviderSecret)}` });

const paymentReturn = (body: object) => t.request({ method: 'POST', url: '/payments/return/', payload: body });

async function paymentRow(token: string) {
  return db().selectFrom('licence_payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
}

async function paymentCount() {
  const rows = await db().selectFrom('licence_payments').select('token').execute();
  return rows.length;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  basic = (await t.loginAs('laura.nieminen@demo.siirto.fi')).headers;
});
afterAll(() => t.close());

beforeEach(async () => {
  // Every case starts from an account on Basic that was never paid by card.
  const basicId = await licenceId('Basic');
  await db()
    .updateTable('accounts')
    .set({ license_id: basicId, license_valid_until: null })
    .where('id', '=', (await account()).id)
    .execute();
});

describe('who may pay and what', () => {
  it('refuses a basic user of the account, starting no payment', async () => {
    const before = await paymentCount();
    const refused = await subscribe({}, basic);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'ACCOUNT_ADMIN_ROLE_REQUIRED' });
    expect(await paymentCount()).toBe(before);
  });

  it('refuses to sell Free or a price-on-request licence', async () => {
    const before = await paymentCount();
    for (const name of ['Free', 'Enterprise']) {
      const refused = await subscribe({ license: await licenceId(name) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('license');
    }
    const english = await t.request({
      method: 'POST',
      url: '/accounts/me/subscribe_license/',
      headers: { ...admin, 'accept-language': 'en' },
      payload: { license: await licenceId('Free') },
    });
    expect(english.json()).toEqual({
      license: ['This licence cannot be bought by card. Please contact customer support.'],
    });
    // An account on a licence that cannot be bought has nothing to pay with an empty body either.
    await db()
      .updateTable('accounts')
      .set({ license_id: await licenceId('Enterprise') })
      .where('id', '=', (await account()).id)
      .execute();
    expect((await subscribe()).statusCode).toBe(400);
    expect(await paymentCount()).toBe(before);
  });

  it('answers the same pending payment to a second click instead of starting another', async () => {
    const first = await startPayment();
    const second = await startPayment();
    expect(second).toBe(first);
  });
});

describe('the test payment page and the signed return', () => {
  it('pays: the account switches to the paid licence and its user limit for one month', async () => {
    await db()
      .updateTable('accounts')
      .set({ license_id: await licenceId('Free') })
      .where('id', '=', (await account()).id)
      .execute();
    expect((await account()).license_obj?.name).toBe('Free');
    const token = await startPayment({ license: await licenceId('Basic') });

    const page = await t.request({ method: 'GET', url: `/payments/test/?token=${token}` });
    expect(page.body).toContain('Basic');
    // the amount and the VAT percent as the dashboard prints them (it was "49,00 € / kk (sis. ALV 25.5 %)")
    expect(page.body).toContain('49,00\u00a0€ / kk (sis. ALV 25,5\u00a0%)');
    const english = await t.request({
      method: 'GET',
      url: `/payments/test/?token=${token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toContain('€49.00 / month (incl. VAT 25.5%)');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/payments/test/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&action=pay`,
    });
    expect(paid.statusCode).toBe(303);
    const location = new URL(paid.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/payment/success');
    const returned = await paymentReturn(Object.fromEntries(location.searchParams));
    expect(returned.statusCode).toBe(200);
    const now = t.clock.now();
    const monthLater = new Date(now);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(returned.json()).toMatchObject({ status: 'paid', license_name: 'Basic', limit_users: 10 });

    const after = await account();
    expect(after.license_obj).toMatchObject({ name: 'Basic', limit_users: 10 });
    expect(new Date(after.license_valid_until ?? 0).getUTCDate()).toBe(monthLater.getUTCDate());
    expect(after.license_valid_until?.slice(0, 7)).toBe(monthLater.toISOString().slice(0, 7));
  });

  it('cancels: the cancelled page, the licence unchanged', async () => {
    const before = await account();
    const token = await startPayment();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/payments/test/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&action=cancel`,
    });
    const location = new URL(cancelled.headers.location as string);
    expect(location.pathname).toBe('/payment/cancelled');
    const returned = await paymentReturn(Object.fromEntries(location.searchParams));
    expect(returned.json()).toMatchObject({ status: 'cancelled', valid_until: null });
    expect(await account()).toEqual(before);
  });

  it('changes nothing on a tampered or forged return, which it refuses', async () => {
    const before = await account();
    const token = await startPayment();
    const cancelledReturn = signed(params(token, 'fail'));
    // The payer edits the address: fail -> ok, keeping the signature.
    const tampered = await paymentReturn({ ...cancelledReturn, 'checkout-status': 'ok' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ errorCode: 'PAYMENT_SIGNATURE_INVALID' });
    const forged = await paymentReturn({ ...params(token, 'ok'), signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    const wrongKey = await t.request({
      method: 'GET',
      url: `/payments/callback/?${signedQuery(params(token, 'ok'), 'not the shared secret')}`,
    });
    expect(wrongKey.statusCode).toBe(400);
    const unsigned = await paymentReturn(params(token, 'ok'));
    expect(unsigned.statusCode).toBe(400);

    expect((await paymentRow(token)).status).toBe('pending');
    expect(await account()).toEqual(before);
  });
});

describe('one transition per payment', () => {
  it('pays once when the callback comes before the return, and a replayed callback adds nothing', async () => {
    const token = await startPayment();
    expect((await callback(params(token, 'ok'))).json()).toEqual({ status: 'paid' });
    const paidUntil = (await account()).license_valid_until;
    expect(paidUntil).toBeTruthy();

    expect((await paymentReturn(signed(params(token, 'ok')))).json()).toMatchObject({ status: 'paid' });
    expect((await callback(params(token, 'ok'))).json()).toEqual({ status: 'paid' });
    // A late signed "fail" for a paid payment does not cancel it either.
    expect((await callback(params(token, 'fail'))).json()).toEqual({ status: 'paid' });

    expect((await account()).license_valid_until).toBe(paidUntil);
    expect((await paymentRow(token)).status).toBe('paid');
  });

  it('pays once when two callbacks arrive at the same time', async () => {
    const token = await startPayment();
    const answers = await Promise.all([callback(params(token, 'ok')), callback(params(token, 'ok'))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const paidUntil = new Date((await account()).license_valid_until ?? 0);
    const monthLater = new Date(t.clock.now());
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(paidUntil.toISOString().slice(0, 10)).toBe(monthLater.toISOString().slice(0, 10));
  });

  it('stays pending on a pending return until the callback confirms it', async () => {
    const token = await startPayment();
    const pending = await paymentReturn(signed(params(token, 'pending')));
    expect(pending.json()).toMatchObject({ status: 'pending', valid_until: null });
    expect((await account()).license_valid_until).toBeNull();
    await callback(params(token, 'ok'));
    expect((await paymentReturn(signed(params(token, 'pending')))).json()).toMatchObject({ status: 'paid' });
  });

  it('renews the same licence from the end of the paid month', async () => {
    await callback(params(await startPayment(), 'ok'));
    const first = new Date((await account()).license_valid_until ?? 0);
    await callback(params(await startPayment(), 'ok'));
    const second = new Date((await account()).license_valid_until ?? 0);
    const expected = new Date(first);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(second.toISOString().slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
  });
});
