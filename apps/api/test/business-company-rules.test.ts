/**
 * Company rules the server enforces (spec 1 §4-§6): admin versus basic user, role 2 with exactly one business
 * location, role 5 only by admins, the licence user limit, invitations end to end, an unaccepted company.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };
let basic: { authorization: string };
let helsinkiId: number;

beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  basic = (await t.loginAs('laura.nieminen@demo.siirto.fi')).headers;
  const helsinki = await t.db
    .selectFrom('business_locations')
    .select('id')
    .where('name', '=', 'Helsingin toimipiste')
    .executeTakeFirstOrThrow();
  helsinkiId = helsinki.id;
});
afterEach(() => t.close());

const ADMIN_REQUIRED = 'COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED';

function invite(headers: { authorization: string }, email: string, role: number, ids?: number[]) {
  return t.request({
    method: 'POST',
    url: '/companies/me/invitations/',
    headers,
    payload: { email, email2: email, role, ...(ids ? { business_location_ids: ids } : {}) },
  });
}

describe('business locations', () => {
  it('lets an admin create, edit and delete; a location without coordinates reads as null', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/business_locations/',
      headers: admin,
      payload: { name: 'Porin toimipiste', street_address: 'Yrjönkatu 10', postal_code: '28100', city_sk: 609 },
    });
    expect(created.statusCode).toBe(201);
    const location = created.json<{ id: number; city_name: string; coordinates: unknown; users_count: number }>();
    expect(location).toMatchObject({ city_name: 'Pori', coordinates: null, users_count: 0 });

    const edited = await t.request({
      method: 'PATCH',
      url: `/business_locations/${location.id}/`,
      headers: admin,
      payload: { coordinates: { type: 'Point', coordinates: [21.79462, 61.48508] } },
    });
    expect(edited.json()).toMatchObject({ coordinates: { type: 'Point', coordinates: [21.79462, 61.48508] } });

    const paged = await t.request({ method: 'GET', url: '/business_locations/?limit=2&offset=0', headers: admin });
    const page = paged.json<{ count: number; results: unknown[]; next: string | null }>();
    expect(page.results).toHaveLength(2);
    expect(page.count).toBe(6);
    expect(page.next).toContain('offset=2');
    const plain = await t.request({ method: 'GET', url: '/business_locations/', headers: admin });
    expect(plain.json<unknown[]>()).toHaveLength(6);

    const deleted = await t.request({ method: 'DELETE', url: `/business_locations/${location.id}/`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.request({ method: 'GET', url: `/business_locations/${location.id}/`, headers: admin });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses writes by a basic user with COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED', async () => {
    const attempts = [
      t.request({ method: 'POST', url: '/business_locations/', headers: basic, payload: { name: 'Uusi' } }),
      t.request({ method: 'PATCH', url: `/business_locations/${helsinkiId}/`, headers: basic, payload: { name: 'X' } }),
      t.request({ method: 'DELETE', url: `/business_locations/${helsinkiId}/`, headers: basic }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: ADMIN_REQUIRED });
    }
    const unchanged = await t.request({ method: 'GET', url: `/business_locations/${helsinkiId}/`, headers: basic });
    expect(unchanged.json()).toMatchObject({ name: 'Helsingin toimipiste' });
  });

  it('gives a location user their own location with cost_centers_my', async () => {
    const user = (await t.loginAs('user@demo.siirto.fi')).headers;
    const mine = await t.request({ method: 'GET', url: '/business_locations/?cost_centers_my=true', headers: user });
    expect(mine.json<{ id: number }[]>().map((location) => location.id)).toEqual([helsinkiId]);
    const all = await t.request({ method: 'GET', url: '/business_locations/?cost_centers_my=true', headers: admin });
    expect(all.json<unknown[]>().length).toBe(5);
  });
});

describe('company data', () => {
  it('lets the admin edit the company and checks the invoicing fields by type', async () => {
    const company = await t.request({ method: 'GET', url: '/companies/me/', headers: admin });
    const id = company.json<{ id: number }>().id;
    const missingEmail = await t.request({
      method: 'PATCH',
      url: `/companies/${id}/`,
      headers: admin,
      payload: { invoicing_type: 5, invoicing_email: '' },
    });
    expect(missingEmail.statusCode).toBe(400);
    expect(missingEmail.json()).toHaveProperty('invoicing_email');
    const badId = await t.request({
      method: 'PATCH',
      url: `/companies/${id}/`,
      headers: admin,
      payload: { business_identity_code: '1234567' },
    });
    expect(badId.json()).toEqual({ business_identity_code: ['Tarkista yrityksen y-tunnus'] });
    const saved = await t.request({
      method: 'PATCH',
      url: `/companies/${id}/`,
      headers: admin,
      payload: { invoicing_type: 5, invoicing_email: 'laskut@demo.siirto.fi', city_sk: 837 },
    });
    expect(saved.json()).toMatchObject({ invoicing_type: 5, city_sk_obj: { id: 837, name: 'Tampere' } });
  });

  it('refuses company edits, invitations and user edits from a basic user', async () => {
    const company = await t.request({ method: 'GET', url: '/companies/me/', headers: basic });
    const id = company.json<{ id: number }>().id;
    const edit = await t.request({
      method: 'PATCH',
      url: `/companies/${id}/`,
      headers: basic,
      payload: { name: 'X Oy' },
    });
    expect(edit.statusCode).toBe(403);
    const invitation = await invite(basic, 'uusi@example.com', 3);
    expect(invitation.statusCode).toBe(403);
    const adminRole = await invite(basic, 'uusi@example.com', 5);
    expect(adminRole.statusCode).toBe(403);
    const users = await t.request({ method: 'GET', url: '/companies/me/users/', headers: basic });
    const someone = users.json<{ results: { id: number }[] }>().results[0];
    const userEdit = await t.request({
      method: 'PATCH',
      url: `/companies/me/users/${someone?.id}/`,
      headers: basic,
      payload: { role: 5 },
    });
    expect(userEdit.statusCode).toBe(403);
  });
});

describe('company users', () => {
  it('needs exactly one business location for role 2 and clears it for other roles', async () => {
    const users = await t.request({ method: 'GET', url: '/companies/me/users/?limit=30&offset=0', headers: admin });
    const laura = users
      .json<{ results: { id: number; user: { email: string } }[] }>()
      .results.find((member) => member.user.email === 'laura.nieminen@demo.siirto.fi');
    const url = `/companies/me/users/${laura?.id}/`;
    const missing = await t.request({ method: 'PATCH', url, headers: admin, payload: { role: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('business_location');
    const located = await t.request({
      method: 'PATCH',
      url,
      headers: admin,
      payload: { role: 2, business_location: helsinkiId },
    });
    expect(located.json()).toMatchObject({
      role: 2,
      business_location: helsinkiId,
      business_locations: [{ id: helsinkiId, name: 'Helsingin toimipiste' }],
    });
    const everywhere = await t.request({ method: 'PATCH', url, headers: admin, payload: { role: 3 } });
    expect(everywhere.json()).toMatchObject({ role: 3, business_location: null, business_locations: [] });
  });

  it('keeps at least one admin and does not let an admin remove themselves', async () => {
    const me = await t.request({ method: 'GET', url: '/companies/me/users/', headers: admin });
    const self = me
      .json<{ results: { id: number; user: { email: string } }[] }>()
      .results.find((member) => member.user.email === 'admin@demo.siirto.fi');
    const demote = await t.request({
      method: 'PATCH',
      url: `/companies/me/users/${self?.id}/`,
      headers: admin,
      payload: { role: 3 },
    });
    expect(demote.statusCode).toBe(400);
    const remove = await t.request({ method: 'DELETE', url: `/companies/me/users/${self?.id}/`, headers: admin });
    expect(remove.statusCode).toBe(400);
  });
});

describe('invitations', () => {
  it('invites by e-mail, the invitee reads the details, registers (201) and signs in with role 2 at the location', async () => {
    const sent = await invite(admin, 'Uusi.Kuski@Example.com', 2, [helsinkiId]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      email: 'uusi.kuski@example.com',
      status: 2,
      role: 2,
      business_location_ids: [helsinkiId],
    });
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('uusi.kuski@example.com');
    const link = /http:\/\/localhost:5173\/auth\/company\/user\/invitation\?token=(\S+)/.exec(mail?.text ?? '');
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(token.length).toBeGreaterThan(20);

    const details = await t.request({
      method: 'GET',
      url: `/companies/invitations/details/?invitation_token=${encodeURIComponent(token)}`,
    });
    expect(details.json()).toMatchObject({
      email: 'uusi.kuski@example.com',
      company_name: 'Demo Kuljetus Oy',
      business_identity_code: '1234567-8',
    });

    const weak = await t.request({
      method: 'POST',
      url: '/companies/invitations/register/',
      payload: {
        invitation_token: token,
        first_name: 'Uusi',
        last_name: 'Kuski',
        password: 'short',
        password2: 'short',
        agree_terms: true,
      },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toHaveProperty('password');

    const registered = await t.request({
      method: 'POST',
      url: '/companies/invitations/register/',
      payload: {
        invitation_token: token,
        first_name: 'Uusi',
        last_name: 'Kuski',
        password: DEMO_PASSWORD,
        password2: DEMO_PASSWORD,
        agree_terms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const { access } = registered.json<{ access: string }>();
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: { authorization: `jwt ${access}` } });
    expect(me.json()).toMatchObject({ email: 'uusi.kuski@example.com', is_company_admin: false });
    const mine = await t.request({
      method: 'GET',
      url: '/business_locations/?cost_centers_my=true',
      headers: { authorization: `jwt ${access}` },
    });
    expect(mine.json<{ id: number }[]>().map((location) => location.id)).toEqual([helsinkiId]);

    const reused = await t.request({
      method: 'GET',
      url: `/companies/invitations/details/?invitation_token=${encodeURIComponent(token)}`,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toHaveProperty('invitation_token');
    const accepted = await t.request({ method: 'GET', url: '/companies/me/invitations/?status__in=5', headers: admin });
    expect(accepted.json<{ results: { email: string }[] }>().results.map((i) => i.email)).toContain(
      'uusi.kuski@example.com',
    );
  });

  it('answers USER_EXISTS for an address that has an account, and checks role 2 locations', async () => {
    const exists = await invite(admin, 'user@demo.siirto.fi', 3);
    expect(exists.statusCode).toBe(400);
    expect(exists.json()).toEqual({ sk_status: 'USER_EXISTS', email: [expect.any(String)] });
    const noLocation = await invite(admin, 'paikaton@example.com', 2);
    expect(noLocation.json()).toHaveProperty('business_location_ids');
    const twoLocations = await invite(admin, 'paikaton@example.com', 2, [helsinkiId, helsinkiId + 1]);
    expect(twoLocations.json()).toHaveProperty('business_location_ids');
    const mismatch = await t.request({
      method: 'POST',
      url: '/companies/me/invitations/',
      headers: admin,
      payload: { email: 'a@example.com', email2: 'b@example.com', role: 3 },
    });
    expect(mismatch.json()).toHaveProperty('email2');
  });

  it('stops at the licence user limit (Basic: 10 users including pending invitations)', async () => {
    // Seeded: 3 users and 2 valid pending invitations (an expired one does not count).
    for (let index = 1; index <= 5; index++) {
      const ok = await invite(admin, `kuski${index}@example.com`, 3);
      expect(ok.statusCode).toBe(201);
    }
    const full = await invite(admin, 'kuski6@example.com', 3);
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({ errorCode: 'LICENSE_USER_LIMIT_REACHED' });
    // Cancelling an invitation frees a seat.
    const pending = await t.request({
      method: 'GET',
      url: '/companies/me/invitations/?status__in=2,8&limit=100',
      headers: admin,
    });
    const first = pending.json<{ results: { id: number }[] }>().results[0];
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/companies/me/invitations/${first?.id}/`,
      headers: admin,
    });
    expect(cancelled.statusCode).toBe(204);
    const again = await invite(admin, 'kuski6@example.com', 3);
    expect(again.statusCode).toBe(201);
  });

  it('resend gives a new 7-day link and invalidates the old one; an expired or cancelled link is refused', async () => {
    const sent = await invite(admin, 'myohassa@example.com', 3);
    const id = sent.json<{ id: number }>().id;
    const firstToken = decodeURIComponent(/token=(\S+)/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '');
    t.clock.advance(8 * 86_400_000);
    const expired = await t.request({
      method: 'GET',
      url: `/companies/invitations/details/?invitation_token=${encodeURIComponent(firstToken)}`,
    });
    expect(expired.statusCode).toBe(400);
    admin = (await t.loginAs('admin@demo.siirto.fi')).headers;

    const resent = await t.request({
      method: 'POST',
      url: `/companies/me/invitations/${id}/resend_invitation/`,
      headers: admin,
    });
    expect(resent.json()).toMatchObject({ id, status: 8 });
    const secondToken = decodeURIComponent(/token=(\S+)/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '');
    expect(secondToken).not.toBe(firstToken);
    const valid = await t.request({
      method: 'GET',
      url: `/companies/invitations/details/?invitation_token=${encodeURIComponent(secondToken)}`,
    });
    expect(valid.statusCode).toBe(200);

    await t.request({ method: 'DELETE', url: `/companies/me/invitations/${id}/`, headers: admin });
    const cancelled = await t.request({
      method: 'GET',
      url: `/companies/invitations/details/?invitation_token=${encodeURIComponent(secondToken)}`,
    });
    expect(cancelled.statusCode).toBe(400);
  });
});

describe('a company awaiting approval', () => {
  it('still reads its user and company (accepted false) but may not use business endpoints', async () => {
    const pending = (await t.loginAs('pending@demo.siirto.fi')).headers;
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: pending });
    expect(me.statusCode).toBe(200);
    const company = await t.request({ method: 'GET', url: '/companies/me/', headers: pending });
    expect(company.json()).toMatchObject({ name: 'Odottava Oy', accepted: false });
    const write = await t.request({
      method: 'POST',
      url: '/business_locations/',
      headers: pending,
      payload: { name: 'Uusi' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ errorCode: 'COMPANY_NOT_ACCEPTED' });
    const invitation = await invite(pending, 'x@example.com', 3);
    expect(invitation.statusCode).toBe(403);
    // Reads are refused too, and the contract documents the 403 (t.request checks every response).
    for (const url of ['/business_locations/', '/transports/company/', '/companies/me/users/']) {
      const read = await t.request({ method: 'GET', url, headers: pending });
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ errorCode: 'COMPANY_NOT_ACCEPTED' });
    }
  });

  it('every operation the app serves answers the pending user as the contract documents', async () => {
    const pending = (await t.loginAs('pending@demo.siirto.fi')).headers;
    const spec = parse(readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8'), {
      maxAliasCount: -1,
    }) as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const refused: string[] = [];
    const answered: string[] = [];
    for (const [template, item] of Object.entries(spec.paths)) {
      for (const method of ['get', 'post', 'patch', 'delete'] as const) {
        const operation = item[method];
        if (!operation || operation.security?.length === 0) continue; // public operations need no company
        const route = template.replace(/\{[^}]+\}/g, ':id');
        if (!t.app.hasRoute({ method: method.toUpperCase(), url: route })) continue; // served elsewhere
        const url = template.replace(/\{[^}]+\}/g, String(helsinkiId));
        const response = await t.request({
          method: method.toUpperCase(),
          url,
          headers: pending,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        const body = response.headers['content-type']?.toString().includes('json') ? response.body : '';
        if (response.statusCode === 403 && body.includes('COMPANY_NOT_ACCEPTED')) refused.push(`${method} ${template}`);
        else answered.push(`${method} ${template}`);
      }
    }
    // What the dashboard loads before it shows the blocking dialog still answers.
    expect(answered).toEqual(
      expect.arrayContaining([
        'get /users/me/',
        'get /companies/me/',
        'get /accounts/me/',
        'get /admin_data/frontpage/',
        'get /new_features/',
      ]),
    );
    expect(refused).toEqual(
      expect.arrayContaining([
        'get /business_locations/',
        'get /business_locations/{id}/',
        'post /business_locations/',
        'get /companies/',
        'get /companies/{id}/',
        'get /companies/me/contacts/',
        'get /companies/me/users/',
        'get /companies/me/invitations/',
        'get /transports/company/',
        'post /transports/company/',
        'get /transports/company/{id}/',
        'get /transports/company/map/',
        'get /transports/company_reports/',
        'get /transports/company_reports/export_excel/',
        'get /pricing/get_company_pricing_extra_services/',
        'get /account_users/',
        'post /accounts/me/subscribe_license/',
      ]),
    );
  });
});
