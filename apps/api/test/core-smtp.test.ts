/** Over real HTTP with a real SMTP capture (an embedded MailDev on free ports): sign-up, PIN mail, activation, sign-in. */
import { freePort } from '../scripts/postgres-cluster.mjs';
import { MailDev } from 'maildev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/mail/mailer.ts';
import { assertMatchesContract } from './support/contract.ts';
import { ensureCity, registrationBody, STRONG_PASSWORD } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

interface CapturedMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

let t: TestApp;
let maildev: MailDev;
let inbox: string;
let api: string;

beforeAll(async () => {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  inbox = `http://127.0.0.1:${webPort}`;
  t = await createTestApp({
    seed: false,
    mailer: createSmtpMailer({ host: '127.0.0.1', port: smtpPort, from: 'Siirto <no-reply@siirto.fi>' }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  api = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await t.close();
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

describe('sign-up to sign-in over HTTP with a real SMTP inbox', () => {
  it('registers, receives the PIN by e-mail, activates and signs in', async () => {
    const cityId = await ensureCity(t.db);
    const email = 'smtp.kayttaja@testi.fi';

    const registered = await call('POST', '/companies/register/', registrationBody(cityId, email));
    expect(registered.status).toBe(201);

    const mail = await waitForMail(email, /aktivointikoodi/);
    const pin = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(pin).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('20 minuuttia');

    const activated = await call('POST', '/activate/', { email, pin_code: pin });
    expect(activated.status).toBe(200);
    expect(typeof activated.json.access_token).toBe('string');

    const login = await call('POST', '/token/', { username: email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    const me = await call('GET', '/users/me/', undefined, { authorization: `JWT ${String(login.json.access)}` });
    expect(me.json).toMatchObject({ email, activated: true });
  });

  it('mails the password reset link in the user language', async () => {
    const cityId = await ensureCity(t.db);
    const email = 'smtp.english@testi.fi';
    await call('POST', '/companies/register/', registrationBody(cityId, email));
    await t.db.updateTable('users').set({ language: 'en' }).where('username', '=', email).execute();
    const response = await call('POST', '/send_password_reset_confirmation/', { email });
    expect(response.status).toBe(200);
    const mail = await waitForMail(email, /reset your password/);
    expect(mail.text).toMatch(/http:\/\/localhost:5173\/auth\/reset_password\?token=/);
  });
});
