import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidPhones, validPhones } from '@siirto/domain/fixtures/phone-numbers';
import { registerAndActivate } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

/** The phone corpus through the API (PATCH /users/{id}/); packages/domain's phone.test.ts runs it through the forms. */
let t: TestApp;
let user: Awaited<ReturnType<typeof registerAndActivate>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  user = await registerAndActivate(t, 'puhelin@testi.fi');
});
afterAll(() => t.close());

const patchPhone = (phone: string) =>
  t.request({ method: 'PATCH', url: `/users/${user.id}/`, headers: user.headers, payload: { phone } });

describe('the phone corpus through the API', () => {
  it.each(validPhones)('accepts $typed and stores $stored', async ({ typed, stored }) => {
    const response = await patchPhone(typed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: stored });
  });

  it.each(invalidPhones)('refuses %s with the phone message', async (typed) => {
    const response = await patchPhone(typed);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ phone: ['Puhelinnumero tulee olla muodossa esim. +358...'] });
  });
});
