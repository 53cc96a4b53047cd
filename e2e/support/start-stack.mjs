// Starts the e2e stack's servers side by side and says `e2e stack ready` once every one answers.
//
// Playwright starts the entries of its `webServer` list one after another, each waiting for the one before: the API
// (PGlite, migrations, demo data), then Prism, the contract proxy and the dashboard's preview, about 12 s of Prism and
// preview after an API that already took its own time. None of them needs another to start (Prism and the proxy only
// forward requests), so playwright.config.ts hands this script the whole list (E2E_STACK, JSON) as one entry.
//
// Each server runs in this process's group, which Playwright kills whole when the run ends; a server that exits
// before it is ready ends this script with its exit code, so the run fails at once with the server's own output.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ name: string, command: string, cwd?: string, env?: Record<string, string>, url?: string, port?: number, stdout?: 'pipe' | 'ignore' }} Server */

const e2eDir = fileURLToPath(new URL('..', import.meta.url));
/** @type {Server[]} */
const servers = JSON.parse(process.env.E2E_STACK ?? '[]');
const timeoutMs = Number(process.env.E2E_STACK_TIMEOUT_MS ?? 150_000);
const children = [];

/** A line of a server's output, named by the server so that one failing start can be told from the others. */
function forward(stream, target, name) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`[${name}] ${pending}\n`));
}

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

/** Whether the server answers: any HTTP status below 500 for a URL (as Playwright's own check), a connection for a port. */
async function answers({ url, port }) {
  if (url) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      return response.status < 500;
    } catch {
      return false;
    }
  }
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

const started = Date.now();
const ready = servers.map(async (server) => {
  const child = spawn(server.command, {
    cwd: resolve(e2eDir, server.cwd ?? '.'),
    env: { ...process.env, ...server.env },
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  if (server.stdout === 'pipe') forward(child.stdout, process.stdout, server.name);
  else child.stdout.resume();
  forward(child.stderr, process.stderr, server.name);
  const exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
  for (;;) {
    if (await answers(server)) return Date.now() - started;
    const ended = await Promise.race([exited, delay(250).then(() => null)]);
    if (ended) {
      process.stderr.write(`[${server.name}] exited (${String(ended.code ?? ended.signal)}) before it answered\n`);
      stopAll();
      process.exit(typeof ended.code === 'number' && ended.code !== 0 ? ended.code : 1);
    }
    if (Date.now() - started > timeoutMs) {
      process.stderr.write(`[${server.name}] did not answer within ${String(timeoutMs / 1000)} s\n`);
      stopAll();
      process.exit(1);
    }
  }
});

const times = await Promise.all(ready);
const summary = servers.map((server, index) => `${server.name} ${(times[index] / 1000).toFixed(1)} s`).join(', ');
process.stdout.write(`e2e stack ready (${summary})\n`);
