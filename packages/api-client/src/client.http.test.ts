import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createMemoryTokenStore } from './token-store.ts';

/** What a real HTTP server on 127.0.0.1 received: raw bytes off the socket, not Request objects. */
const received: { url: string; authorization: string; contentType: string; body: Buffer }[] = [];
let server: Server;
let base = '';

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const authorization = request.headers.authorization ?? '';
      received.push({
        url: request.url ?? '',
        authorization,
        contentType: request.headers['content-type'] ?? '',
        body,
      });
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/token/refresh/') {
        response.end(JSON.stringify({ access: 'fresh', refresh: 'refresh-2' }));
      } else if (authorization === 'jwt fresh') {
        response.end(JSON.stringify({ ok: true }));
      } else {
        response.statusCode = 401;
        response.end(JSON.stringify({ detail: 'Given token not valid for any token type' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

it('over real HTTP, a multipart upload retried after a 401 arrives byte-identical', async () => {
  const client = createApiClient({
    baseUrl: base,
    tokenStore: createMemoryTokenStore({ access: 'expired', refresh: 'refresh-1' }),
    getLanguage: () => 'fi',
    onSessionEnded: () => undefined,
    locks: null,
    channel: null,
  });
  const picture = Buffer.from(Uint8Array.from({ length: 200_000 }, (_, i) => (i * 7) % 251));

  const { response } = await client.PATCH('/users/{id}/', {
    params: { path: { id: 3 } },
    body: { first_name: 'Maija', profile_picture: new Blob([picture], { type: 'image/jpeg' }) },
    bodySerializer: (body) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) {
        if (value instanceof Blob) form.append(key, value, 'kuva.jpg');
        else if (typeof value === 'string') form.append(key, value);
      }
      return form;
    },
  });
  client.dispose();

  expect(response.status).toBe(200);
  expect(received.map((r) => [r.url, r.authorization])).toEqual([
    ['/users/3/', 'jwt expired'],
    ['/token/refresh/', ''],
    ['/users/3/', 'jwt fresh'],
  ]);
  const [first, , retry] = received;
  expect(retry?.contentType).toBe(first?.contentType);
  expect(retry?.body.length).toBeGreaterThan(picture.length);
  expect(retry?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
  expect(retry?.body.includes(picture)).toBe(true);
});
