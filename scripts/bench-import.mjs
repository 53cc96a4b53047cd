#!/usr/bin/env node
/* global window, document, MutationObserver, requestAnimationFrame */
// `pnpm bench:import` (issue 30 §1): a benchmark, not a test (npm test never runs it). The spreadsheet import of
// 1,000 rows as a user runs it, on real parts: the built dashboard (run `pnpm --filter @siirto/dashboard build`
// first) behind `vite preview`, the API as `npm start` runs it on a throwaway PostgreSQL cluster from Debian
// (apps/api/scripts/postgres-cluster.mjs, durable: fsync and synchronous_commit on, as in production) with the
// demo data, and Debian's Chromium (CHROMIUM_PATH) at 1440x900. The file is a UTF-8 CSV with the template's
// Finnish headers: 1,000 rows for the demo company's Helsinki location, the last one with an unreadable pickup time.
// It prints:
// - the preview: from the press of Esikatsele to the next paint after the preview's summary is shown (every row
//   read by the domain's order rules in the browser), median of BENCH_IMPORT_RUNS (default 3), at 1x and at 4x CPU
//   slowdown (CDP Emulation.setCPUThrottlingRate);
// - fixing the broken cell by typing (each keystroke checks all 1,000 rows again): interaction to next paint of
//   the keystrokes (Event Timing: the longest entry of each interaction; one under 16 ms has none and counts as 16),
//   median and longest, at 1x;
// - the preview's places and prices: from the press of Esikatsele until the total shows all 999 valid rows priced
//   (every address looked up with the app's geocoder, here the packaged data, and each row priced by the server);
// - creating the 1,000 rows as priced drafts (BENCH_IMPORT_CREATE_AS=price, the default: each priced by the server)
//   or drafts (=draft), through the dashboard's steps of 25 (POST /transports/company/import/): the time
//   from the press of the create button to "Tuonti valmis", rows a second, the API process's resident memory
//   (sampled every 250 ms from /proc: at the start, its peak, at the end, and the mean of each quarter of the run),
//   the CPU of the API and of PostgreSQL as a share of one core, the count the API then lists, and the API's heap
//   after a full collection (through the inspector: scripts/inspector-heap.mjs);
// - then, in the same API process, BENCH_IMPORT_ROUNDS - 1 more rounds (default 3 in all), each a fresh file of
//   1,000 new rows through the same steps, with the same figures, and the change of the heap after a full collection
//   and of the resident memory from the end of round 1 to the end of the last: memory that is kept per row grows
//   with every round, a heap that only warmed up (compiled code, pools, caches) does not (issue 30: "memory flat");
// - the load average before and after: figures taken on a busy machine say little.
// BENCH_IMPORT_PORT_OFFSET moves the ports (API 8330, its inspector 9330, preview 4403).
import { load, median, ms } from '../apps/api/bench/figures.mjs';
import { familyOf, rssMbOf, ticks, TICKS_PER_SECOND } from '../apps/api/bench/load/proc.mjs';
import { startThrowawayCluster } from '../apps/api/scripts/postgres-cluster.mjs';
import {
  benchPorts,
  launchChromium,
  requireBuildAndChromium,
  signInTokens,
  startBuiltStack,
  storeTokens,
} from './built-stack.mjs';
import { heapAfterGcMb } from './inspector-heap.mjs';

const runs = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
/** `price` (default): the rows created as priced drafts, each priced by the server; `draft`: as drafts. */
const createAs = process.env.BENCH_IMPORT_CREATE_AS === 'draft' ? 'draft' : 'price';
const rowCount = 1000;
const { apiPort, previewPort, offset } = benchPorts('BENCH_IMPORT_PORT_OFFSET', 8330, 4403);
const inspectPort = 9330 + offset;
/** Creations in one API process: the first file's rows, then fresh files (BENCH_IMPORT_ROUNDS, default 3). */
const rounds = Math.max(1, Number(process.env.BENCH_IMPORT_ROUNDS ?? 3));
const adminEmail = 'admin@demo.siirto.fi';
const keyDelayMs = 150;

requireBuildAndChromium();

const mb = (megabytes) => `${String(Math.round(megabytes))} MB`;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

