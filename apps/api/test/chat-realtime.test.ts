/**
 * The realtime channel /chats/?token= on a listening server with a real websocket client: checked before the
 * upgrade (token, Origin), events only to members with a per-group sequence, ping/pong, size and rate limits,
 * closing on token expiry and on an ended session, dead sockets dropped, and the token never in the log.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { signJwt } from '../src/auth/jwt.ts';
import { createTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};
const headers = (who: string) => ({ authorization: `jwt ${tokens[who] ?? ''}` });

const PING_MS = 300;

beforeAll(async () => {
  t = await createTestApp({ env: { CHAT_PING_INTERVAL_MS: String(PING_MS) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}`;
  for (const [who, email] of [
    ['coordinator', 'coordinator@demo.siirto.fi'],
    ['driver', 'kuljettaja@demo.siirto.fi'],
    ['driver2', 'kuljettaja2@demo.siirto.fi'],
    ['outsider', 'laura.nieminen@demo.siirto.fi'],
  ] as const) {
    tokens[who] = (await t.loginAs(email)).access;
  }
});
afterAll(() => t.close());

interface Client {
  socket: WebSocket;
  frames: Record<string, unknown>[];
  closed: Promise<{ code: number; reason: string }>;
  /** The next frame (from now on or already received and not yet taken) that matches. */
  next(match: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

function connect(token: string | null, options: { origin?: string; autoPong?: boolean; url?: string } = {}) {
  const url = options.url ?? `${base}/chats/${token === null ? '' : `?token=${encodeURIComponent(token)}`}`;
  const socket = new WebSocket(url, {
    ...(options.origin ? { origin: options.origin } : {}),
    autoPong: options.autoPong ?? true,
  });
  const frames: Record<string, unknown>[] = [];
  const waiters: {
    match: (frame: Record<string, unknown>) => boolean;
    resolve: (frame: Record<string, unknown>) => void;
  }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse((data as Buffer).toString('utf8')) as Record<string, unknown>;
    const waiter = waiters.find((candidate) => candidate.match(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    } else frames.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
    });
  });
  const client: Client = {
    socket,
    frames,
    closed,
    next(match) {
      const index = frames.findIndex(match);
      if (index >= 0) return Promise.resolve(frames.splice(index, 1)[0] ?? {});
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
  return client;
}

const opened = (client: Client) =>
  new Promise<void>((resolve, reject) => {
    client.socket.once('open', () => {
      resolve();
    });
    client.socket.once('error', reject);
  });

/** The HTTP status the server refused the upgrade with. */
const refusedWith = (client: Client) =>
  new Promise<number>((resolve) => {
    client.socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
    });
    client.socket.on('error', () => undefined);
  });

async function groupId(name: string) {
  const response = await t.request({ method: 'GET', url: '/chat/v1/groups/', headers: headers('coordinator') });
  const group = response
    .json<{ results: { id: number; name: string; sequence: number }[] }>()
    .results.find((candidate) => candidate.name === name);
  if (!group) throw new Error(name);
  return group;
}

describe('before the upgrade', () => {
  it('refuses a missing, wrong or refresh token with 401 and a foreign Origin with 403', async () => {
    expect(await refusedWith(connect(null))).toBe(401);
    expect(await refusedWith(connect('not-a-token'))).toBe(401);
    const { refresh } = await t.loginAs('coordinator@demo.siirto.fi');
    expect(await refusedWith(connect(refresh))).toBe(401);
    expect(await refusedWith(connect(tokens.coordinator ?? '', { origin: 'https://evil.example' }))).toBe(403);
    const allowed = connect(tokens.coordinator ?? '', { origin: 'http://localhost:5173' });
    await opened(allowed);
    allowed.socket.close(1000);
  });

  it('is announced in the status (WEBSOCKET 1)', async () => {
    const status = await t.request({ method: 'GET', url: '/admin_data/status/' });
    expect(status.json<{ WEBSOCKET: number }>().WEBSOCKET).toBe(1);
  });
});

