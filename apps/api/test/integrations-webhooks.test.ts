/**
 * Signed webhooks (issue 33 §2): a receiver (a small HTTP server here) verifies every delivery with the
 * `standardwebhooks` package; it fails the first three and gets the event once afterwards, with the same id each
 * time; forged and replayed signatures fail; a rotated secret keeps signing beside the new one for a while; resend
 * and the test event; a day of failures disables the endpoint and mails the admins; two API processes on one
 * database deliver each event once, in order per transport; the request forgery guard.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookDeliverer } from '../src/routes/integrations/deliverer.ts';
import { isPrivateAddress, OutboundRefused, postWebhook } from '../src/routes/integrations/outbound.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { secondProcess } from './support/second-process.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The receiver: records every request; `fail[path]` answers that many 500s first; `slowMs` delays each answer. */
const received: Received[] = [];
const fail = new Map<string, number>();
let slowMs = 0;
let server: Server;
let base: string;

/** Each receiver path's signing secret. */
const secrets = new Map<string, string>();
const secretOf = (path: string) => secrets.get(path) ?? '';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const failing = fail.get(path) ?? 0;
      if (path === '/redirect') {
        response.writeHead(302, { location: '/ok' }).end();
        return;
      }
      if (path === '/large') {
        response.writeHead(200).end('x'.repeat(200_000));
        return;
      }
      setTimeout(() => {
        if (failing > 0) fail.set(path, failing - 1);
        response.writeHead(failing > 0 ? 500 : 204).end(failing > 0 ? 'not now' : undefined);
      }, slowMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  t = await createTestApp({ env: { WEBHOOK_ALLOW_HTTP: '1', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1' } });
  admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
});

const drain = () => webhookDeliverer(t.app).drain();
const at = (path: string) => received.filter((request) => request.path === path);

async function createEndpoint(path: string, events: string[]) {
  const response = await t.request({
    method: 'POST',
    url: '/companies/me/webhooks/',
    headers: admin,
    payload: { url: `${base}${path}`, description: path, events },
  });
  expect(response.statusCode).toBe(201);
  const endpoint = response.json<{ id: number; secret: string }>();
  secrets.set(path, endpoint.secret);
  return endpoint;
}

/** A new draft of the company (order again of a seeded transport): a `transport.created` event. */
async function newTransport(headers = admin) {
  const list = await t.request({ method: 'GET', url: '/transports/company/?limit=1', headers });
  const source = list.json<{ transports: { id: number }[] }>().transports[0];
  const response = await t.request({
    method: 'POST',
    url: `/transports/company/${String(source?.id)}/order_again/`,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const headersOf = (request: Received) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

/** The fake clock's time as the receiver's time (standardwebhooks checks the timestamp against Date.now()). */
function receiverTimeIs(date: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
}

describe('webhook deliveries', () => {
  it('are signed, retried with backoff after three failures, and arrive once afterwards with the same id', async () => {
    const endpoint = await createEndpoint('/retry', ['transport.created', 'transport.deleted']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    fail.set('/retry', 3);
    const transportId = await newTransport();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await drain();
      // past the longest backoff of the first attempts (10 s, 20 s, 40 s at most)
      t.clock.advance(61_000);
    }
    const requests = at('/retry');
    expect(requests).toHaveLength(4);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const webhook = new Webhook(endpoint.secret);
    for (const request of requests) {
      receiverTimeIs(new Date(Number(request.headers['webhook-timestamp']) * 1000));
      const event = webhook.verify(request.body, headersOf(request)) as {
        type: string;
        data: { transport: { id: number } };
      };
      expect(event.type).toBe('transport.created');
      expect(event.data.transport.id).toBe(transportId);
    }
    vi.useRealTimers();
    admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
    const log = await t.request({
      method: 'GET',
      url: `/companies/me/webhooks/${String(endpoint.id)}/deliveries/`,
      headers: admin,
    });
    expect(log.json<unknown[]>()).toHaveLength(1);
    expect(log.json<unknown[]>()[0]).toMatchObject({
      event_type: 'transport.created',
      status: 'delivered',
      attempts: 4,
      status_code: 204,
    });
  });

  it('fail verification when forged or replayed', async () => {
    const request = at('/retry').at(-1);
    if (!request) throw new Error('no delivery');
    const other = await createEndpoint('/other', ['transport.created']);
    const sentAt = new Date(Number(request.headers['webhook-timestamp']) * 1000);
    receiverTimeIs(sentAt);
    const webhook = new Webhook(secretOf('/retry'));
    expect(() => webhook.verify(request.body, headersOf(request))).not.toThrow();
    // another secret, a changed body, a changed id
    expect(() => new Webhook(other.secret).verify(request.body, headersOf(request))).toThrow();
    const changed = request.body.replace('transport.created', 'transport.deleted');
    expect(() => webhook.verify(changed, headersOf(request))).toThrow();
    expect(() => webhook.verify(request.body, { ...headersOf(request), 'webhook-id': 'msg_forged' })).toThrow();
    // the same delivery replayed ten minutes later
    vi.setSystemTime(new Date(sentAt.getTime() + 10 * 60_000));
    expect(() => webhook.verify(request.body, headersOf(request))).toThrow(/timestamp/i);
  });

  it('resend sends the same event again; the test event reaches one endpoint', async () => {
    const [endpoint] = (await t.request({ method: 'GET', url: '/companies/me/webhooks/', headers: admin })).json<
      { id: number; url: string }[]
    >();
    if (!endpoint) throw new Error('no endpoint');
    const base = `/companies/me/webhooks/${String(endpoint.id)}`;
    const [delivered] = (await t.request({ method: 'GET', url: `${base}/deliveries/`, headers: admin })).json<
      { id: number; event_id: string }[]
    >();
    if (!delivered) throw new Error('no delivery');
    const resend = await t.request({
      method: 'POST',
      url: `${base}/deliveries/${String(delivered.id)}/resend/`,
      headers: admin,
    });
    expect(resend.statusCode).toBe(201);
    const test = await t.request({ method: 'POST', url: `${base}/test/`, headers: admin });
    expect(test.statusCode).toBe(201);
    const before = at('/retry').length;
    await drain();
    const latest = at('/retry').slice(before);
    expect(latest.map((request) => request.headers['webhook-id'])).toEqual([
      delivered.event_id,
      test.json<{ event_id: string }>().event_id,
    ]);
    receiverTimeIs(t.clock.now());
    const event = new Webhook(secretOf('/retry')).verify(latest[1]?.body ?? '', headersOf(latest[1] as Received));
    expect(event).toMatchObject({ type: 'webhook.test' });
    expect(at('/other')).toHaveLength(0);
  });

  it('a rotated secret keeps signing beside the new one until its overlap ends', async () => {
    const endpoint = await createEndpoint('/rotate', ['transport.created']);
    const rotated = await t.request({
      method: 'POST',
      url: `/companies/me/webhooks/${String(endpoint.id)}/rotate_secret/`,
      headers: admin,
    });
    const { secret } = rotated.json<{ secret: string }>();
    expect(secret).not.toBe(endpoint.secret);
    await t.request({ method: 'POST', url: `/companies/me/webhooks/${String(endpoint.id)}/test/`, headers: admin });
    await drain();
    const [during] = at('/rotate');
    if (!during) throw new Error('no delivery');
    receiverTimeIs(t.clock.now());
    expect(() => new Webhook(secret).verify(during.body, headersOf(during))).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(during.body, headersOf(during))).not.toThrow();
    vi.useRealTimers();
    t.clock.advance(25 * 3600_000);
    admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
    await t.request({ method: 'POST', url: `/companies/me/webhooks/${String(endpoint.id)}/test/`, headers: admin });
    await drain();
    const after = at('/rotate')[1];
    if (!after) throw new Error('no delivery');
    receiverTimeIs(t.clock.now());
    expect(() => new Webhook(secret).verify(after.body, headersOf(after))).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(after.body, headersOf(after))).toThrow();
  });

  it('a day of failures disables the endpoint and mails the company admins', async () => {
    const endpoint = await createEndpoint('/down', ['transport.deleted']);
    fail.set('/down', 10_000);
    const transportId = await newTransport();
    const removed = await t.request({
      method: 'DELETE',
      url: `/transports/company/${String(transportId)}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    const mailsBefore = t.mails.length;
    for (let hour = 0; hour < 26; hour += 1) {
      await drain();
      t.clock.advance(3600_000);
    }
    expect(at('/down').length).toBeGreaterThan(5);
    expect(at('/down').length).toBeLessThan(40);
    admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
    const endpoints = (await t.request({ method: 'GET', url: '/companies/me/webhooks/', headers: admin })).json<
      { id: number; enabled: boolean }[]
    >();
    expect(endpoints.find((row) => row.id === endpoint.id)?.enabled).toBe(false);
    const mails = t.mails.slice(mailsBefore).filter((mail) => mail.subject.includes('webhook'));
    expect(mails.map((mail) => mail.to)).toContain('admin@demo.siirto.fi');
    expect(mails.every((mail) => mail.text.includes(`${base}/down`))).toBe(true);
    const log = await t.request({
      method: 'GET',
      url: `/companies/me/webhooks/${String(endpoint.id)}/deliveries/`,
      headers: admin,
    });
    expect(log.json<{ status: string }[]>()[0]?.status).toBe('failed');
    fail.delete('/down');
  });
});

describe('several API processes', () => {
  it('deliver each event once per endpoint, in order per transport', async () => {
    const other = await secondProcess(t);
    try {
      await createEndpoint('/many', ['transport.created', 'transport.deleted']);
      const ids: number[] = [];
      for (let i = 0; i < 4; i += 1) ids.push(await newTransport());
      for (const id of ids) {
        const removed = await t.request({
          method: 'DELETE',
          url: `/transports/company/${String(id)}/`,
          headers: admin,
        });
        expect(removed.statusCode).toBe(204);
      }
      slowMs = 20;
      await Promise.all([drain(), webhookDeliverer(other.app).drain(), drain(), webhookDeliverer(other.app).drain()]);
      slowMs = 0;
      const events = at('/many').map((request) => ({
        id: String(request.headers['webhook-id']),
        ...(JSON.parse(request.body) as { type: string; data: { transport?: { id: number }; transport_id?: number } }),
      }));
      expect(events).toHaveLength(8);
      expect(new Set(events.map((event) => event.id)).size).toBe(8);
      for (const id of ids) {
        const ofTransport = events.filter((event) => (event.data.transport?.id ?? event.data.transport_id) === id);
        expect(ofTransport.map((event) => event.type)).toEqual(['transport.created', 'transport.deleted']);
      }
    } finally {
      await other.close();
    }
  });
});

describe('the request forgery guard', () => {
  const policy = { allowHttp: true, allowPrivateAddresses: false, timeoutMs: 2000, maxResponseBytes: 1000 };

  it('refuses private, loopback and link-local addresses, and http unless allowed', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address)).toBe(true);
    expect(isPrivateAddress('93.184.215.14')).toBe(false);
    await expect(postWebhook(`${base}/ok`, {}, '{}', policy)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(postWebhook('http://localhost/ok', {}, '{}', policy)).rejects.toBeInstanceOf(OutboundRefused);
    const httpsOnly = { ...policy, allowHttp: false, allowPrivateAddresses: true };
    await expect(postWebhook(`${base}/ok`, {}, '{}', httpsOnly)).rejects.toBeInstanceOf(OutboundRefused);
    const create = await t.request({
      method: 'POST',
      url: '/companies/me/webhooks/',
      headers: admin,
      payload: { url: 'ftp://example.com/hook', events: ['transport.created'] },
    });
    expect(create.statusCode).toBe(400);
  });

  it('follows no redirect and reads at most the size limit of an answer', async () => {
    const allowed = { ...policy, allowPrivateAddresses: true };
    const redirect = await postWebhook(`${base}/redirect`, {}, '{}', allowed);
    expect(redirect.statusCode).toBe(302);
    expect(at('/ok')).toHaveLength(0);
    const large = await postWebhook(`${base}/large`, {}, '{}', allowed);
    expect(large.body.length).toBe(1000);
  });
});
