/** POST /activate_invitated/: an invited account user activates with the e-mailed token and is signed in. */
import { freePort } from '../scripts/postgres-cluster.mjs';
import { MailDev } from 'maildev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, randomToken, sha256 } from '../src/auth/passwords.ts';
import { createSmtpMailer } from '../src/mail/mailer.ts';
import { assertMatchesContract } from './support/contract.ts';
import { STRONG_PASSWORD } from './support/fixtures.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/harness.ts';

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

  it("without a password (the spec's three fields) leaves no password to sign in with", async () => {
    const { token } = await invite('ilman.salasanaa@testi.fi');
    const activated = await t.request({
      method: 'POST',
      url: '/activate_invitated/',
      payload: { first_name: 'Ilma', last_name: 'Salasana', token },
    });
    expect(activated.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/token/',
      payload: { username: 'ilman.salasanaa@testi.fi', password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });
});

interface CapturedMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

describe('an account admin invites a user, who chooses a password from the mailed link (real SMTP, over HTTP)', () => {
  let app: TestApp;
  let maildev: MailDev;
  let inbox: string;
  let api: string;

  beforeAll(async () => {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
    await maildev.start();
    inbox = `http://127.0.0.1:${webPort}`;
    app = await createTestApp({
      mailer: createSmtpMailer({ host: '127.0.0.1', port: smtpPort, from: 'Siirto <no-reply@siirto.fi>' }),
    });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    api = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app.close();
    await maildev.stop();
  });

  /** fetch the API over HTTP; every answer must match the contract. */
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    assertMatchesContract(method, path, {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
    });
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  async function waitForMail(to: string, subject: RegExp): Promise<CapturedMail> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await fetch(`${inbox}/api/email`);
      const mails = (await response.json()) as CapturedMail[];
      const mail = mails.reverse().find((m) => m.to.some((r) => r.address === to) && subject.test(m.subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail '${String(subject)}' to ${to}`);
  }

  /** The demo account admin invites `email` as a basic account user; answers the mailed invitation link. */
  async function inviteByMail(email: string): Promise<URL> {
    const admin = await call('POST', '/token/', { username: 'admin@demo.siirto.fi', password: DEMO_PASSWORD });
    const headers = { authorization: `jwt ${String(admin.json.access)}` };
    const own = await call('GET', '/account_users/', undefined, headers);
    const rows = own.json.results as { account_user_portfolios: { portfolio: number }[] }[];
    const portfolio = rows[0]?.account_user_portfolios[0]?.portfolio;
    expect(portfolio).toBeTypeOf('number');
    const invited = await call(
      'POST',
      '/invitate_user/',
      {
        username: email,
        email,
        user_type: 1,
        user_invitation: true,
        password: 'placeholder',
        language: 'fi',
        portfolios: [portfolio],
      },
      headers,
    );
    expect(invited.status).toBe(201);
    const mail = await waitForMail(email, /kutsu tiliin/);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error('no link in the invitation mail');
    return new URL(link);
  }

  it('links to the invitation page; the chosen password works afterwards and only then; the link works once', async () => {
    const email = 'kutsuttu.kayttaja@testi.fi';
    const password = 'Oma!Salasana42';
    const link = await inviteByMail(email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/auth/invitation/account');
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    // before the invitation is accepted, the password the invitee is about to choose does not sign in
    const early = await call('POST', '/token/', { username: email, password });
    expect(early.status).toBe(401);

    const activated = await call('POST', '/activate_invitated/', {
      first_name: 'Kaisa',
      last_name: 'Kutsuttu',
      token,
      password,
    });
    expect(activated.status).toBe(200);
    const me = await call('GET', '/users/me/', undefined, { authorization: `jwt ${String(activated.json.access)}` });
    expect(me.json).toMatchObject({ email, full_name: 'Kaisa Kutsuttu', activated: true });

    const login = await call('POST', '/token/', { username: email, password });
    expect(login.status).toBe(200);
    expect(login.json.access).toBeTypeOf('string');
    const wrong = await call('POST', '/token/', { username: email, password: STRONG_PASSWORD });
    expect(wrong.status).toBe(401);

    const reused = await call('POST', '/activate_invitated/', {
      first_name: 'Toinen',
      last_name: 'Yritys',
      token,
      password: 'Toinen!Salasana7',
    });
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ token: ['Kutsu ei ole voimassa'] });
    // the refused second use changed nothing
    expect((await call('POST', '/token/', { username: email, password })).status).toBe(200);
    expect((await call('POST', '/token/', { username: email, password: 'Toinen!Salasana7' })).status).toBe(401);
  });

  it('refuses a weak password with the password rules as field errors and keeps the invitation usable', async () => {
    const email = 'heikko.salasana@testi.fi';
    const link = await inviteByMail(email);
    const token = link.searchParams.get('token') ?? '';

    const weak = await call('POST', '/activate_invitated/', {
      first_name: 'Heikki',
      last_name: 'Heikko',
      token,
      password: 'heikko',
    });
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({
      password: [
        'Salasanan tulee olla vähintään 8 merkkiä pitkä',
        'Salasanassa tulee olla numero',
        'Salasanassa tulee olla iso kirjain',
        'Salasanassa tulee olla erikoismerkki',
      ],
    });
    const english = await call(
      'POST',
      '/activate_invitated/',
      { first_name: 'Heikki', last_name: 'Heikko', token, password: 'Has space1!' },
      { 'accept-language': 'en' },
    );
    expect(english.status).toBe(400);
    expect(english.json).toEqual({ password: ['Whitespace is not allowed'] });

    const activated = await call('POST', '/activate_invitated/', {
      first_name: 'Heikki',
      last_name: 'Vahva',
      token,
      password: STRONG_PASSWORD,
    });
    expect(activated.status).toBe(200);
    expect((await call('POST', '/token/', { username: email, password: STRONG_PASSWORD })).status).toBe(200);
  });
});