describe('events', () => {
  it('reach every member (the sender’s tabs get the message, not the notice), nobody else, in sequence', async () => {
    const team = await groupId('Kuljettajat');
    const coordinator = connect(tokens.coordinator ?? '');
    const driverTab = connect(tokens.driver ?? '');
    const driver2 = connect(tokens.driver2 ?? '');
    const outsider = connect(tokens.outsider ?? '');
    await Promise.all([coordinator, driverTab, driver2, outsider].map(opened));

    const url = `/chat/v1/groups/${String(team.id)}/messages/`;
    const sent = await t.request({ method: 'POST', url, headers: headers('driver'), payload: { content: 'Lähdössä' } });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<{ id: number; sequence: number }>();
    expect(message.sequence).toBe(team.sequence + 1);

    const isMessage = (frame: Record<string, unknown>) => frame.type === 'chat_message';
    const received = await coordinator.next(isMessage);
    expect(received).toMatchObject({
      chat_group_id: team.id,
      sequence: team.sequence + 1,
      message: { id: message.id },
    });
    expect(await coordinator.next((frame) => frame.type === 'new_chat_message')).toMatchObject({
      chat_group_id: team.id,
      sequence: team.sequence + 1,
      unread_count: 4,
    });
    expect(await driver2.next(isMessage)).toMatchObject({ message: { id: message.id, content: 'Lähdössä' } });
    expect(await driverTab.next(isMessage)).toMatchObject({ message: { id: message.id } });

    const deleted = await t.request({
      method: 'DELETE',
      url: `${url}${String(message.id)}/`,
      headers: headers('driver'),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await driver2.next((frame) => frame.type === 'chat_message_deleted')).toEqual({
      type: 'chat_message_deleted',
      chat_group_id: team.id,
      sequence: team.sequence + 2,
      message_id: message.id,
    });
    // Events are sent in commit order, so with the deletion here the message's frames have all been sent: the
    // sender's own socket got no unread notice, the outsider nothing at all.
    expect(driverTab.frames.filter((frame) => frame.type === 'new_chat_message')).toEqual([]);
    expect(outsider.frames).toEqual([]);
    for (const client of [coordinator, driverTab, driver2, outsider]) client.socket.close(1000);
  });

  it('tells everyone who was a member, and nobody else, that its admin deleted the group', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/chat/groups/',
      headers: headers('coordinator'),
      payload: { name: 'Poistuva ryhmä', description: '', chat_type: 'group' },
    });
    const group = created.json<{ id: number }>();
    const driverId = (await t.request({ method: 'GET', url: '/users/me/', headers: headers('driver') })).json<{
      id: number;
    }>().id;
    const added = await t.request({
      method: 'POST',
      url: '/api/chat/members/',
      headers: headers('coordinator'),
      payload: { chat_group: group.id, user: driverId, role: 'member' },
    });
    expect(added.statusCode).toBe(201);
    const driver = connect(tokens.driver ?? '');
    const driver2 = connect(tokens.driver2 ?? '');
    await Promise.all([driver, driver2].map(opened));
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/chat/groups/${String(group.id)}/`,
      headers: headers('coordinator'),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await driver.next((frame) => frame.type === 'chat_group_deleted')).toEqual({
      type: 'chat_group_deleted',
      chat_group_id: group.id,
    });
    // a later event to both shows that driver2 (no member) was not told: events go out in commit order
    const team = await groupId('Kuljettajat');
    await t.request({
      method: 'POST',
      url: `/chat/v1/groups/${String(team.id)}/messages/`,
      headers: headers('coordinator'),
      payload: { content: 'Seuraava' },
    });
    await driver2.next((frame) => frame.type === 'chat_message');
    expect(driver2.frames.filter((frame) => frame.type === 'chat_group_deleted')).toEqual([]);
    for (const client of [driver, driver2]) client.socket.close(1000);
  });

  it('answers a ping frame with pong', async () => {
    const client = connect(tokens.driver ?? '');
    await opened(client);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next((frame) => frame.type === 'pong')).toEqual({ type: 'pong' });
    client.socket.close(1000);
  });
});

describe('limits and closing', () => {
  it('closes on a frame over 4 KiB (1009), on anything but a ping (1008) and on a flood of frames (1008)', async () => {
    const big = connect(tokens.driver ?? '');
    await opened(big);
    big.socket.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(5000) }));
    expect((await big.closed).code).toBe(1009);

    const odd = connect(tokens.driver ?? '');
    await opened(odd);
    odd.socket.send('<script>');
    expect((await odd.closed).code).toBe(1008);

    const flood = connect(tokens.driver ?? '');
    await opened(flood);
    for (let index = 0; index < 25; index++) flood.socket.send(JSON.stringify({ type: 'ping' }));
    expect((await flood.closed).code).toBe(1008);
    expect(flood.frames.filter((frame) => frame.type === 'pong')).toHaveLength(20);
  });

  it('closes with 4401 when the token expires', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: headers('driver') });
    const shortLived = signJwt(
      { token_type: 'access', user_id: me.json<{ id: number }>().id, jti: 'short', iat: now, exp: now + 1, ver: 0 },
      t.config.jwtSecret,
    );
    const client = connect(shortLived);
    await opened(client);
    expect((await client.closed).code).toBe(4401);
  });

  it('closes with 4401 when the session ends (password change) and drops a socket that stops answering pings', async () => {
    const silent = connect(tokens.coordinator ?? '', { autoPong: false });
    const driver2 = connect(tokens.driver2 ?? '');
    await Promise.all([opened(silent), opened(driver2)]);
    expect((await silent.closed).code).toBe(1006);

    const changed = await t.request({
      method: 'PATCH',
      url: `/users/${String((await t.request({ method: 'GET', url: '/users/me/', headers: headers('driver2') })).json<{ id: number }>().id)}/change_password/`,
      headers: headers('driver2'),
      payload: {
        data: {
          current_password: 'Siirto!Demo2026',
          new_password: 'Uusi!Salasana2027',
          check_password: 'Uusi!Salasana2027',
        },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await driver2.closed).code).toBe(4401);
  });

  it('keeps at most 10 sockets per user, closing the oldest with 4409', async () => {
    const first = connect(tokens.outsider ?? '');
    await opened(first);
    const others = Array.from({ length: 10 }, () => connect(tokens.outsider ?? ''));
    await Promise.all(others.map(opened));
    expect((await first.closed).code).toBe(4409);
    for (const client of others) client.socket.close(1000);
  });
});

describe('logging', () => {
  it('never writes the token to the log', async () => {
    const lines: string[] = [];
    const logged = buildApp({
      db: t.db,
      config: t.config,
      mailer: { send: () => Promise.resolve(), close() {} },
      logger: { stream: { write: (line) => void lines.push(line) } },
    });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const port = (logged.server.address() as AddressInfo).port;
    try {
      const good = connect(null, { url: `ws://127.0.0.1:${String(port)}/chats/?token=${tokens.driver ?? ''}` });
      await opened(good);
      good.socket.close(1000);
      await good.closed;
      const bad = connect(null, { url: `ws://127.0.0.1:${String(port)}/chats/?token=secret-looking-token` });
      expect(await refusedWith(bad)).toBe(401);
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('/chats/');
    expect(log).not.toContain(tokens.driver ?? 'x');
    expect(log).not.toContain('secret-looking-token');
  });
});
