import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';

describe('GET /version/', () => {
  it('answers the backend web version', async () => {
    const app = buildApp();
    const response = await app.inject({ method: 'GET', url: '/version/' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ version: string }>().version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
