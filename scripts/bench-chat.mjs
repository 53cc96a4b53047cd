#!/usr/bin/env node
/* global window, document -- the functions given to page.evaluate and addInitScript run in the page */
// `pnpm bench:chat`: a benchmark, not a test (npm test never runs it). On the built dashboard (run
// `pnpm --filter @siirto/dashboard build` first) with the real API on a throw-away database (DATA_DIR=memory://,
// the demo seed) behind `vite preview`, Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) at 1x CPU:
// 1. the coordinator loads the chat page (/dashboard/chat, until its group list shows and settles), then opens the
//    seeded group with 1,000 messages as a user does, with a click on it in the list (until its latest messages
//    show and settle), and scrolls to its top, loading every older page; prints the long tasks (PerformanceObserver
//    'longtask': count, longest and total) of each of the three apart: the page load's (the app's boot: the bundle,
//    the shell, the group list) on a line of their own, and the goal line judges the opening and the scroll (no
//    task over 50 ms); and how long the scroll took;
// 2. the coordinator sends messages through the page while the driver (a member) has the group open; prints the
//    median (and range) of the time from Enter to the message's websocket frame on the sender's socket, to the
//    sender's bubble being confirmed by the API, and to the text showing in the driver's page.
// BENCH_CHAT_PROFILE=<file.cpuprofile> also writes a CPU profile of the scroll (open it in Chromium's DevTools), one
// of the page load as <file>.load.cpuprofile and one of the opening as <file>.open.cpuprofile.
// BENCH_CHAT_TRACE=<file.json> traces the scroll instead (Chromium's timeline, open it in DevTools' Performance
// panel) and prints what each long task of the scroll did: its events of 2 ms and more (script with the function
// called, style, layout, paint, garbage collection), nested as they ran.
// BENCH_CHAT_SENDS changes the number of sends (default 7), BENCH_CHAT_PORT_OFFSET moves the ports (API 8300,
// preview 4373).
import { writeFileSync } from 'node:fs';
import {
  apiCaller,
  benchPorts,
  launchChromium,
  requireBuildAndChromium,
  signInTokens,
  startBuiltStack,
  storeTokens,
} from './built-stack.mjs';
import { load, longTaskSummary as summary, median, ms } from '../apps/api/bench/figures.mjs';

const sends = Number(process.env.BENCH_CHAT_SENDS ?? 7);
const { apiPort, previewPort, api, origin } = benchPorts('BENCH_CHAT_PORT_OFFSET', 8300, 4373);
const coordinatorEmail = 'coordinator@demo.siirto.fi';
const driverEmail = 'kuljettaja@demo.siirto.fi';
/** The seeded group with the long history (apps/api/src/seed/chat-seeder.ts). */
const longGroupName = 'Demo Kuljetus Oy';

requireBuildAndChromium();

const call = apiCaller(api);

/**
 * Runs in every page before its scripts: collects long tasks, the time of each Enter in the composer and the
 * arrival of every websocket frame (with the content of a chat_message frame), all on Date.now().
 */
function instrument() {
  const bench = { longTasks: [], enters: [], frames: [] };
  Object.assign(window, { __bench: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' && !event.shiftKey) bench.enters.push(Date.now());
    },
    true,
  );
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const at = Date.now();
        try {
          const frame = JSON.parse(String(event.data));
          bench.frames.push({ at, type: frame.type, content: frame.message?.content ?? '' });
        } catch {
          bench.frames.push({ at, type: 'unparsed', content: '' });
        }
      });
    }
  };
}

async function signedInPage(browser, email) {
  const tokens = await signInTokens(api, email);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await storeTokens(page, origin, tokens);
  return { page, token: tokens.access };
}

await startBuiltStack({ apiPort, previewPort, apiEnv: { CORS_ORIGINS: origin }, waitSeconds: 180 });

