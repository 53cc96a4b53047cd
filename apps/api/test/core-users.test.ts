import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndActivate, STRONG_PASSWORD } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
) {
  const boundary = `----siirto${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('own profile', () => {
  it('updates names, phone and language with JSON', async () => {
    const user = await registerAndActivate(t, 'profiili@testi.fi');
    const response = await t.request({
      method: 'PATCH',
      url: `/users/${user.id}/`,
      headers: user.headers,
      payload: { first_name: 'Matti', last_name: 'Virtanen', phone: '+358 40 765 4321', language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ full_name: 'Matti Virtanen', phone: '+358407654321', language: 'en' });

    const read = await t.request({
      method: 'PATCH',
      url: `/users/${user.id}/`,
      headers: user.headers,
      payload: { new_features_readed: '2026-11-01T10:00:00.250+02:00' },
    });
    expect(read.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: user.headers });
    expect(me.json()).toMatchObject({
      full_name: 'Matti Virtanen',
      new_features_readed: '2026-11-01T08:00:00.250Z',
      is_company_admin: true,
    });
  });

  it('refuses a bad phone and an empty name with field errors', async () => {
    const user = await registerAndActivate(t, 'virhe@testi.fi');
    const response = await t.request({
      method: 'PATCH',
      url: `/users/${user.id}/`,
      headers: user.headers,
      payload: { first_name: '', phone: '0401234567', language: 'sv' },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<Record<string, string[]>>();
    expect(errors.phone).toEqual(['Puhelinnumero tulee olla muodossa esim. +358...']);
    expect(errors.first_name).toEqual(['Kenttä on pakollinen']);
    expect(errors).toHaveProperty('language');
  });

  it("answers 404 for another user's id and changes nothing", async () => {
    const me = await registerAndActivate(t, 'mina@testi.fi');
    const other = await registerAndActivate(t, 'toinen@testi.fi');
    const response = await t.request({
      method: 'PATCH',
      url: `/users/${other.id}/`,
      headers: me.headers,
      payload: { first_name: 'Hakkeri' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ei löytynyt.' });
    const password = await t.request({
      method: 'PATCH',
      url: `/users/${other.id}/change_password/`,
      headers: me.headers,
      payload: {
        data: { current_password: STRONG_PASSWORD, new_password: 'Uusi!Salasana9', check_password: 'Uusi!Salasana9' },
      },
    });
    expect(password.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Maija');
  });

  it('stores a png profile picture and serves it with a safe content type', async () => {
    const user = await registerAndActivate(t, 'kuva@testi.fi');
    const body = multipart(
      { first_name: 'Kuva', last_name: 'Käyttäjä', phone: '' },
      { name: 'profile_picture', filename: 'naama.jpg', type: 'text/html', data: PNG_1X1 },
    );
    const response = await t.request({
      method: 'PATCH',
      url: `/users/${user.id}/`,
      headers: { ...user.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const url = response.json<{ profile_picture: string }>().profile_picture;
    // by default a path below the dashboard's /api proxy: it loads from whatever origin serves the dashboard
    expect(url).toMatch(/^\/api\/media\/uploads\/[\w-]+\/$/);
    const picture = await t.request({ method: 'GET', url: url.slice('/api'.length) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('refuses a picture that is not png or jpg by its bytes, and one over 3,000,000 bytes', async () => {
    const user = await registerAndActivate(t, 'huonokuva@testi.fi');
    const html = multipart(
      {},
      {
        name: 'profile_picture',
        filename: 'kuva.png',
        type: 'image/png',
        data: Buffer.from('<script>alert(1)</script>'),
      },
    );
    const wrongType = await t.request({
      method: 'PATCH',
      url: `/users/${user.id}/`,
      headers: { ...user.headers, 'content-type': html.contentType, 'accept-language': 'en' },
      payload: html.payload,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ profile_picture: ['File type not allowed. Type must be .png or .jpg'] });

    const big = Buffer.alloc(3_000_001, 0);
    PNG_1X1.copy(big);
    const large = multipart({}, { name: 'profile_picture', filename: 'iso.png', type: 'image/png', data: big });
    const tooLarge = await t.request({
      method: 'PATCH',
      url: `/users/${user.id}/`,
      headers: { ...user.headers, 'content-type': large.contentType },
      payload: large.payload,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ profile_picture: ['Tiedosto on liian suuri, enimmäiskoko on 3 Mt'] });
    const row = await t.db
      .selectFrom('users')
      .select('profile_picture_upload_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.profile_picture_upload_id).toBeNull();
  });
});

describe('change password', () => {
  it('needs the current password, enforces the rules and the repeat', async () => {
    const user = await registerAndActivate(t, 'salasana@testi.fi');
    const url = `/users/${user.id}/change_password/`;
    const send = (data: Record<string, string>) =>
      t.request({ method: 'PATCH', url, headers: { ...user.headers, 'accept-language': 'en' }, payload: { data } });

    const missingCurrent = await send({ new_password: 'Uusi!Salasana2', check_password: 'Uusi!Salasana2' });
    expect(missingCurrent.statusCode).toBe(400);
    expect(missingCurrent.json()).toHaveProperty('current_password');

    const wrongCurrent = await send({
      current_password: 'Vaara!Salasana1',
      new_password: 'Uusi!Salasana2',
      check_password: 'Uusi!Salasana2',
    });
    expect(wrongCurrent.json()).toEqual({ current_password: ['The current password is wrong'] });

    const weak = await send({ current_password: STRONG_PASSWORD, new_password: 'heikko', check_password: 'heikko' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<Record<string, string[]>>()['data.new_password']).toEqual(
      expect.arrayContaining([
        'Password must be 8 characters long',
        'Password requires a number',
        'Password requires an uppercase letter',
      ]),
    );

    const mismatch = await send({
      current_password: STRONG_PASSWORD,
      new_password: 'Uusi!Salasana2',
      check_password: 'Uusi!Salasana3',
    });
    expect(mismatch.json()).toEqual({ check_password: ['Passwords does not match'] });

    const ok = await send({
      current_password: STRONG_PASSWORD,
      new_password: 'Uusi!Salasana2',
      check_password: 'Uusi!Salasana2',
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/token/',
      payload: { username: 'salasana@testi.fi', password: 'Uusi!Salasana2' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('admin data', () => {
  it('answers status, version, front page and new features', async () => {
    const user = await registerAndActivate(t, 'etusivu@testi.fi');
    const status = await t.request({ method: 'GET', url: '/admin_data/status/' });
    expect(status.json()).toMatchObject({ WEB_VERSION: '2.1.12' });
    const version = await t.request({ method: 'GET', url: '/version/' });
    expect(version.json()).toEqual({ version: '2.1.12' });
    const front = await t.request({
      method: 'GET',
      url: '/admin_data/frontpage/',
      headers: { ...user.headers, 'accept-language': 'en' },
    });
    expect(front.json()).toMatchObject({ welcome_title: 'Welcome to Siirto, Maija', transports_in_progress_count: 0 });
    await t.db.insertInto('new_features').values({ title: 'Raportit', description: 'Excel-vienti' }).execute();
    const features = await t.request({ method: 'GET', url: '/new_features/', headers: user.headers });
    expect(features.json()).toEqual([expect.objectContaining({ title: 'Raportit', description: 'Excel-vienti' })]);
    const anonymous = await t.request({ method: 'GET', url: '/new_features/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