// ---- the file ----
const day = (() => {
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${String(date.getUTCFullYear())}`;
})();
const run = Date.now().toString(36).slice(-4).toUpperCase();
const headers = [
  'Tilausnumero',
  'Toimipiste',
  'Rekisterinumero',
  'Merkki ja malli',
  'Noutoaika',
  'Nouto: paikan nimi',
  'Nouto: katuosoite',
  'Nouto: postinumero',
  'Nouto: kaupunki',
  'Nouto: yhteyshenkilö',
  'Nouto: puhelin',
  'Nouto: sähköposti',
  'Perillä viimeistään',
  'Kohde: paikan nimi',
  'Kohde: katuosoite',
  'Kohde: postinumero',
  'Kohde: kaupunki',
  'Kohde: yhteyshenkilö',
  'Kohde: puhelin',
  'Kohde: sähköposti',
];
const rowOf = (index, batch, broken) => [
  `T-${String(index)}`,
  'Helsingin toimipiste',
  `B${batch}${String(index).padStart(4, '0')}`,
  'Skoda Octavia',
  broken && index === rowCount ? 'huomenna' : `${day} 08:00`,
  'Autoliike Oy',
  `Mannerheimintie ${String((index % 90) + 1)}`,
  '00100',
  'Helsinki',
  'Pekka Nouto',
  '+358401112223',
  'pekka@example.com',
  `${day} 16:00`,
  'Leasing Oy',
  'Hatanpään valtatie 24',
  '33100',
  'Tampere',
  'Liisa Luovutus',
  '+358405556667',
  'liisa@example.com',
];
/** The file of a batch: its registrations start with B and the batch; the first batch's last pickup is unreadable. */
const fileOf = (batch, broken) => {
  const csv = [headers, ...Array.from({ length: rowCount }, (_, index) => rowOf(index + 1, batch, broken))]
    .map((cells) => cells.join(';'))
    .join('\r\n');
  return { name: `siirrot-${batch}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8') };
};
const file = fileOf(run, true);

/** Runs in the page before its scripts: Event Timing entries (interaction latencies) and long tasks. */
function instrument() {
  const bench = { events: [], longTasks: [] };
  Object.assign(window, { __bench: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Presses `button` and resolves with the time in the page from the press to the next paint after an element
 * matching `selector` holds `text` (a MutationObserver sees it; two animation frames later it is painted).
 */
async function pressAndTime(page, button, selector, text) {
  const timing = page.evaluate(
    ({ selector: wanted, text: needle }) =>
      new Promise((resolve) => {
        let pressed = 0;
        document.addEventListener('click', () => (pressed = performance.now()), { capture: true, once: true });
        const seen = () =>
          [...document.querySelectorAll(wanted)].some((element) => element.textContent?.includes(needle));
        const observer = new MutationObserver(() => {
          if (!pressed || !seen()) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - pressed)));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    { selector, text },
  );
  await page.waitForTimeout(50); // the observer is in place before the press
  await button.click();
  return timing;
}

const cluster = await startThrowawayCluster({ durable: true });
process.on('exit', () => cluster.remove());
console.log(`Import benchmark, ${String(rowCount)} rows; ${cluster.version}, fsync on; load average before: ${load()}`);
const { api, origin, apiPid } = await startBuiltStack({
  apiPort,
  previewPort,
  apiEnv: { DATABASE_URL: cluster.url, CORS_ORIGINS: `http://127.0.0.1:${String(previewPort)}` },
  apiNodeArgs: [`--inspect=127.0.0.1:${String(inspectPort)}`],
  waitSeconds: 240,
});

const browser = await launchChromium();
try {
  const tokens = await signInTokens(api, adminEmail);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fi-FI' });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await storeTokens(page, origin, tokens);
  await page.goto(`${origin}/dashboard/transports/import`);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Lue tiedosto' }).click();
  const next = page.getByRole('button', { name: 'Esikatsele' });
  await next.waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);

  // ---- the preview ----
  const previewTimes = {};
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const times = [];
    for (let attempt = 0; attempt < runs; attempt++) {
      times.push(await pressAndTime(page, next, 'p, span, div', 'riviä, joista 1 virheellinen'));
      await page.getByRole('button', { name: 'Takaisin', exact: true }).click();
      await next.waitFor();
    }
    previewTimes[rate] = times;
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // the places of every address (the app's geocoder: the packaged data in this build) and the server's prices
  const priced = await pressAndTime(page, next, 'p, span, div', `${String(rowCount - 1)} riviä hinnoiteltu`);
  await page.getByRole('button', { name: 'Takaisin', exact: true }).click();
  await next.waitFor();
  const longTasks = await page.evaluate(() => window.__bench.longTasks.map((task) => task.duration));
  console.log(
    `  preview of ${String(rowCount)} rows, from the press to the painted table (median of ${String(runs)}):`,
  );
  for (const [rate, times] of Object.entries(previewTimes))
    console.log(`    ${rate}x CPU: ${ms(median(times))} (runs: ${times.map(ms).join(', ')})`);
  console.log(`    longest task: ${ms(Math.max(0, ...longTasks))}`);
  console.log(
    `  places and prices of ${String(rowCount - 1)} rows (each address looked up, the server's price of each row): ` +
      `${ms(priced)} from the press to the total`,
  );

  // ---- fixing a cell with 1,000 rows in the preview ----
  await next.click();
  const cell = page.getByRole('textbox', { name: `Noutoaika, rivi ${String(rowCount + 1)}` });
  await cell.click();
  await cell.press('Control+A');
  const since = await page.evaluate(() => performance.now());
  const typed = `${day} 08:00`;
  await page.keyboard.type(typed, { delay: keyDelayMs });
  await page.waitForTimeout(500); // the last keystroke's entry
  const events = await page.evaluate((from) => window.__bench.events.filter((entry) => entry.start >= from), since);
  const byInteraction = new Map();
  for (const entry of events) {
    if (!entry.interactionId) continue;
    const known = byInteraction.get(entry.interactionId);
    if (!known || entry.duration > known.duration) byInteraction.set(entry.interactionId, entry);
  }
  const latencies = [...byInteraction.values()].map((entry) => entry.duration);
  while (latencies.length < typed.length) latencies.push(16);
  console.log(
    `  typing the fix into the broken cell (${String(typed.length)} keystrokes, each checks ${String(rowCount)} rows): ` +
      `interaction to next paint median ${ms(median(latencies))}, longest ${ms(Math.max(...latencies))}`,
  );

  // ---- creating on PostgreSQL, in rounds: the first file, then fresh files of new rows in the same process ----
  /** Creates the rows of the import shown (its preview open); prints the round's time, memory and CPU. */
  const createShown = async (round, batch) => {
    if (createAs === 'price') await page.getByText('hinnoiteltuina luonnoksina', { exact: true }).click();
    const create = page.getByRole('button', {
      name: createAs === 'price' ? /^Luo 1\s000 hinnoiteltua luonnosta$/ : /^Luo 1\s000 luonnosta$/,
    });
    await create.waitFor({ timeout: 120_000 });
    const samples = [];
    const postmaster = cluster.pid();
    const apiTicks = ticks(familyOf(apiPid));
    const pgTicks = postmaster ? ticks(familyOf(postmaster)) : 0;
    const startRss = rssMbOf(apiPid);
    const sampler = setInterval(() => samples.push(rssMbOf(apiPid)), 250);
    const started = performance.now();
    await create.click();
    await page.getByText('Tuonti valmis').waitFor({ timeout: 600_000 });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const summary = await page.getByText(/^Luotu /).textContent();
    const apiCpu = (ticks(familyOf(apiPid)) - apiTicks) / TICKS_PER_SECOND / seconds;
    const pgCpu = postmaster ? (ticks(familyOf(postmaster)) - pgTicks) / TICKS_PER_SECOND / seconds : Number.NaN;
    const quarter = Math.max(1, Math.floor(samples.length / 4));
    const quarters = [0, 1, 2, 3].map((index) => mean(samples.slice(index * quarter, (index + 1) * quarter)));
    const listed = await fetch(`${api}/transports/company/?search=B${batch}&limit=1`, {
      headers: { authorization: `jwt ${tokens.access}` },
    }).then((response) => response.json());
    const heap = await heapAfterGcMb(inspectPort);
    console.log(
      `  round ${String(round)}: creating ${String(rowCount)} ${createAs === 'price' ? 'priced drafts' : 'drafts'} ` +
        'on PostgreSQL through the dashboard (steps of 25):',
    );
    console.log(
      `    ${seconds.toFixed(1)} s, ${(rowCount / seconds).toFixed(1)} rows/s; ${summary ?? ''}; the API lists ${String(listed.count)}`,
    );
    console.log(
      `    API resident memory: ${mb(startRss)} at the start, peak ${mb(Math.max(startRss, ...samples))}, ` +
        `${mb(samples.at(-1) ?? startRss)} at the end; quarter means ${quarters.map(mb).join(', ')}`,
    );
    console.log(`    API heap after a full collection, at the round's end: ${mb(heap)}`);
    console.log(
      `    CPU as a share of one core: API ${String(Math.round(apiCpu * 100))} %, PostgreSQL ${String(Math.round(pgCpu * 100))} %`,
    );
    return { heap, rss: samples.at(-1) ?? startRss };
  };
  const before = { heap: await heapAfterGcMb(inspectPort), rss: rssMbOf(apiPid) };
  console.log(
    `  before creating (the preview and the prices done): API heap after a full collection ${mb(before.heap)}, ` +
      `resident ${mb(before.rss)}`,
  );
  const ends = [await createShown(1, run)];
  for (let round = 2; round <= rounds; round++) {
    // a fresh file of new rows (its own content hash, so nothing is a replay), through the same steps
    const batch = `${run}${String(round)}`;
    await page.goto(`${origin}/dashboard/transports/import`);
    await page.locator('input[type="file"]').setInputFiles(fileOf(batch, false));
    await page.getByRole('button', { name: 'Lue tiedosto' }).click();
    await page.getByRole('button', { name: 'Esikatsele' }).click();
    ends.push(await createShown(round, batch));
  }
  if (ends.length > 1) {
    const [first, last] = [ends[0], ends.at(-1)];
    const change = (to, from) => `${to >= from ? '+' : ''}${String(Math.round(((to - from) / from) * 100))} %`;
    console.log(
      `  memory from the end of round 1 to the end of round ${String(ends.length)}: heap after a full collection ` +
        `${mb(first.heap)} → ${mb(last.heap)} (${change(last.heap, first.heap)}), resident ${mb(first.rss)} → ` +
        `${mb(last.rss)} (${change(last.rss, first.rss)})`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
}
process.exit(0);