/** Each long task (over 50 ms) of the page's main thread in a trace, with its events of 2 ms and more, nested. */
function printLongTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return;
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > 50_000);
  console.log(`  trace: ${tasks.length} tasks over 50 ms on the page's main thread`);
  for (const task of tasks) {
    console.log(`   task ${(task.dur / 1000).toFixed(1)} ms`);
    const stack = [];
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || event.dur < 2000)
        continue;
      while (stack.length && event.ts >= stack[stack.length - 1]) stack.pop();
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const what = data.functionName || data.url?.split('/').pop() || data.type || '';
      console.log(`   ${'  '.repeat(stack.length + 1)}${(event.dur / 1000).toFixed(1)} ms ${event.name} ${what}`);
      stack.push(event.ts + event.dur);
    }
  }
}

const browser = await launchChromium();
try {
  console.log(`Chat benchmark, Chromium 1x CPU, 1280x900; load average before: ${load()}`);
  const coordinator = await signedInPage(browser, coordinatorEmail);
  const groups = await call('/api/chat/groups/', coordinator.token);
  const group = groups.find((candidate) => candidate.name === longGroupName && candidate.is_pinned);
  if (!group) throw new Error(`the seeded group "${longGroupName}" was not found`);
  const { count: total } = await call(`/chat/v1/groups/${group.id}/messages/?limit=1&offset=0`, coordinator.token);

  // 1. load the chat page, open the group from its list as a user does, and scroll to its top
  const page = coordinator.page;
  const firstMessage = '[role="region"][aria-label^="Viestit:"] time[datetime]';
  const groupLink = `nav a[href$="?group=${group.id}"]`;
  // plain DOM calls: a role locator computes the roles of the whole page and would add long tasks of its own.
  // The thread renders only the rows near the view: the number of loaded messages is a row's aria-setsize.
  const scrollToTop = () =>
    page.evaluate(() => {
      const region = document.querySelector('[role="region"][aria-label^="Viestit:"]');
      if (!region) return 0;
      region.scrollTop = 0;
      const row = region.querySelector('li[aria-setsize]');
      return row ? Number(row.getAttribute('aria-setsize')) : region.querySelectorAll('time[datetime]').length;
    });
  const now = () => page.evaluate(() => performance.now());
  const longTasksBetween = (from, to) =>
    page.evaluate(
      ([start, end]) => window.__bench.longTasks.filter((task) => task.start >= start && task.start < end),
      [from, to],
    );
  const profileFile = process.env.BENCH_CHAT_PROFILE;
  const cdp = profileFile ? await page.context().newCDPSession(page) : null;
  /** Ends the running profile (if any) into `<file><suffix>.cpuprofile` and starts the next one. */
  const profileTo = async (suffix, next = true) => {
    if (!cdp || !profileFile) return;
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profileFile.replace(/(\.cpuprofile)?$/, `${suffix}.cpuprofile`), JSON.stringify(profile));
    if (next) await cdp.send('Profiler.start');
  };
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // the page load: the app's boot (the bundle, the shell, the session) and the chat page with its group list
  const navigated = Date.now();
  await page.goto(`${origin}/dashboard/chat`);
  await page.waitForSelector(groupLink);
  const loadMs = Date.now() - navigated;
  await page.waitForTimeout(1500); // let the page settle (fonts, the socket, the rest of the list)
  const openFrom = await now();
  const loadTasks = await longTasksBetween(0, openFrom);
  await profileTo('.load');
  // opening the group: a click on it in the list, until its latest messages show and settle
  const clicked = Date.now();
  await page.click(groupLink);
  await page.waitForSelector(firstMessage);
  const openMs = Date.now() - clicked;
  await page.waitForTimeout(1000); // let the opening settle (the rows' measuring, the read mark, the list)
  const scrollFrom = await now();
  const openTasks = await longTasksBetween(openFrom, scrollFrom);
  await profileTo('.open');
  const traceFile = process.env.BENCH_CHAT_TRACE;
  if (traceFile)
    await browser.startTracing(page, {
      path: traceFile,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
    });
  const scrollStarted = Date.now();
  let count = await scrollToTop();
  let stalledSince = Date.now();
  while (count < total && Date.now() - stalledSince < 20_000) {
    await page.waitForTimeout(50);
    const shown = await scrollToTop();
    if (shown > count) stalledSince = Date.now();
    count = shown;
  }
  const scrollMs = Date.now() - scrollStarted;
  await profileTo('', false);
  await page.waitForTimeout(500);
  if (traceFile) printLongTasks(JSON.parse((await browser.stopTracing()).toString('utf8')));
  const scrollTasks = await longTasksBetween(scrollFrom, Infinity);
  console.log(`page load (navigation to the chat page until its group list shows): ${ms(loadMs)}`);
  console.log(`  page load: ${summary(loadTasks)} (not judged by the goal)`);
  console.log(
    `group "${group.name}" (${total} messages): opened from the group list, first messages shown ${ms(openMs)} after the click`,
  );
  console.log(`  opening: ${summary(openTasks)}`);
  console.log(
    `  scroll to the top: ${count} of ${total} messages shown after ${(scrollMs / 1000).toFixed(1)} s, ${summary(scrollTasks)}`,
  );
  const over = [...openTasks, ...scrollTasks].filter((task) => task.duration > 50).length;
  console.log(
    `  goal, no task over 50 ms in the opening and the scroll: ${over === 0 ? 'met' : `missed (${over} tasks over 50 ms)`}`,
  );

  // 2. send-to-echo: the coordinator sends, the driver has the group open
  const driver = await signedInPage(browser, driverEmail);
  await driver.page.goto(`${origin}/dashboard/chat?group=${group.id}`);
  await driver.page
    .getByRole('region', { name: /^Viestit:/ })
    .locator('time[datetime]')
    .first()
    .waitFor();
  await page.goto(`${origin}/dashboard/chat?group=${group.id}`);
  await page.waitForSelector(firstMessage);
  await page.waitForTimeout(1000);
  const field = page.getByRole('textbox', { name: 'Viesti' });
  const results = [];
  for (let index = 0; index < sends; index++) {
    const text = `Mittaus ${index + 1} ${Date.now().toString(36)}`;
    const driverSeen = driver.page.waitForFunction(
      (expected) => {
        const region = document.querySelector('[role="region"][aria-label^="Viestit:"]');
        return region?.textContent?.includes(expected) ? Date.now() : false;
      },
      text,
      { polling: 'raf', timeout: 30_000 },
    );
    await field.fill(text);
    await field.press('Enter');
    // confirmed: the bubble no longer says "Lähetetään…" (its POST has answered and the history has it)
    const confirmed = await page.waitForFunction(
      (expected) => {
        const region = document.querySelector('[role="region"][aria-label^="Viestit:"]');
        const item = [...(region?.querySelectorAll('li') ?? [])]
          .reverse()
          .find((li) => li.textContent?.includes(expected));
        return item && !/Lähetetään|Odottaa/.test(item.textContent ?? '') ? Date.now() : false;
      },
      text,
      { polling: 'raf', timeout: 30_000 },
    );
    const seen = await (await driverSeen).jsonValue();
    const marks = await page.evaluate(
      (expected) => ({
        enter: window.__bench.enters.at(-1),
        frame: window.__bench.frames.find((frame) => frame.type === 'chat_message' && frame.content.includes(expected))
          ?.at,
      }),
      text,
    );
    results.push({
      echo: (marks.frame ?? NaN) - marks.enter,
      confirmed: (await confirmed.jsonValue()) - marks.enter,
      driver: seen - marks.enter,
    });
    await page.waitForTimeout(300);
  }
  const line = (name, key) => {
    const values = results.map((result) => result[key]);
    return `  ${name.padEnd(44)} median ${ms(median(values))} (${values.map((value) => Math.round(value)).join(', ')})`;
  };
  console.log(`send-to-echo, ${sends} messages sent from the page (Enter) while the driver has the group open:`);
  console.log(line("the sender's websocket frame of the message", 'echo'));
  console.log(line("the sender's bubble confirmed", 'confirmed'));
  console.log(line("the text shown in the driver's page", 'driver'));
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
}
process.exit(0);
