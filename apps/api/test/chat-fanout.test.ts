/**
 * Several API processes on one PostgreSQL database: a message sent through one instance arrives on a socket of
 * the other (PostgreSQL LISTEN/NOTIFY), in order and exactly once, so does a transport event (live status), and the
 * auth rate limits count across them.
 *
 * Needs PostgreSQL: it runs in the `api:postgres` step of `npm test` (TEST_DATABASE_URL, apps/api/scripts/
 * with-postgres.mjs); the PGlite run has one process by definition and covers the in-process path in
 * chat-realtime.test.ts.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp, testDatabaseUrl } from './support/harness.ts';
import { type SecondProcess, secondProcess } from './support/second-process.ts';

describe.runIf(testDatabaseUrl !== undefined)('two API instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: SecondProcess;

  beforeAll(async () => {
    first = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
    // The second process: its own pool, its own LISTEN connection, its own sockets, the same database.
    second = await secondProcess(first);
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('delivers a message sent through one instance to a socket of the other, in order', async () => {
    const coordinator = await first.loginAs('coordinator@demo.siirto.fi');
    const driver = await first.loginAs('kuljettaja@demo.siirto.fi');
    const port = (second.app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${String(port)}/chats/?token=${coordinator.access}`);
    const frames: { type: string; sequence: number; message?: { id: number; content: string } }[] = [];
    socket.on('message', (data) => {
      frames.push(JSON.parse((data as Buffer).toString('utf8')) as (typeof frames)[number]);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });

    const groups = await first.request({ method: 'GET', url: '/chat/v1/groups/', headers: coordinator.headers });
    const team = groups
      .json<{ results: { id: number; name: string; sequence: number }[] }>()
      .results.find((group) => group.name === 'Kuljettajat');
    if (!team) throw new Error('no team group');
    const url = `/chat/v1/groups/${String(team.id)}/messages/`;
    const sent: number[] = [];
    for (const content of ['yksi', 'kaksi', 'kolme']) {
      const response = await first.request({ method: 'POST', url, headers: driver.headers, payload: { content } });
      sent.push(response.json<{ id: number }>().id);
    }
    // A retried send (same client id) is no new event.
    for (let attempt = 0; attempt < 2; attempt++) {
      await first.request({
        method: 'POST',
        url,
        headers: driver.headers,
        payload: { content: 'neljä', client_id: 'fanout-0004' },
      });
    }
    const deadline = Date.now() + 10_000;
    while (frames.filter((frame) => frame.type === 'chat_message').length < 4 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const messages = frames.filter((frame) => frame.type === 'chat_message');
    expect(messages.map((frame) => frame.message?.content)).toEqual(['yksi', 'kaksi', 'kolme', 'neljä']);
    expect(messages.map((frame) => frame.sequence)).toEqual([1, 2, 3, 4].map((step) => team.sequence + step));
    expect(messages.slice(0, 3).map((frame) => frame.message?.id)).toEqual(sent);
    socket.close(1000);
  });

  it('delivers a transport event of a driver’s call through one instance to a socket of the other', async () => {
    const coordinator = await first.loginAs('coordinator@demo.siirto.fi');
    const driver = await first.loginAs('kuljettaja2@demo.siirto.fi');
    const port = (second.app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${String(port)}/chats/?token=${coordinator.access}`);
    const frames: { type: string; sequence?: number; transport_id?: number; state?: number }[] = [];
    socket.on('message', (data) => {
      frames.push(JSON.parse((data as Buffer).toString('utf8')) as (typeof frames)[number]);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const mine = await first.request({ method: 'GET', url: '/driver/transports/', headers: driver.headers });
    const reserved = mine.json<{ id: number; state: number }[]>().find((transport) => transport.state === 4);
    if (!reserved) throw new Error('no reserved transport');
    const moved = await first.request({
      method: 'POST',
      url: `/driver/transports/${String(reserved.id)}/state/`,
      headers: driver.headers,
      payload: { state: 5 },
    });
    expect(moved.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (!frames.some((frame) => frame.type === 'transport_state') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(frames.filter((frame) => frame.type === 'transport_state')).toEqual([
      expect.objectContaining({ transport_id: reserved.id, state: 5, sequence: expect.any(Number) as number }),
    ]);
    socket.close();
  });

  it('counts failed sign-ins of one account across both instances', async () => {
    const wrong = { username: 'user@demo.siirto.fi', password: 'Väärä!Salasana1' };
    const statuses: number[] = [];
    for (const app of [first.app, second.app, first.app, second.app]) {
      const response = await app.inject({ method: 'POST', url: '/token/', payload: wrong });
      statuses.push(response.statusCode);
    }
    // RATE_LIMIT_AUTH_MAX 3: the fourth failure, wherever it lands, is refused.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
