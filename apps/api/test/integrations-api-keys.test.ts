/**
 * API keys (issue 33 §1): an admin creates, lists and revokes keys; a key acts as its company within its scopes
 * on the contract's operations (a table over every operation), is refused at once when revoked, has its own limit
 * in the database with Retry-After, never appears in a log, an error or a later answer, and a key bound to a
 * business location sees only that location.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_KEY_SCOPES, type ApiKeyScope } from '@siirto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildApp } from '../src/app.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
});
afterAll(() => t.close());

async function createKey(scopes: ApiKeyScope[], extra: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/companies/me/api_keys/',
    headers: admin,
    payload: { name: `Avain ${scopes.join(' ')}`, scopes, ...extra },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<{ id: number; key: string; prefix: string }>();
  return { ...body, headers: { authorization: `Bearer ${body.key}` } };
}

const asKey = (headers: { authorization: string }, url: string, method = 'GET') => t.request({ method, url, headers });

describe('API keys', () => {
  it('a key is answered once, acts as the company within its scope, and shows when it was last used', async () => {
    const key = await createKey(['transports:read']);
    expect(key.key).toMatch(/^sk_[A-Za-z0-9_-]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key.key.startsWith(`${key.prefix}_`)).toBe(true);

    const list = await asKey(admin, '/companies/me/api_keys/');
    const listed = list.json<{ id: number; last_used_at: string | null }[]>().find((row) => row.id === key.id);
    expect(listed?.last_used_at).toBeNull();
    expect(list.body).not.toContain(key.key);

    const transports = await asKey(key.headers, '/transports/company/');
    expect(transports.statusCode).toBe(200);
    expect(transports.json<{ count: number }>().count).toBeGreaterThan(0);

    // Straight to the app: /users/me/ documents no 403 (the contract names the key's 403 in the apiKey scheme).
    const refused = await t.app.inject({ method: 'GET', url: '/users/me/', headers: key.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'API_KEY_SCOPE' });
    expect(refused.body).not.toContain(key.key);

    const after = (await asKey(admin, '/companies/me/api_keys/')).json<{ id: number; last_used_at: string }[]>();
    expect(after.find((row) => row.id === key.id)?.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('only a company admin manages keys, and a key never manages keys', async () => {
    const user = (await t.loginAs('user@demo.siirto.fi')).headers;
    expect((await asKey(user, '/companies/me/api_keys/')).statusCode).toBe(403);
    const create = await t.request({
      method: 'POST',
      url: '/companies/me/api_keys/',
      headers: user,
      payload: { name: 'x', scopes: ['reports:read'] },
    });
    expect(create.statusCode).toBe(403);
    const bad = await t.request({
      method: 'POST',
      url: '/companies/me/api_keys/',
      headers: admin,
      payload: { name: 'x', scopes: ['everything'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['scopes']);
  });

  it('a revoked key is refused at once; another company cannot revoke it', async () => {
    const key = await createKey(['reports:read']);
    expect((await asKey(key.headers, '/transports/company_reports/')).statusCode).toBe(200);
    const other = (await t.loginAs('pending@demo.siirto.fi')).headers;
    expect((await asKey(other, `/companies/me/api_keys/${String(key.id)}/`, 'DELETE')).statusCode).toBe(403);
    expect((await asKey(admin, `/companies/me/api_keys/${String(key.id)}/`, 'DELETE')).statusCode).toBe(204);
    const refused = await asKey(key.headers, '/transports/company_reports/');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'api_key_not_valid' });
    expect(refused.body).not.toContain(key.key);
    const listed = (await asKey(admin, '/companies/me/api_keys/')).json<{ id: number }[]>();
    expect(listed.map((row) => row.id)).not.toContain(key.id);
    // A forged key with a real lookup id is refused the same way.
    const forged = `${key.prefix}_${'A'.repeat(43)}`;
    expect((await asKey({ authorization: `Bearer ${forged}` }, '/transports/company/')).statusCode).toBe(401);
  });

  it('a key bound to a business location sees only that location', async () => {
    const transports = (await asKey(admin, '/transports/company/?limit=1000&include_delivered=true')).json<{
      transports: { business_location: { id: number } | null }[];
    }>().transports;
    const location = transports.find((row) => row.business_location !== null)?.business_location?.id;
    expect(location).toBeTypeOf('number');
    const key = await createKey(['transports:read'], { business_location: location });
    const seen = (await asKey(key.headers, '/transports/company/?limit=1000&include_delivered=true')).json<{
      transports: { business_location: { id: number } | null }[];
    }>().transports;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(transports.length);
    expect(seen.every((row) => row.business_location?.id === location)).toBe(true);
  });

  it('each key has its own limit with Retry-After, counted in the database; a key never reaches the log', async () => {
    const lines: string[] = [];
    const limited = buildApp({
      db: t.db,
      config: { ...t.config, apiKeyRateLimit: { max: 3, windowSeconds: 60 } },
      clock: t.clock,
      mailer: { send: () => Promise.resolve(), close: () => undefined },
      logger: { stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const key = await createKey(['transports:read']);
      const other = await createKey(['transports:read']);
      const get = (headers: { authorization: string }) =>
        limited.inject({ method: 'GET', url: '/transports/company/?limit=1', headers });
      for (let i = 0; i < 3; i += 1) expect((await get(key.headers)).statusCode).toBe(200);
      const over = await get(key.headers);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get(other.headers)).statusCode).toBe(200);
      t.clock.advance(61_000);
      expect((await get(key.headers)).statusCode).toBe(200);
      await get({ authorization: `Bearer ${key.key}x` });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(key.key.slice(16));
    } finally {
      await limited.close();
    }
  });
});

/** Every operation of the contract that takes a signed-in caller, with the scopes of `apiKey` it lists. */
function contractOperations() {
  const specPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
  const doc = parse(readFileSync(specPath, 'utf8'), { maxAliasCount: -1 }) as {
    security: Record<string, string[]>[];
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  const operations: { method: string; path: string; scopes: string[] }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? doc.security;
      if (security.length === 0) continue;
      const scopes = security.flatMap((requirement) => requirement.apiKey ?? []);
      operations.push({ method: method.toUpperCase(), path, scopes });
    }
  }
  return operations;
}

describe("a key's scopes over every operation of the contract", () => {
  it('allows exactly the operations whose security lists the scope, and answers 403 API_KEY_SCOPE to the rest', async () => {
    const operations = contractOperations();
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((operation) => operation.scopes.length > 0).length).toBe(13);
    const mismatches: string[] = [];
    for (const scope of API_KEY_SCOPES) {
      const key = await createKey([scope]);
      for (const { method, path, scopes } of operations) {
        const url = path.replace(/\{[^}]+\}/g, '999999');
        // Straight to the app: the contract documents the key's 403 once, in the apiKey scheme.
        const response = await t.app.inject({ method, url, headers: key.headers });
        const refused =
          response.statusCode === 403 && response.json<{ errorCode?: string }>().errorCode === 'API_KEY_SCOPE';
        if (refused === scopes.includes(scope))
          mismatches.push(`${scope} ${method} ${path} ${String(response.statusCode)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
