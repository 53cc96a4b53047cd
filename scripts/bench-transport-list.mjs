#!/usr/bin/env node
/* global window, document, requestAnimationFrame -- the functions given to page.evaluate and addInitScript run in the page */
// `node scripts/bench-transport-list.mjs`: a benchmark, not a test (npm test never runs it). The transport list at
// page size All (10,000 rows) on the built dashboard (run `pnpm --filter @siirto/dashboard build` first) with the
// real API on a throw-away PGlite folder (the demo data plus BENCH_ROWS scale transports, default 10,000, in Demo
// Kuljetus Oy: apps/api/bench/seed-scale-dir.ts) behind `vite preview`, in Debian's Chromium (CHROMIUM_PATH,
// default /usr/bin/chromium) with the CPU slowed down BENCH_CPU times through CDP (default 4), 1280x900. Prints:
// 1. the list call for All straight from Node (median of 5): server time to the last byte and the answer's size;
// 2. in the page: the time from navigation to the first row shown and to all rows loaded (the range text), the
//    list call's time and size as the page got it, and the long tasks (PerformanceObserver 'longtask') of the load;
// 3. a scroll through the 10,000 rows in BENCH_STEPS steps (default 40, two frames each) with its long tasks (goal:
//    none over 50 ms) and the DOM nodes of the table.
// BENCH_PROFILE=<file.cpuprofile> writes a CPU profile of the scroll (open it in Chromium's DevTools).
// BENCH_PORT_OFFSET moves the ports (API 8400, preview 4473).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  benchPorts,
  launchChromium,
  requireBuildAndChromium,
  root,
  signInTokens,
  startBuiltStack,
  storeTokens,
} from './built-stack.mjs';
import { load, longTaskSummary as summary, median, ms } from '../apps/api/bench/figures.mjs';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const cpuRate = Number(process.env.BENCH_CPU ?? 4);
const steps = Number(process.env.BENCH_STEPS ?? 40);
const { apiPort, previewPort, api, origin } = benchPorts('BENCH_PORT_OFFSET', 8400, 4473);
const email = 'admin@demo.siirto.fi';
const listPath = '/dashboard/transports?delivered=1&page_size=10000';
const allQuery = 'limit=10000&offset=0&ordering=-id&include_delivered=true&exclude_return_trips=true';

requireBuildAndChromium();

const dataDir = mkdtempSync(join(tmpdir(), 'siirto-bench-list-'));

const kb = (bytes) => `${Math.round(bytes / 1024)} kB`;

/**
 * Runs in the page before its scripts: collects the long tasks, and splits the list call for All (the one with
 * limit=10000) into reading its body and JSON.parse (Response.json as text() then JSON.parse, as the browser does
 * it), then marks the first frame in which the table shows every row (the range under it says "1–N / N").
 */
