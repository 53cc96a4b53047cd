/**
 * Large JSON answers are gzipped for a client that accepts gzip (issue 15: the transport list at page size All is
 * ~7 MB of JSON): the same answer, compressed, with `Content-Encoding: gzip`; plain for a client that does not
 * accept it, and plain below the threshold (a filtered page of 30).
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_MIN_BYTES } from '../src/http/compression.ts';
import { seedScaleTransports } from '../src/seed/scale.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  await seedScaleTransports(t.db, company.id, 300);
});
afterAll(() => t.close());

const largeList = '/transports/company/?exclude_return_trips=true&include_delivered=true&limit=10000';

describe('compression of large JSON answers', () => {
  it('gzips the list at page size All for a client that accepts gzip, with the same rows', async () => {
    // the plain answer, contract-checked
    const plain = await t.request({ method: 'GET', url: largeList, headers: admin });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const rows = plain.json<{ count: number; transports: { id: number }[] }>();
    expect(rows.transports.length).toBeGreaterThan(300);

    const gzipped = await t.app.inject({
      method: 'GET',
      url: largeList,
      headers: { ...admin, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(String(gzipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    // a fraction of the plain size, and the same answer once decompressed
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(rows);
  });

  it('answers plain JSON when the client does not accept gzip', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0', 'br', '*;q=0']) {
      const response = await t.app.inject({
        method: 'GET',
        url: largeList,
        headers: { ...admin, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBeUndefined();
      expect(response.json<{ transports: unknown[] }>().transports.length, encoding).toBeGreaterThan(300);
    }
  });

  it('leaves a filtered page of 30 plain even when the client accepts gzip', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/transports/company/?exclude_return_trips=true&limit=30',
      headers: { ...admin, 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<{ transports: unknown[] }>().transports).toHaveLength(30);
  });

  it('reads Accept-Encoding as HTTP defines it', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('gzip; q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
  });
});
