#!/usr/bin/env node
// `pnpm bench:faults` (issue 29 §2, the long forms; the short ones run in npm test: test/server-faults.test.ts and
// e2e/tests/realtime-restart.spec.ts): the production layout (./layout.mjs: nginx, two API processes, a durable
// PostgreSQL) under load, broken three ways, each printing what it lost:
// - kill:     SIGKILL of API process 2, started again 5 s later (as a process manager does);
// - postgres: PostgreSQL stopped (fast: every session ended) for BENCH_FAULTS_DOWN_SECONDS (5), then started;
// - rolling:  a rolling restart: SIGTERM to process 1, started again, ready, then the same for process 2.
// The load during each (from BENCH_FAULTS_BEFORE_SECONDS, default 5, before the fault to 5 s after it is over, the
// restarted process ready again): BENCH_FAULTS_USERS (40) signed-in users at one request a second through nginx
// (autocannon: the list, the front page, a chat page, /users/me/), websockets of 20 of them (reconnecting 250 ms
// after a close, as the dashboard does), chat senders (a message every 300 ms, each with its client id) and an order
// writer (a draft every 1.5 s, each with its Idempotency-Key), and at the fault's moment a burst of 8 messages and
// 4 orders in flight; every write is retried after a failure (a network error, 502, 503, 504) with the same client
// id / key, as the dashboard does. After each: requests that failed, chat messages lost or stored twice (read from
// the database by client id), orders lost or made twice (by their Idempotency-Key's vehicle), the sockets' longest
// gap.
// BENCH_FAULTS (default kill,postgres,rolling), BENCH_LOAD_PORT_OFFSET moves the ports (layout.mjs).
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { startLayout, waitUntilOk } from './layout.mjs';
import { load, seedScale } from './support.mjs';

const scenarios = (process.env.BENCH_FAULTS ?? 'kill,postgres,rolling').split(',');
const before = Number(process.env.BENCH_FAULTS_BEFORE_SECONDS ?? 5);
const downSeconds = Number(process.env.BENCH_FAULTS_DOWN_SECONDS ?? 5);
const userCount = Number(process.env.BENCH_FAULTS_USERS ?? 40);
const transports = Number(process.env.BENCH_FAULTS_TRANSPORTS ?? 10_000);
const password = 'Siirto!Demo2026';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`[bench:faults] ${line}`);
/** A failure a client retries with the same key: no answer at all, or the proxy's or a draining API's. */
const retryable = (status) => status === 0 || status === 502 || status === 503 || status === 504;

const layout = await startLayout({
  offset: Number(process.env.BENCH_LOAD_PORT_OFFSET ?? 0),
  log,
  apiEnv: {
    ACCESS_TOKEN_LIFETIME_SECONDS: '7200',
    RATE_LIMIT_AUTH_ADDRESS_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '100000',
  },
  seed: (databaseUrl) => seedScale(databaseUrl, transports, userCount),
});
const api = `${layout.origin}/api`;
process.on('SIGINT', () => {
  layout.stop();
  process.exit(130);
});

