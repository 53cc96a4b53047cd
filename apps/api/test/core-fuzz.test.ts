/** Property tests: generated bad bodies sent to every write endpoint of the core API never cause a 5xx. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndActivate, STRONG_PASSWORD } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let user: { id: number; headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  user = await registerAndActivate(t, 'fuzz@testi.fi');
});
afterAll(() => t.close());

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constant('0'.repeat(300)),
  fc.constant('+358401234567'),
  fc.constant('a@b.fi'),
  fc.constant(STRONG_PASSWORD),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
);

/** Bodies with the endpoint's own keys holding values of any type, plus anything at all. */
function bodies(keys: string[]) {
  const known = fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] });
  return fc.oneof(known, fc.jsonValue(), fc.record({ data: known }, { requiredKeys: [] }));
}

const registrationKeys = [
  'company_name',
  'company_business_id',
  'company_street_address',
  'company_postal_code',
  'company_city_id',
  'company_invoicing_type',
  'company_invoicing_email',
  'company_invoicing_address',
  'company_invoicing_operator',
  'first_name',
  'last_name',
  'phone',
  'email',
  'email2',
  'password',
  'password2',
  'agree_contract',
  'agree_terms',
];

const endpoints: { method: 'POST' | 'PATCH'; name: string; url: () => string; keys: string[]; auth: boolean }[] = [
  { method: 'POST', name: '/token/', url: () => '/token/', keys: ['username', 'password'], auth: false },
  { method: 'POST', name: '/token/refresh/', url: () => '/token/refresh/', keys: ['refresh'], auth: false },
  {
    method: 'POST',
    name: '/companies/register/',
    url: () => '/companies/register/',
    keys: registrationKeys,
    auth: false,
  },
  { method: 'POST', name: '/send_activation_link/', url: () => '/send_activation_link/', keys: ['email'], auth: false },
  { method: 'POST', name: '/activate/', url: () => '/activate/', keys: ['pin_code', 'email'], auth: false },
  {
    method: 'POST',
    name: '/activate_invitated/',
    url: () => '/activate_invitated/',
    keys: ['first_name', 'last_name', 'token'],
    auth: false,
  },
  {
    method: 'POST',
    name: '/send_password_reset_confirmation/',
    url: () => '/send_password_reset_confirmation/',
    keys: ['email'],
    auth: false,
  },
  {
    method: 'PATCH',
    name: '/users/{id}/',
    url: () => `/users/${user.id}/`,
    keys: ['first_name', 'last_name', 'username', 'email', 'phone', 'language', 'new_features_readed'],
    auth: true,
  },
  {
    method: 'PATCH',
    name: '/users/{id}/change_password/',
    url: () => `/users/${user.id}/change_password/`,
    keys: ['new_password', 'check_password', 'current_password'],
    auth: true,
  },
];

describe('generated bad bodies', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.name} answers 4xx, never 5xx, in the contract's shape`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async (body) => {
          const response = await t.request({
            method: endpoint.method,
            url: endpoint.url(),
            headers: { ...(endpoint.auth ? user.headers : {}), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('answers malformed JSON and wrong content types without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('application/json', 'text/plain', 'application/xml'),
        async (raw, type) => {
          for (const endpoint of endpoints) {
            const response = await t.request({
              method: endpoint.method,
              url: endpoint.url(),
              headers: { ...(endpoint.auth ? user.headers : {}), 'content-type': type },
              payload: raw,
            });
            // An empty body to PATCH /users/{id}/ is a valid no-op (200); everything else is refused, never a 5xx.
            expect(response.statusCode).toBeLessThan(500);
            if (response.statusCode < 400) expect(endpoint.method).toBe('PATCH');
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
