/**
 * Realtime comes back by itself, visibly (issue 28 item 4): the real API process is restarted (SIGTERM, then
 * started again on the same database) in the middle of a chat between two browsers. The peer's page says
 * "Yhteys katkesi – yhdistetään…" while the API is away and stops saying it once its socket is back; messages
 * sent before and after the restart show once each, in order, without a reload.
 *
 * The suite's own API keeps its data in memory, so this test starts an API of its own on a data folder that
 * survives the restart, and a dashboard preview in front of it (no contract proxy: the websocket bypasses it
 * anyway, and nothing here is about the contract).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../support/helpers.ts';
import { ports } from '../support/stack.ts';

const apiUrl = `http://127.0.0.1:${String(ports.restartApi)}`;
const dashboardUrl = `http://127.0.0.1:${String(ports.restartDashboard)}`;
const apiDir = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const dashboardDir = fileURLToPath(new URL('../../apps/dashboard/', import.meta.url));
// PGlite on disk: in memory (tmpfs) where there is one, which starts several times faster than a real disk
const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'siirto-e2e-restart-'));
const reconnecting = 'Yhteys katkesi – yhdistetään…';

let api: ChildProcess | null = null;
let dashboard: ChildProcess | null = null;

/** The API's output, shown when it does not start. */
let apiOutput = '';

function startApi(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(ports.restartApi), DATA_DIR: dataDir, WEB_BASE_URL: dashboardUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    apiOutput = (apiOutput + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

async function waitFor(url: string, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer; the API said:\n${apiOutput}`);
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// the first start seeds the demo data into the new folder and the preview starts beside it: the API takes about
// 15 s on an idle machine, but 95 s was measured on two cores shared with other work (tsx compiles the API first)
test.beforeAll(async () => {
  test.setTimeout(300_000);
  api = startApi();
  // the built dashboard, as the suite's own preview serves it (E2E_DIST_DIR: a build in another folder)
  const outDir = process.env.E2E_DIST_DIR ? ['--outDir', process.env.E2E_DIST_DIR] : [];
  const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
  dashboard = spawn(process.execPath, [vite, 'preview', '--host', '127.0.0.1', ...outDir], {
    cwd: dashboardDir,
    env: { ...process.env, DASHBOARD_PORT: String(ports.restartDashboard), SIIRTO_API_TARGET: apiUrl },
    stdio: 'ignore',
  });
  await waitFor(`${apiUrl}/version/`, 240_000);
  await waitFor(dashboardUrl, 60_000);
});

test.afterAll(async () => {
  await stop(api);
  await stop(dashboard);
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: dashboardUrl });

const thread = (page: Page) => page.getByRole('region', { name: /^Viestit:/ });

async function openTeamChat(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/dashboard/chat');
  await page
    .getByRole('navigation', { name: 'Keskusteluryhmät' })
    .getByRole('link', { name: /Kuljettajat/ })
    .click();
  await expect(thread(page)).toBeVisible();
  return page;
}

async function send(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Viesti' });
  await field.fill(text);
  await field.press('Enter');
  await expect(thread(page).getByText(text, { exact: true })).toHaveCount(1);
}

// a restart of the real API (a few seconds idle, 72 s measured on a loaded machine) and the client's reconnect after
// it (3 s, 6 s, 12 s … at most 30 s apart, each with jitter) come on top of two sign-ins
test('the API restarts mid-chat: the peer sees the reconnecting state come and go, and A, B, C once each in order', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const [a, b, c] = ['A', 'B', 'C'].map((letter) => `Uudelleenkäynnistys ${letter} ${run}`) as [string, string, string];
  const coordinator = await openTeamChat(browser, 'coordinator@demo.siirto.fi');
  const driver = await openTeamChat(browser, 'kuljettaja@demo.siirto.fi');
  const status = driver.getByRole('status').getByText(reconnecting, { exact: true });

  await send(coordinator, a);
  await expect(thread(driver).getByText(a, { exact: true })).toBeVisible();
  await expect(status).toHaveCount(0);

  await stop(api);
  await expect(status).toBeVisible();
  // the indicator sits in the top bar: it covers none of the page (it used to float over the page's heading)
  const [pill, heading] = await Promise.all([
    status.boundingBox(),
    driver.getByRole('main').getByRole('heading', { level: 1 }).boundingBox(),
  ]);
  expect(
    pill && heading && pill.y + pill.height <= heading.y,
    `${JSON.stringify(pill)} above ${JSON.stringify(heading)}`,
  ).toBe(true);
  api = startApi();
  await waitFor(`${apiUrl}/version/`, 180_000);

  // the coordinator's page sends as soon as the API answers again, whether or not the sockets are back yet
  await send(coordinator, b);
  await send(coordinator, c);

  // the reconnect's own schedule decides when the indicator goes: the next attempt is at most 30 s (plus jitter)
  // after the API is back, and the socket's open and the catch-up follow
  await expect(status).toHaveCount(0, { timeout: 60_000 });
  for (const text of [a, b, c]) await expect(thread(driver).getByText(text, { exact: true })).toHaveCount(1);
  const order = await thread(driver)
    .getByText(new RegExp(`^Uudelleenkäynnistys [ABC] ${run}$`))
    .allTextContents();
  expect(order).toEqual([a, b, c]);
});
