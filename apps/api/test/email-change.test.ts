/**
 * Issue 28 item 13: a change of a user's e-mail (the sign-in name), by the user or by a company admin, takes effect
 * only when the link mailed to the new address is opened; the old address is told at once; until then the user
 * signs in with the old address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndActivate, STRONG_PASSWORD } from './support/fixtures.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/token/', payload: { username, password } });

/** The newest mail to `to` (sent after the answer, so waited for). */
async function mailTo(to: string) {
  return vi.waitFor(() => {
    const mail = t.mails.filter((message) => message.to === to).at(-1);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  });
}

const tokenOf = (text: string) => /\/auth\/email\/confirm\?token=([\w-]+)/.exec(text)?.[1] ?? '';

const confirm = (token: string, language = 'fi') =>
  t.request({
    method: 'POST',
    url: '/users/confirm_email/',
    headers: { 'accept-language': language },
    payload: { token },
  });

describe("the user's own e-mail change", () => {
  it('waits for the link mailed to the new address, tells the old one, and works once', async () => {
    const user = await registerAndActivate(t, 'vanhanimi@testi.fi');
    await registerAndActivate(t, 'varattu@testi.fi');
    const taken = await t.request({
      method: 'PATCH',
      url: `/users/${String(user.id)}/`,
      headers: user.headers,
      payload: { username: 'Varattu@testi.fi' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toHaveProperty('username');

    const asked = await t.request({
      method: 'PATCH',
      url: `/users/${String(user.id)}/`,
      headers: user.headers,
      payload: { username: 'uusinimi@testi.fi' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      username: 'vanhanimi@testi.fi',
      email: 'vanhanimi@testi.fi',
      pending_email: 'uusinimi@testi.fi',
    });
    // nothing changed yet: the old address signs in, the new one does not
    expect((await signIn('uusinimi@testi.fi', STRONG_PASSWORD)).statusCode).not.toBe(200);
    expect((await signIn('vanhanimi@testi.fi', STRONG_PASSWORD)).statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: user.headers });
    expect(me.json()).toMatchObject({ username: 'vanhanimi@testi.fi', pending_email: 'uusinimi@testi.fi' });

    const link = await mailTo('uusinimi@testi.fi');
    expect(link.subject).toBe('Siirto: vahvista uusi sähköpostiosoite');
    const notice = await mailTo('vanhanimi@testi.fi');
    expect(notice.text).toContain('uusinimi@testi.fi');
    expect(tokenOf(notice.text)).toBe('');

    const done = await confirm(tokenOf(link.text), 'en');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      detail: 'Your e-mail address was changed. Sign in with the new address from now on.',
    });
    expect((await signIn('uusinimi@testi.fi', STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('vanhanimi@testi.fi', STRONG_PASSWORD)).statusCode).not.toBe(200);
    const after = await t.request({ method: 'GET', url: '/users/me/', headers: user.headers });
    expect(after.json()).toMatchObject({
      username: 'uusinimi@testi.fi',
      email: 'uusinimi@testi.fi',
      pending_email: null,
    });

    // the link works once
    const again = await confirm(tokenOf(link.text));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Tunniste on virheellinen tai vanhentunut' });
  });

  it('replaces an older link with a newer request, and refuses a link after 48 hours', async () => {
    const user = await registerAndActivate(t, 'kahdesti@testi.fi');
    const ask = (username: string) =>
      t.request({ method: 'PATCH', url: `/users/${String(user.id)}/`, headers: user.headers, payload: { username } });
    await ask('eka@testi.fi');
    const first = tokenOf((await mailTo('eka@testi.fi')).text);
    await ask('toka@testi.fi');
    const second = tokenOf((await mailTo('toka@testi.fi')).text);
    expect((await confirm(first)).statusCode).toBe(400);
    t.clock.advance(48 * 60 * 60_000 + 1_000);
    expect((await confirm(second)).statusCode).toBe(400);
    expect((await signIn('kahdesti@testi.fi', STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe("a company admin's change of a member's e-mail", () => {
  it('leaves the member signing in with the old address until the link is opened, and tells the old address who asked', async () => {
    const admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
    const members = await t.request({ method: 'GET', url: '/companies/me/users/?limit=30&offset=0', headers: admin });
    const laura = members
      .json<{ results: { id: number; user: { email: string } }[] }>()
      .results.find((member) => member.user.email === 'laura.nieminen@demo.siirto.fi');
    const url = `/companies/me/users/${String(laura?.id)}/`;
    const taken = await t.request({ method: 'PATCH', url, headers: admin, payload: { email: 'user@demo.siirto.fi' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toHaveProperty('email');

    const saved = await t.request({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { email: 'admin.hallussa@testi.fi', first_name: 'Laura' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ user: { email: 'laura.nieminen@demo.siirto.fi' } });
    // the admin cannot take the member's sign-in over by resetting the password of the new address
    expect((await signIn('admin.hallussa@testi.fi', DEMO_PASSWORD)).statusCode).not.toBe(200);
    await t.request({
      method: 'POST',
      url: '/send_password_reset_confirmation/',
      payload: { email: 'admin.hallussa@testi.fi' },
    });
    expect(t.mails.some((mail) => mail.to === 'admin.hallussa@testi.fi' && mail.subject.includes('salasana'))).toBe(
      false,
    );
    expect((await signIn('laura.nieminen@demo.siirto.fi', DEMO_PASSWORD)).statusCode).toBe(200);

    const notice = await mailTo('laura.nieminen@demo.siirto.fi');
    expect(notice.text).toContain('admin.hallussa@testi.fi');
    expect(notice.text).toMatch(/pyysi|asked/);
    const link = await mailTo('admin.hallussa@testi.fi');
    expect((await confirm(tokenOf(link.text))).statusCode).toBe(200);
    expect((await signIn('admin.hallussa@testi.fi', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
