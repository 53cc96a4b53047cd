#!/usr/bin/env node
// `pnpm bench:sockets` (issue 29 §1, realtime): BENCH_SOCKETS (default 5,000) websockets on the API on a throwaway,
// durable PostgreSQL, one process and then two through Node's cluster module (./cluster.mjs; BENCH_LOAD_PROCESSES,
// default 1,2), and chat messages to groups of 50:
// - users: BENCH_SOCKETS / 10 scale users of Demo Kuljetus Oy (../seed-scale-dir.ts: chat groups of 50), each with
//   10 sockets (MAX_SOCKETS_PER_USER: a person's tabs and devices), opened 100 at a time;
// - memory per socket: the API processes' resident set after every socket opened, less before, per socket;
// - fan-out: BENCH_SOCKETS_MESSAGES (default 30) messages, one every BENCH_SOCKETS_INTERVAL_MS (500), each sent by a
//   member of the next group, each with its client id; the time from the send to its `chat_message` event on every
//   socket of every member of the group (p50, p95, max), and the events that never came (10 s after the last send).
// The time is measured in this process, which also parses every event of 5,000 sockets: its own event loop adds to
// the figures. CPU of the API over the messages (PostgreSQL's backends come and go, so theirs is not summed), the
// load average with each line.
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { startThrowawayCluster } from '../../scripts/postgres-cluster.mjs';
import { apiRssMb, createDatabase, familyOf, load, seedScale, startApi, ticks } from './support.mjs';

const socketCount = Number(process.env.BENCH_SOCKETS ?? 5000);
const perUser = 10;
const userCount = Math.ceil(socketCount / perUser);
const messages = Number(process.env.BENCH_SOCKETS_MESSAGES ?? 30);
const intervalMs = Number(process.env.BENCH_SOCKETS_INTERVAL_MS ?? 500);
const processSteps = (process.env.BENCH_LOAD_PROCESSES ?? '1,2').split(',').map(Number);
const port = 8650 + Number(process.env.BENCH_LOAD_PORT_OFFSET ?? 0);
const api = `http://127.0.0.1:${String(port)}`;
const password = 'Siirto!Demo2026';
const log = (line) => console.log(`[bench:sockets] ${line}`);

