/**
 * Issue 13 (API): malformed multipart, sessions after a password change, non-object bodies, invoicing e-mail and
 * real images, CORS, Cache-Control, and messages in the request's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from './support/fixtures.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

function multipartBody(boundary: string, parts: string[], close = true) {
  const chunks = parts.map((part) => `--${boundary}\r\n${part}\r\n`);
  return chunks.join('') + (close ? `--${boundary}--\r\n` : '');
}

function pictureBody(data: Buffer) {
  const boundary = 'siirtoTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="kuva.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function signIn(email: string, password = DEMO_PASSWORD) {
  return t.loginAs(email, password);
}

async function myId(headers: Record<string, string>) {
  const me = await t.request({ method: 'GET', url: '/users/me/', headers });
  return me.json<{ id: number }>().id;
}

describe('malformed multipart bodies', () => {
  it('answer 400 with a clear message (no closing boundary, no boundary) and change nothing', async () => {
    const user = await signIn('user@demo.siirto.fi');
    const id = await myId(user.headers);
    const boundary = 'siirtoRajaus';
    const cases = [
      {
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: multipartBody(boundary, ['Content-Disposition: form-data; name="first_name"\r\n\r\nRikki'], false),
      },
      {
        contentType: 'multipart/form-data',
        payload: multipartBody(boundary, ['Content-Disposition: form-data; name="first_name"\r\n\r\nRikki']),
      },
      { contentType: `multipart/form-data; boundary=${boundary}`, payload: `--${boundary}\r\nContent-Disposit` },
    ];
    for (const { contentType, payload } of cases) {
      const finnish = await t.request({
        method: 'PATCH',
        url: `/users/${id}/`,
        headers: { ...user.headers, 'content-type': contentType },
        payload,
      });
      expect(finnish.statusCode, contentType).toBe(400);
      expect(finnish.json()).toEqual({
        detail: 'Lomakkeen sisältö (multipart/form-data) on virheellinen tai keskeneräinen.',
      });
      const english = await t.request({
        method: 'PATCH',
        url: `/users/${id}/`,
        headers: { ...user.headers, 'content-type': contentType, 'accept-language': 'en' },
        payload,
      });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({ detail: 'The form body (multipart/form-data) is malformed or incomplete.' });
    }
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: user.headers });
    expect(me.json<{ first_name: string }>().first_name).not.toBe('Rikki');
  });

  it('are refused by every operation that takes only JSON', async () => {
    const admin = await signIn('admin@demo.siirto.fi');
    const boundary = 'siirtoRajaus';
    const payload = multipartBody(boundary, ['Content-Disposition: form-data; name="name"\r\n\r\nLomake']);
    for (const [method, url] of [
      ['POST', '/business_locations/'],
      ['POST', '/transports/company/'],
      ['PATCH', '/users/0/change_password/'],
    ] as const) {
      const response = await t.request({
        method,
        url,
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ detail: 'Tämä toiminto ottaa vastaan vain JSONia (application/json).' });
    }
  });
});

describe('a password change ends every earlier session', () => {
  it('refuses earlier access, refresh and reset tokens at once; the new password works', async () => {
    const email = 'laura.nieminen@demo.siirto.fi';
    const changing = await signIn(email);
    const other = await signIn(email);
    const id = await myId(changing.headers);
    await t.request({ method: 'POST', url: '/send_password_reset_confirmation/', payload: { email } });
    const mail = t.mails.filter((candidate) => candidate.to === email).at(-1);
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(resetToken).not.toBe('');

    const changed = await t.request({
      method: 'PATCH',
      url: `/users/${id}/change_password/`,
      headers: changing.headers,
      payload: {
        data: { current_password: DEMO_PASSWORD, new_password: STRONG_PASSWORD, check_password: STRONG_PASSWORD },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ detail: 'Salasana vaihdettu' });

    for (const headers of [changing.headers, other.headers, { authorization: `jwt ${resetToken}` }]) {
      const me = await t.request({ method: 'GET', url: '/users/me/', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({ code: 'token_not_valid' });
    }
    for (const refresh of [changing.refresh, other.refresh]) {
      const refreshed = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh } });
      expect(refreshed.statusCode).toBe(401);
    }
    const fresh = await signIn(email, STRONG_PASSWORD);
    expect((await t.request({ method: 'GET', url: '/users/me/', headers: fresh.headers })).statusCode).toBe(200);
    const refreshed = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: fresh.refresh } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('a password reset through the mailed link ends the sessions signed in before it', async () => {
    const email = 'staff@demo.siirto.fi';
    const before = await signIn(email);
    const id = await myId(before.headers);
    await t.request({ method: 'POST', url: '/send_password_reset_confirmation/', payload: { email } });
    const mail = t.mails.filter((candidate) => candidate.to === email).at(-1);
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(mail?.text ?? '')?.[1] ?? '');
    const reset = await t.request({
      method: 'PATCH',
      url: `/users/${id}/change_password/`,
      headers: { authorization: `jwt ${resetToken}` },
      payload: { data: { new_password: STRONG_PASSWORD, check_password: STRONG_PASSWORD } },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/users/me/', headers: before.headers })).statusCode).toBe(401);
    const refreshed = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh: before.refresh } });
    expect(refreshed.statusCode).toBe(401);
    expect((await signIn(email, STRONG_PASSWORD)).access).not.toBe('');
  });
});

describe('request bodies that are not JSON objects', () => {
  it('answer 400 on every JSON operation, and POST /transports/company/ creates no draft', async () => {
    const admin = await signIn('admin@demo.siirto.fi');
    const userId = await myId(admin.headers);
    const locations = await t.request({ method: 'GET', url: '/business_locations/', headers: admin.headers });
    const locationId = locations.json<{ id: number }[]>()[0]?.id;
    const account = await t.request({ method: 'GET', url: '/accounts/me/', headers: admin.headers });
    const company = await t.request({ method: 'GET', url: '/companies/me/', headers: admin.headers });
    const transportCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('transports')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await transportCount();
    const operations: [string, string][] = [
      ['POST', '/transports/company/'],
      ['PATCH', `/users/${userId}/`],
      ['PATCH', `/business_locations/${locationId}/`],
      ['POST', '/business_locations/'],
      ['PATCH', `/companies/${company.json<{ id: number }>().id}/`],
      ['PATCH', `/account/${account.json<{ id: number }>().id}/`],
      ['POST', '/companies/me/invitations/'],
      ['POST', '/invitate_user/'],
      ['PATCH', `/users/${userId}/change_password/`],
      ['POST', '/token/'],
      ['POST', '/token/refresh/'],
      ['POST', '/companies/register/'],
      ['POST', '/send_password_reset_confirmation/'],
    ];
    const bodies: [string, string][] = [
      ['application/json', '[]'],
      ['application/json', '"hello"'],
      ['application/json', 'null'],
      ['application/json', '123'],
      ['text/plain', 'hello'],
    ];
    for (const [method, url] of operations) {
      for (const [contentType, payload] of bodies) {
        const response = await t.request({
          method,
          url,
          headers: { ...admin.headers, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, `${method} ${url} ${payload}`).toBe(400);
        expect(response.json()).toEqual({ detail: 'Pyynnön sisällön tulee olla JSON-objekti.' });
      }
    }
    const english = await t.request({
      method: 'POST',
      url: '/transports/company/',
      headers: { ...admin.headers, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '[]',
    });
    expect(english.json()).toEqual({ detail: 'The request body must be a JSON object.' });
    expect(await transportCount()).toBe(before);
  });
});

describe('business location invoicing e-mail and uploaded pictures', () => {
  it('refuses an invoicing e-mail that is not an address, with the domain message', async () => {
    const admin = await signIn('admin@demo.siirto.fi');
    const created = await t.request({
      method: 'POST',
      url: '/business_locations/',
      headers: admin.headers,
      payload: { name: 'Laskutus', invoicing_type: 5, invoicing_email: 'not-an-email' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ invoicing_email: ['Tarkista sähköpostiosoitteen muoto'] });
    const english = await t.request({
      method: 'POST',
      url: '/business_locations/',
      headers: { ...admin.headers, 'accept-language': 'en' },
      payload: { name: 'Laskutus', invoicing_type: 5, invoicing_email: 'not-an-email' },
    });
    expect(english.json()).toEqual({ invoicing_email: ['Check the format of the e-mail address'] });
    const good = await t.request({
      method: 'POST',
      url: '/business_locations/',
      headers: admin.headers,
      payload: { name: 'Laskutus', invoicing_type: 5, invoicing_email: 'laskut@yritys.fi' },
    });
    expect(good.statusCode).toBe(201);
    expect(good.json()).toMatchObject({ invoicing_email: 'laskut@yritys.fi' });
  });

  it('accepts only whole PNG and JPEG images as a profile picture', async () => {
    const user = await signIn('user@demo.siirto.fi');
    const id = await myId(user.headers);
    const upload = (data: Buffer) => {
      const body = pictureBody(data);
      return t.request({
        method: 'PATCH',
        url: `/users/${id}/`,
        headers: { ...user.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const zeroSized = Buffer.from(PNG_1X1);
    zeroSized.writeUInt32BE(0, 16); // IHDR width 0
    const broken = [
      PNG_1X1.subarray(0, 8), // only the signature
      zeroSized,
      PNG_1X1.subarray(0, 33), // IHDR without image data
      JPEG_1X1.subarray(0, 3), // only the start marker
      Buffer.concat([JPEG_1X1.subarray(0, 20), Buffer.alloc(40, 0)]), // no frame header
    ];
    for (const data of broken) {
      const response = await upload(data);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ profile_picture: ['Tiedosto ei ole kelvollinen PNG- tai JPEG-kuva'] });
    }
    for (const data of [PNG_1X1, JPEG_1X1]) {
      const response = await upload(data);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ profile_picture: string | null }>().profile_picture).toMatch(/\/media\/uploads\//);
    }
  });
});

describe('CORS', () => {
  it('allows only the dashboard origin (WEB_BASE_URL by default), never a foreign one', async () => {
    for (const request of [
      { method: 'OPTIONS' as const, headers: { 'access-control-request-method': 'POST' } },
      { method: 'GET' as const, headers: {} },
    ]) {
      const foreign = await t.app.inject({
        method: request.method,
        url: '/version/',
        headers: { ...request.headers, origin: 'https://evil.example' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const dashboard = await t.app.inject({
        method: request.method,
        url: '/version/',
        headers: { ...request.headers, origin: 'http://localhost:5173' },
      });
      expect(dashboard.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    }
  });

  it('allows the origins listed in CORS_ORIGINS', async () => {
    const configured = await createTestApp({
      seed: false,
      env: { CORS_ORIGINS: 'https://siirto.example.fi, https://staging.siirto.example.fi' },
    });
    try {
      const ask = (origin: string) => configured.app.inject({ method: 'GET', url: '/version/', headers: { origin } });
      expect((await ask('https://staging.siirto.example.fi')).headers['access-control-allow-origin']).toBe(
        'https://staging.siirto.example.fi',
      );
      expect((await ask('http://localhost:5173')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await configured.close();
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on personal answers and token answers', async () => {
    const token = await t.request({
      method: 'POST',
      url: '/token/',
      payload: { username: 'admin@demo.siirto.fi', password: DEMO_PASSWORD },
    });
    expect(token.headers['cache-control']).toBe('no-store');
    const { access, refresh } = token.json<{ access: string; refresh: string }>();
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: { authorization: `jwt ${access}` } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const refreshed = await t.request({ method: 'POST', url: '/token/refresh/', payload: { refresh } });
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });
});

describe('messages in the request language', () => {
  const asked = (language?: string) => (language ? { 'accept-language': language } : {});

  it('answers errors in English for en and in Finnish without the header', async () => {
    const user = await signIn('user@demo.siirto.fi');
    const admin = await signIn('admin@demo.siirto.fi');
    const account = await t.request({ method: 'GET', url: '/accounts/me/', headers: admin.headers });
    const accountId = account.json<{ id: number }>().id;
    const cases: {
      run: (language?: string) => Promise<{ statusCode: number; json: () => unknown }>;
      status: number;
      fi: unknown;
      en: unknown;
    }[] = [
      {
        run: (language) => t.request({ method: 'GET', url: '/users/me/', headers: asked(language) }),
        status: 401,
        fi: { detail: 'Kirjautumistiedot puuttuvat.' },
        en: { detail: 'Authentication credentials were not provided.' },
      },
      {
        run: (language) =>
          t.request({
            method: 'GET',
            url: '/business_locations/999999/',
            headers: { ...admin.headers, ...asked(language) },
          }),
        status: 404,
        fi: { detail: 'Ei löytynyt.' },
        en: { detail: 'Not found.' },
      },
      {
        run: (language) =>
          t.request({
            method: 'POST',
            url: '/business_locations/',
            headers: { ...user.headers, ...asked(language) },
            payload: { name: 'Ei saa' },
          }),
        status: 403,
        fi: {
          errorCode: 'COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED',
          detail: 'Sinun tulee olla yrityksen pääkäyttäjä muokataksesi toimipaikkoja.',
        },
        en: {
          errorCode: 'COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED',
          detail: 'You need to be a company admin to edit business locations.',
        },
      },
      {
        run: (language) =>
          t.request({
            method: 'POST',
            url: '/business_locations/',
            headers: { ...admin.headers, ...asked(language) },
            payload: { name: 'Pitkä kuvaus', description: 'x'.repeat(2001), cost_center_is: 'kyllä' },
          }),
        status: 400,
        fi: { description: ['Enintään 2000 merkkiä'], cost_center_is: ['Arvon tulee olla true tai false'] },
        en: { description: ['At most 2000 characters'], cost_center_is: ['The value must be true or false'] },
      },
      {
        run: (language) =>
          t.request({
            method: 'PATCH',
            url: `/account/${accountId}/`,
            headers: { ...admin.headers, ...asked(language) },
            payload: { name: '', type: 'yksityinen' },
          }),
        status: 400,
        fi: { name: ['Kenttä on pakollinen'], type: ['Tyyppi on private tai company'] },
        en: { name: ['The field is required'], type: ['The type is private or company'] },
      },
    ];
    for (const { run, status, fi, en } of cases) {
      const finnish = await run();
      expect(finnish.statusCode).toBe(status);
      expect(finnish.json()).toEqual(fi);
      const english = await run('en-GB,en;q=0.9,fi;q=0.5');
      expect(english.json()).toEqual(en);
    }
  });

  it('answers the front page in the language', async () => {
    const admin = await signIn('admin@demo.siirto.fi');
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: admin.headers });
    const name = me.json<{ first_name: string }>().first_name;
    const finnish = await t.request({ method: 'GET', url: '/admin_data/frontpage/', headers: admin.headers });
    expect(finnish.json()).toMatchObject({
      welcome_title: `Tervetuloa Siirtoon, ${name}`,
      welcome_text: 'Tilaa ajoneuvosiirrot ja seuraa niitä kartalla.',
    });
    const english = await t.request({
      method: 'GET',
      url: '/admin_data/frontpage/',
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({
      welcome_title: `Welcome to Siirto, ${name}`,
      welcome_text: 'Order vehicle transports and follow them on the map.',
    });
  });
});
