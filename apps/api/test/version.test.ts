import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/harness.ts';

describe('GET /version/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers the backend web version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/version/' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ version: string }>().version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
