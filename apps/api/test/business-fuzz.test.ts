/**
 * Property tests: generated bad bodies sent to every write endpoint of the business routes never produce a
 * 5xx, and every answer still matches the contract (t.request checks it).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };
const ids = { company: 0, location: 0, member: 0, accountUser: 0, account: 0, transport: 0 };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  const company = await t.db
    .selectFrom('companies')
    .selectAll()
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  ids.company = company.id;
  ids.account = company.account_id ?? 0;
  ids.location = (
    await t.db
      .selectFrom('business_locations')
      .select('id')
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow()
  ).id;
  // Not the admin themselves: the other members' rows are the ones an admin edits.
  const adminUser = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin@demo.siirto.fi')
    .executeTakeFirstOrThrow();
  ids.member = (
    await t.db
      .selectFrom('company_users')
      .select('id')
      .where('company_id', '=', company.id)
      .where('user_id', '!=', adminUser.id)
      .executeTakeFirstOrThrow()
  ).id;
  ids.accountUser = (
    await t.db
      .selectFrom('account_users')
      .select('id')
      .where('account_id', '=', ids.account)
      .where('user_id', '!=', adminUser.id)
      .executeTakeFirstOrThrow()
  ).id;
  ids.transport = (
    await t.db.selectFrom('transports').select('id').where('company_id', '=', company.id).executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

/** Values of every shape: wrong types, huge and odd strings, nested objects, nulls. */
const anyValue = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -5, max: 2 ** 40 })),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    '<script>',
    "'; DROP TABLE users; --",
    '\u0000',
    'ä'.repeat(300),
  ),
  fc.record({
    type: fc.constantFrom('Point', 'LineString', 5),
    coordinates: fc.array(fc.oneof(fc.double(), fc.string())),
  }),
);

function bodies(keys: string[]) {
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: keys.length }),
    fc.anything(),
    fc.array(anyValue, { maxLength: 3 }),
  );
}

interface Target {
  method: 'POST' | 'PATCH';
  url: () => string;
  keys: string[];
  auth: boolean;
}

const targets: Target[] = [
  {
    method: 'POST',
    url: () => '/business_locations/',
    auth: true,
    keys: [
      'company',
      'name',
      'street_address',
      'postal_code',
      'city',
      'city_sk',
      'country',
      'coordinates',
      'invoicing_type',
      'cost_center_is',
      'description',
    ],
  },
  {
    method: 'PATCH',
    url: () => `/business_locations/${ids.location}/`,
    auth: true,
    keys: ['company', 'name', 'city_sk', 'coordinates', 'invoicing_type', 'invoicing_email', 'opening_hours'],
  },
  {
    method: 'POST',
    url: () => '/companies/',
    auth: true,
    keys: [
      'name',
      'business_identity_code',
      'street_address',
      'postal_code',
      'city_sk',
      'invoicing_type',
      'invoicing_email',
    ],
  },
  {
    method: 'PATCH',
    url: () => `/companies/${ids.company}/`,
    auth: true,
    keys: [
      'name',
      'business_identity_code',
      'city_sk',
      'invoicing_type',
      'invoicing_email',
      'invoicing_einvoice_operator',
      'abroad_transports',
    ],
  },
  {
    method: 'PATCH',
    url: () => `/companies/me/users/${ids.member}/`,
    auth: true,
    keys: ['email', 'first_name', 'last_name', 'role', 'business_location'],
  },
  {
    method: 'POST',
    url: () => '/companies/me/invitations/',
    auth: true,
    keys: ['email', 'email2', 'role', 'business_location_ids'],
  },
  {
    method: 'POST',
    url: () => '/companies/invitations/register/',
    auth: false,
    keys: ['invitation_token', 'first_name', 'last_name', 'password', 'password2', 'agree_terms'],
  },
  {
    method: 'PATCH',
    url: () => `/account_users/${ids.accountUser}/`,
    auth: true,
    keys: ['user_type', 'portfolios'],
  },
  {
    method: 'POST',
    url: () => '/invitate_user/',
    auth: true,
    keys: ['username', 'email', 'user_type', 'user_invitation', 'password', 'language', 'portfolios'],
  },
  {
    method: 'PATCH',
    url: () => `/account/${ids.account}/`,
    auth: true,
    keys: ['account', 'name', 'license', 'type'],
  },
  {
    method: 'POST',
    url: () => `/transports/company/${ids.transport}/share_transport/`,
    auth: true,
    keys: ['emails'],
  },
  {
    method: 'POST',
    url: () => '/accounts/me/subscribe_license/',
    auth: true,
    keys: ['license', 'token'],
  },
  {
    method: 'POST',
    url: () => '/payments/return/',
    auth: false,
    keys: ['checkout-stamp', 'checkout-status', 'checkout-transaction-id', 'signature'],
  },
];

describe('generated bad bodies never cause a server error', () => {
  it.each(targets.map((target) => [`${target.method} ${target.url().replace('/0/', '/{id}/')}`, target] as const))(
    '%s',
    async (_name, target) => {
      await fc.assert(
        fc.asyncProperty(bodies(target.keys), async (body) => {
          const response = await t.request({
            method: target.method,
            url: target.url(),
            headers: {
              ...(target.auth ? admin : {}),
              'content-type': 'application/json',
            },
            payload: JSON.stringify(body ?? null),
          });
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    },
  );

  it('a NUL character in a text field is a 400, not a 500 (a case the property above found)', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: `/business_locations/${String(ids.location)}/`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Toimi\u0000piste' }),
    });
    expect(response.statusCode).toBe(400);
    const location = await t.request({
      method: 'GET',
      url: `/business_locations/${String(ids.location)}/`,
      headers: admin,
    });
    expect(location.json<{ name: string }>().name).not.toContain('\u0000');
  });

  it('malformed JSON is a 400, not a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (raw) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/business_locations/',
          headers: { ...admin, 'content-type': 'application/json' },
          payload: `{${raw}`,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('odd query strings on the transport list never cause a server error', async () => {
    const param = fc.constantFrom(
      'limit',
      'offset',
      'ordering',
      'search',
      'state',
      'business_location',
      'pickup_business_location',
      'destination_business_location',
      'creator',
      'include_delivered',
      'exclude_return_trips',
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(param, fc.string({ maxLength: 30 }), { maxKeys: 6 }), async (query) => {
        const search = new URLSearchParams(query).toString();
        const response = await t.request({ method: 'GET', url: `/transports/company/?${search}`, headers: admin });
        expect(response.statusCode).toBe(200);
      }),
      { numRuns: 60 },
    );
  });
});