const cluster = await startThrowawayCluster({ durable: true, settings: ['max_connections=300'] });
const children = new Set();
const stopAll = () => {
  for (const child of children) child.kill('SIGKILL');
  cluster.remove();
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

try {
  const databaseUrl = await createDatabase(cluster);
  await seedScale(databaseUrl, 1000, userCount);
  log(`${String(userCount)} users in chat groups of 50 seeded; ${cluster.version}, fsync on; load ${load()}`);

  const rows = [];
  const users = [];
  for (const processes of processSteps) {
    const child = await startApi({ processes, databaseUrl, port });
    children.add(child);
    const call = async (path, token, init = {}) => {
      const response = await fetch(`${api}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `jwt ${token}` } : {}) },
      });
      if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${await response.text()}`);
      return response.json();
    };
    // signed in once (the second API gets the same JWT_SECRET, so the tokens stay good), a few at a time
    for (let start = users.length; start < userCount; start += 8) {
      const batch = Array.from({ length: Math.min(8, userCount - start) }, (_, k) => start + k + 1);
      users.push(
        ...(await Promise.all(
          batch.map(async (n) => {
            const { access } = await call('/token/', null, {
              method: 'POST',
              body: JSON.stringify({ username: `scale-${String(n)}@demo.siirto.fi`, password }),
            });
            const groups = await call('/chat/v1/groups/', access);
            const list = Array.isArray(groups) ? groups : (groups.results ?? []);
            return { access, groupId: list[0]?.id ?? null, sockets: [] };
          }),
        )),
      );
    }
    const groups = new Map();
    for (const user of users) {
      if (user.groupId === null) continue;
      if (!groups.has(user.groupId)) groups.set(user.groupId, []);
      groups.get(user.groupId).push(user);
    }

    // every socket's receipts: client id → time
    const sent = new Map();
    const delays = [];
    let received = 0;
    const rssBefore = apiRssMb(child, processes);
    const opened = [];
    for (const user of users) for (let k = 0; k < perUser; k += 1) opened.push(user);
    const openStarted = Date.now();
    for (let start = 0; start < opened.length; start += 100) {
      await Promise.all(
        opened.slice(start, start + 100).map(
          (user) =>
            new Promise((resolve, reject) => {
              const socket = new WebSocket(`${api.replace('http', 'ws')}/chats/?token=${String(user.access)}`);
              socket.on('message', (data) => {
                const event = JSON.parse(String(data));
                if (event.type !== 'chat_message') return;
                const at = sent.get(event.message?.client_id);
                if (at === undefined) return;
                received += 1;
                delays.push(performance.now() - at);
              });
              socket.once('open', () => {
                user.sockets.push(socket);
                resolve();
              });
              socket.once('error', reject);
            }),
        ),
      );
    }
    const openMs = Date.now() - openStarted;
    await sleep(3000);
    const rssAfter = apiRssMb(child, processes);
    const perSocketKb = ((rssAfter - rssBefore) * 1024) / opened.length;
    log(
      `${String(processes)} process(es): ${String(opened.length)} sockets open in ${String(openMs)} ms; API RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB, ${perSocketKb.toFixed(1)} KiB a socket; load ${load()}`,
    );

    const apiFamily = familyOf(child.pid);
    const before = { api: ticks(apiFamily), at: Date.now() };
    const groupList = [...groups.values()];
    let expected = 0;
    for (let n = 0; n < messages; n += 1) {
      const members = groupList[n % groupList.length];
      const from = members[n % members.length];
      const clientId = `sockets-${String(processes)}-${String(n)}`;
      expected += members.reduce((sum, member) => sum + member.sockets.length, 0);
      sent.set(clientId, performance.now());
      void call(`/chat/v1/groups/${String(from.groupId)}/messages/`, from.access, {
        method: 'POST',
        body: JSON.stringify({ content: `viesti ${String(n)}`, client_id: clientId }),
      }).catch((error) => log(`send ${clientId}: ${String(error)}`));
      await sleep(intervalMs);
    }
    for (let waited = 0; received < expected && waited < 10_000; waited += 250) await sleep(250);
    const elapsed = (Date.now() - before.at) / 1000;
    const apiCpu = (ticks(familyOf(child.pid)) - before.api) / 100 / elapsed;
    const sorted = [...delays].sort((a, b) => a - b);
    const row = {
      processes,
      sockets: opened.length,
      perSocketKb: perSocketKb.toFixed(1),
      delivered: `${String(received)} of ${String(expected)}`,
      p50: percentile(sorted, 50).toFixed(0),
      p95: percentile(sorted, 95).toFixed(0),
      max: (sorted.at(-1) ?? 0).toFixed(0),
      apiCpu: `${String(Math.round(apiCpu * 100))} %`,
      load: load(),
    };
    rows.push(row);
    log(JSON.stringify(row));
    for (const user of users) {
      for (const socket of user.sockets) socket.terminate();
      user.sockets = [];
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    children.delete(child);
  }
  console.log(
    '\nprocesses | sockets | KiB a socket | delivered | send → event p50 ms | p95 ms | max ms | API CPU | load average',
  );
  for (const row of rows) {
    console.log(
      [
        row.processes,
        row.sockets,
        row.perSocketKb,
        row.delivered,
        row.p50,
        row.p95,
        row.max,
        row.apiCpu,
        row.load,
      ].join(' | '),
    );
  }
  console.log('\nCPU is a share of one core. Taken on a shared machine: the load average is printed with each row.');
} finally {
  stopAll();
}