function instrument() {
  const bench = { longTasks: [], list: null, shown: null };
  Object.assign(window, { __bench: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const allRowsShown = () => {
    const text = [...document.querySelectorAll('main span')]
      .map((span) => (span.textContent ?? '').replace(/[\s\u00a0\u202f]/g, ''))
      .find((content) => /^1–\d+\//.test(content));
    const range = /^1–(\d+)\/\D*(\d+)$/.exec(text ?? '');
    return range !== null && Number(range[1]) === Math.min(Number(range[2]), 10_000) && Number(range[2]) > 1000;
  };
  const json = Response.prototype.json;
  Response.prototype.json = async function () {
    if (!this.url.includes('limit=10000')) return json.call(this);
    const begin = performance.now();
    const text = await this.text();
    const read = performance.now();
    const value = JSON.parse(text);
    bench.list = { begin, read, parsed: performance.now(), chars: text.length };
    const check = () => {
      if (allRowsShown()) bench.shown = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    return value;
  };
}

/** The self time of a CPU profile's functions, the largest first, and the total per script file. */
function profileSummary(profile, top = 15) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const files = new Map();
  profile.samples.forEach((id, index) => {
    const { callFrame } = byId.get(id);
    const file = callFrame.url.split('/').pop() || callFrame.functionName || '(native)';
    const name = `${callFrame.functionName || '(anonymous)'} ${file}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
    const micros = profile.timeDeltas[index] ?? 0;
    self.set(name, (self.get(name) ?? 0) + micros);
    files.set(file, (files.get(file) ?? 0) + micros);
  });
  const lines = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `     ${ms(micros / 1000).padStart(8)}  ${name}`);
  return ['   self time by function:', ...lines(self, top), '   self time by script:', ...lines(files, 8)];
}

const seeded = spawnSync('node', ['--import', 'tsx', 'bench/seed-scale-dir.ts', dataDir, String(rows)], {
  cwd: join(root, 'apps', 'api'),
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
await startBuiltStack({ apiPort, previewPort, apiEnv: { DATA_DIR: dataDir, CORS_ORIGINS: origin }, waitSeconds: 180 });
// after the stack's own exit handler, which stops the API first
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const tokens = await signInTokens(api, email);

// 1. the list call for All from Node: server time and size
const serverTimes = [];
let serverBytes = 0;
let serverRows = 0;
for (let run = 0; run < 6; run++) {
  const begin = performance.now();
  const response = await fetch(`${api}/transports/company/?${allQuery}`, {
    headers: { authorization: `jwt ${tokens.access}`, 'accept-language': 'fi' },
  });
  const text = await response.text();
  if (run > 0) serverTimes.push(performance.now() - begin); // the first warms up
  serverBytes = Buffer.byteLength(text);
  serverRows = JSON.parse(text).transports.length;
}

const browser = await launchChromium();
try {
  console.log(
    `Transport list bench: page size All, ${rows} scale transports + the demo's, Chromium at ${cpuRate}x CPU slowdown, 1280x900; load average before: ${load()}`,
  );
  console.log(
    `1. GET /transports/company/ (All) from Node: median ${ms(median(serverTimes))} to the last byte, ${serverRows} rows, ${kb(serverBytes)} of JSON`,
  );

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await storeTokens(page, origin, tokens, { 'siirto.theme': 'light' });
  // warm the caches (scripts, catalogs) once at full speed, as a returning user has them
  await page.goto(`${origin}/dashboard/transports`);
  await page.waitForSelector('tbody tr[data-row]', { timeout: 120_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });

  // 2. open the list at All
  let listCall = null;
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/transports/company/?') || !request.url().includes('limit=10000')) return;
    const timing = request.timing();
    const response = await request.response();
    const body = await response?.body();
    // the body's bytes as sent (gzipped when the API compressed it) and decoded
    const sizes = await request.sizes().catch(() => null);
    listCall = { ms: timing.responseEnd, bytes: body?.length ?? 0, wire: sizes?.responseBodySize ?? 0, timing };
  });
  const profileFile = process.env.BENCH_PROFILE;
  if (profileFile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const navigated = Date.now();
  await page.goto(`${origin}${listPath}`);
  await page.waitForSelector('tbody tr[data-row]', { timeout: 120_000 });
  const firstRow = Date.now() - navigated;
  // all rows loaded: the range under the table says "1–N / N"
  await page
    .waitForFunction(
      () => {
        const text = [...document.querySelectorAll('main span')]
          .map((span) => (span.textContent ?? '').replace(/[\s\u00a0\u202f]/g, ''))
          .find((content) => /^1–\d+\//.test(content));
        // "1–10000 / 10042", or "/ noin 10042" when the total is the server's estimate
        const range = /^1–(\d+)\/\D*(\d+)$/.exec(text ?? '');
        return range !== null && Number(range[1]) === Math.min(Number(range[2]), 10_000) && Number(range[2]) > 1000;
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    )
    .catch(async (error) => {
      await page.screenshot({ path: join(tmpdir(), 'bench-transport-list-failed.png') });
      console.error(
        'the rows did not load; the page ends with:',
        await page.evaluate(() => document.body.textContent?.slice(-400)),
      );
      throw error;
    });
  const loaded = Date.now() - navigated;
  await page.waitForFunction(() => window.__bench.shown !== null, undefined, { timeout: 30_000 });
  // the page's clock when the profile stops: maps the page's marks onto the profile's clock (within a few ms)
  const pageNowAtStop = await page.evaluate(() => performance.now());
  const loadProfile = profileFile ? (await cdp.send('Profiler.stop')).profile : null;
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  await page.waitForTimeout(1500);
  const loadTasks = await page.evaluate(() => window.__bench.longTasks);
  const marks = await page.evaluate(() => ({ list: window.__bench.list, shown: window.__bench.shown }));
  console.log(
    `2. the list at All: first row ${ms(firstRow)}, all rows ${ms(loaded)} after navigation; list call ${listCall ? `${ms(listCall.ms)}, ${kb(listCall.bytes)} (${kb(listCall.wire)} sent)` : 'not seen'}`,
  );
  console.log(`   loading: ${summary(loadTasks)}`);
  if (listCall && marks.list && marks.shown !== null) {
    // the page's clock starts at navigation; the request's timing is relative to its own start
    const { timing } = listCall;
    const requestAt = timing.startTime - timeOrigin;
    console.log(
      `   breakdown: request sent ${ms(requestAt)} after navigation; server ${ms(timing.responseStart - timing.requestStart)} to the first byte, ` +
        `${ms(timing.responseEnd - timing.responseStart)} more to the last (${kb(listCall.bytes)}); ` +
        `body read ${ms(marks.list.read - marks.list.begin)}, JSON.parse ${ms(marks.list.parsed - marks.list.read)} (${Math.round(marks.list.chars / 1024)} kB of text); ` +
        `parsed → all rows shown ${ms(marks.shown - marks.list.parsed)}`,
    );
    // what a change of the page size to All costs: from the list call to the rows on screen (the app's start-up
    // before the call, the session and the route's code, is not the list's)
    console.log(`   the list's own load: request sent → all rows shown ${ms(marks.shown - requestAt)}`);
    const inFrame = loadTasks.filter((task) => task.start + task.duration > marks.list.parsed);
    console.log(`   long tasks after the parse (query select, React render, layout): ${summary(inFrame)}`);
  }
  if (loadProfile) {
    writeFileSync(profileFile.replace(/\.cpuprofile$/, '.load.cpuprofile'), JSON.stringify(loadProfile));
    const after = marks.list ? marks.list.parsed : 0;
    console.log(
      `   CPU profile of the load (${profileFile.replace(/\.cpuprofile$/, '.load.cpuprofile')}), at ${cpuRate}x:`,
    );
    for (const line of profileSummary(loadProfile)) console.log(line);
    // the same, only the samples after JSON.parse: the query's select and the table's first render
    const startMicros = loadProfile.endTime - (pageNowAtStop - after) * 1000;
    let clock = loadProfile.startTime;
    const kept = { samples: [], timeDeltas: [] };
    loadProfile.samples.forEach((id, index) => {
      clock += loadProfile.timeDeltas[index] ?? 0;
      if (clock >= startMicros) {
        kept.samples.push(id);
        kept.timeDeltas.push(loadProfile.timeDeltas[index] ?? 0);
      }
    });
    console.log('   of which after JSON.parse until all rows are shown:');
    for (const line of profileSummary({ ...loadProfile, ...kept }, 12)) console.log(line);
  }

  // 3. scroll the table's region through all rows
  const scrollFrom = await page.evaluate(() => performance.now());
  if (profileFile) await cdp.send('Profiler.start');
  const scrolled = Date.now();
  const { nodes, height } = await page.evaluate(async (count) => {
    const region = document.querySelector('main [role="region"][tabindex="0"]');
    if (!region) throw new Error('the table region was not found');
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const range = region.scrollHeight - region.clientHeight;
    for (let step = 1; step <= count; step++) {
      region.scrollTop = Math.round((range * step) / count);
      await frame();
      await frame();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { nodes: region.querySelectorAll('*').length, height: region.scrollHeight };
  }, steps);
  const scrollMs = Date.now() - scrolled;
  if (profileFile) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  }
  const scrollTasks = await page.evaluate(
    (from) => window.__bench.longTasks.filter((t) => t.start >= from),
    scrollFrom,
  );
  console.log(
    `3. scroll in ${steps} steps over ${height} px: ${(scrollMs / 1000).toFixed(1)} s, ${summary(scrollTasks)}; ${nodes} DOM nodes in the table`,
  );
  if (scrollTasks.length)
    console.log(`   long tasks: ${scrollTasks.map((task) => Math.round(task.duration)).join(', ')} ms`);
  const over = scrollTasks.filter((task) => task.duration > 50).length;
  console.log(`   goal, no task over 50 ms while scrolling: ${over === 0 ? 'met' : `missed (${over})`}`);
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
}
process.exit(0);