/** One request through the proxy: its status (0: no answer), Retry-After and body. */
async function send(path, { method = 'GET', token, body, headers = {} } = {}) {
  try {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `jwt ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
  } catch {
    return { status: 0, retryAfter: null, text: '' };
  }
}

/** Sends until the answer is not retryable (at most 60 tries, 250 ms apart); the answers' statuses in order. */
async function sendRetrying(path, options) {
  const statuses = [];
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = await send(path, options);
    statuses.push(answer.status);
    if (!retryable(answer.status)) return { ...answer, statuses };
    await sleep(250);
  }
  return { status: -1, statuses, text: '' };
}

const db = new pg.Client({ connectionString: layout.databaseUrl });
await db.connect();
const { rows: companies } = await db.query(
  "SELECT c.id, min(l.id) AS location FROM companies c JOIN business_locations l ON l.company_id = c.id WHERE c.name = 'Demo Kuljetus Oy' GROUP BY c.id",
);
const company = companies[0];
await db.end();

const users = [];
for (let index = 0; index < userCount; index += 8) {
  const emails = Array.from(
    { length: Math.min(8, userCount - index) },
    (_, k) => `scale-${String(index + k + 1)}@demo.siirto.fi`,
  );
  users.push(
    ...(await Promise.all(
      emails.map(async (email) => {
        const { text } = await sendRetrying('/token/', { method: 'POST', body: { username: email, password } });
        const { access } = JSON.parse(text);
        const groups = JSON.parse((await send('/chat/v1/groups/', { token: access })).text);
        const groupList = Array.isArray(groups) ? groups : (groups.results ?? []);
        return { email, access, groupId: groupList[0]?.id ?? null };
      }),
    )),
  );
}
const admin = JSON.parse(
  (await sendRetrying('/token/', { method: 'POST', body: { username: 'admin@demo.siirto.fi', password } })).text,
).access;
// the chat quota is 60 messages a minute a person and 300 a company: eight senders take turns
const senders = users.filter((user) => user.groupId).slice(0, 8);
if (senders.length === 0) throw new Error('no scale user in a chat group');
log(`${String(users.length)} users signed in through nginx; load ${load()}`);

/** Runs `fault` (an async function) `before` s into the load, which goes on 5 s after it; answers what was lost. */
async function underLoad(name, fault) {
  const failures = new Map();
  let answered = 0;
  const readers = autocannon({
    url: layout.origin,
    connections: userCount,
    connectionRate: 1,
    // stopped 5 s after the fault is over (a restart's length depends on the machine)
    duration: 3600,
    requests: [
      '/transports/company/?limit=25&offset=0&ordering=-created&exclude_return_trips=true',
      '/admin_data/frontpage/',
      '/users/me/',
      '/chat/v1/groups/',
    ].map((path) => ({
      method: 'GET',
      setupRequest: (request, context) => {
        context.user ??= users[Math.floor(Math.random() * users.length)];
        return {
          ...request,
          path: `/api${path}`,
          headers: { authorization: `jwt ${context.user.access}`, 'accept-encoding': 'gzip' },
        };
      },
    })),
    setupClient: (client) =>
      client.on('response', (status) => {
        answered += 1;
        if (status >= 400) failures.set(status, (failures.get(status) ?? 0) + 1);
      }),
  });

  // sockets: closed ones reconnect after 250 ms; the longest time any was without a connection
  let socketsOn = true;
  let longestGapMs = 0;
  let closes = 0;
  const sockets = users.slice(0, 20).map((user) => {
    const state = { closedAt: null, socket: null };
    const open = () => {
      const socket = new WebSocket(`${api.replace('http', 'ws')}/chats/?token=${String(user.access)}`);
      state.socket = socket;
      socket.on('open', () => {
        if (state.closedAt !== null) longestGapMs = Math.max(longestGapMs, Date.now() - state.closedAt);
        state.closedAt = null;
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (!socketsOn) return;
        closes += 1;
        state.closedAt ??= Date.now();
        setTimeout(open, 250);
      });
    };
    open();
    return state;
  });

  // the chat sender and the order writer, each a request at a time, every write with its own key
  const writes = { chat: [], order: [] };
  /** The first write refused for good (not a retryable failure), to say why. */
  let refusal = null;
  let writing = true;
  const stamp = Date.now().toString(36);
  let chatCount = 0;
  let orderCount = 0;
  const writeChat = async () => {
    const n = chatCount++;
    const clientId = `fault-${name}-${stamp}-${String(n)}`;
    const sender = senders[n % senders.length];
    const answer = await sendRetrying(`/chat/v1/groups/${String(sender.groupId)}/messages/`, {
      method: 'POST',
      token: sender.access,
      body: { content: `vika ${name} ${String(n)}`, client_id: clientId },
    });
    writes.chat.push({ clientId, status: answer.status, tries: answer.statuses.length });
    if (answer.status !== 201 && !refusal) refusal = `a message: ${String(answer.status)} ${answer.text.slice(0, 200)}`;
  };
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const writeOrder = async () => {
    const n = orderCount++;
    const vehicle = `F${stamp.slice(-4)}${String(n)}`.toUpperCase().slice(0, 10);
    const answer = await sendRetrying('/transports/company/', {
      method: 'POST',
      token: admin,
      headers: { 'idempotency-key': `fault-${name}-${stamp}-${String(n)}` },
      body: {
        company: company.id,
        business_location_id: company.location,
        state: 2, // a draft (TRANSPORT_STATE.draft)
        vehicle,
        vehicle_brand: 'Skoda Octavia',
        pickup_address: 'Mannerheimintie 12',
        pickup_postal_code: '00100',
        pickup_city_name: 'Helsinki',
        pickup_time: `${day}T08:00:00Z`,
        destination_address: 'Hatanpään valtatie 24',
        destination_postal_code: '33100',
        destination_city_name: 'Tampere',
        destination_time: `${day}T14:00:00Z`,
      },
    });
    writes.order.push({ vehicle, status: answer.status, tries: answer.statuses.length });
    if (answer.status !== 201 && !refusal) refusal = `an order: ${String(answer.status)} ${answer.text.slice(0, 200)}`;
  };
  const chatLoop = (async () => {
    while (writing) {
      await writeChat();
      await sleep(300);
    }
  })();
  const orderLoop = (async () => {
    while (writing) {
      await writeOrder();
      // the order quota: 60 creates a minute a person
      await sleep(1500);
    }
  })();
  /**
   * Writes in flight at the fault's moment: 8 messages and 4 orders sent at once (each retried until answered, and
   * awaited with the loops), the fault 40 ms later; resolves when the fault has happened.
   */
  const inFlight = [];
  const burst = async (breakIt) => {
    inFlight.push(...Array.from({ length: 8 }, writeChat), ...Array.from({ length: 4 }, writeOrder));
    await sleep(40);
    await breakIt();
  };

  await sleep(before * 1000);
  const faultStarted = Date.now();
  const faultNote = await fault(burst);
  const faultMs = Date.now() - faultStarted;
  await sleep(5000);
  readers.stop();
  const result = await readers;
  writing = false;
  await Promise.all([chatLoop, orderLoop, ...inFlight]);
  socketsOn = false;
  for (const state of sockets) state.socket?.terminate();
  await waitUntilOk(`${api}/ready/`, 30_000);

  const check = new pg.Client({ connectionString: layout.databaseUrl });
  await check.connect();
  const { rows: chatRows } = await check.query(
    'SELECT client_id, count(*)::int AS n FROM chat_messages WHERE client_id LIKE $1 GROUP BY client_id',
    [`fault-${name}-${stamp}-%`],
  );
  const { rows: orderRows } = await check.query(
    'SELECT vehicle, count(*)::int AS n FROM transports WHERE vehicle = ANY($1) GROUP BY vehicle',
    [writes.order.map((write) => write.vehicle)],
  );
  await check.end();
  const stored = (rows, key) => new Map(rows.map((row) => [row[key], row.n]));
  const chatStored = stored(chatRows, 'client_id');
  const orderStored = stored(orderRows, 'vehicle');
  const summary = {
    fault: name,
    note: faultNote,
    faultMs,
    requests: answered + result.errors + result.timeouts,
    failed: { ...Object.fromEntries(failures), socketErrors: result.errors, timeouts: result.timeouts },
    chat: {
      sent: writes.chat.length,
      retried: writes.chat.filter((write) => write.tries > 1).length,
      notAccepted: writes.chat.filter((write) => write.status !== 201).length,
      lost: writes.chat.filter((write) => !chatStored.has(write.clientId)).length,
      twice: [...chatStored.values()].filter((n) => n > 1).length,
    },
    orders: {
      sent: writes.order.length,
      retried: writes.order.filter((write) => write.tries > 1).length,
      notAccepted: writes.order.filter((write) => write.status !== 201).length,
      lost: writes.order.filter((write) => !orderStored.has(write.vehicle)).length,
      twice: [...orderStored.values()].filter((n) => n > 1).length,
    },
    sockets: { closes, longestGapMs },
    refusal,
    load: load(),
  };
  log(JSON.stringify(summary));
  return summary;
}

const kill = () =>
  underLoad('kill', async (burst) => {
    await burst(() => layout.kill(1, 'SIGKILL'));
    await sleep(5000);
    const restarted = Date.now();
    layout.start(1);
    await layout.ready(1);
    return `process 2 killed, started again after 5 s, ready ${String(Date.now() - restarted)} ms later`;
  });

const postgres = () =>
  underLoad('postgres', async (burst) => {
    // what a client sees while it is down: a probe every 200 ms
    const seen = new Map();
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const answer = await send('/users/me/', { token: admin });
        const what = `${String(answer.status)}${answer.retryAfter ? ` Retry-After ${answer.retryAfter}` : ''}`;
        seen.set(what, (seen.get(what) ?? 0) + 1);
        await sleep(200);
      }
    })();
    await burst(async () => layout.cluster.stop('fast'));
    await sleep(downSeconds * 1000);
    layout.cluster.start();
    const started = Date.now();
    let servedMs = null;
    while (servedMs === null && Date.now() - started < 30_000) {
      if ((await send('/users/me/', { token: admin })).status === 200) servedMs = Date.now() - started;
      else await sleep(100);
    }
    await Promise.all([layout.ready(0, 30_000), layout.ready(1, 30_000)]);
    const bothReadyMs = Date.now() - started;
    probing = false;
    await probe;
    return `down ${String(downSeconds)} s; answers seen by the probe: ${[...seen].map(([what, n]) => `${what} ×${String(n)}`).join(', ')}; served again ${String(servedMs)} ms after PostgreSQL started, both processes ready after ${String(bothReadyMs)} ms`;
  });

const rolling = () =>
  underLoad('rolling', async (burst) => {
    const took = [];
    for (const index of [0, 1]) {
      const begun = Date.now();
      await burst(() => layout.kill(index, 'SIGTERM'));
      const stoppedMs = Date.now() - begun;
      layout.start(index);
      await layout.ready(index);
      took.push(
        `process ${String(index + 1)}: exited ${String(stoppedMs)} ms after SIGTERM, ready again after ${String(Date.now() - begun)} ms`,
      );
    }
    return took.join('; ');
  });

const run = { kill, postgres, rolling };
const results = [];
try {
  for (const name of scenarios) {
    if (!run[name]) throw new Error(`unknown fault ${name} (kill, postgres, rolling)`);
    results.push(await run[name]());
  }
} finally {
  layout.stop();
}
console.log(
  '\nfault | requests | failed | chat sent / retried / lost / twice | orders sent / retried / lost / twice | socket closes, longest gap | load average',
);
for (const row of results) {
  const failed = Object.entries(row.failed)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${what} ×${String(n)}`)
    .join(', ');
  console.log(
    [
      row.fault,
      row.requests,
      failed || '0',
      `${String(row.chat.sent)} / ${String(row.chat.retried)} / ${String(row.chat.lost)} / ${String(row.chat.twice)}`,
      `${String(row.orders.sent)} / ${String(row.orders.retried)} / ${String(row.orders.lost)} / ${String(row.orders.twice)}`,
      `${String(row.sockets.closes)}, ${String(row.sockets.longestGapMs)} ms`,
      row.load,
    ].join(' | '),
  );
  console.log(`  ${row.fault}: ${row.note}${row.refusal ? `; refused: ${row.refusal}` : ''}`);
}
console.log('\nTaken on a shared machine (2 cores): the load average is printed with each row.');
