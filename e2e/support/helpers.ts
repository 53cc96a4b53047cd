import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readPdf } from '../../apps/api/test/support/read-pdf.ts';
import { urls } from './stack.ts';

export const demoPassword = 'Siirto!Demo2026';
export const demo = {
  admin: 'admin@demo.siirto.fi',
  user: 'user@demo.siirto.fi',
  pending: 'pending@demo.siirto.fi',
  coordinator: 'coordinator@demo.siirto.fi',
  staff: 'staff@demo.siirto.fi',
  /** Uusi Siirtokeskus Oy: account_type 9 with the full licence and no data at all (every screen's empty state). */
  empty: 'empty@demo.siirto.fi',
} as const;

/** The wall clock of a time in Finland, `YYYY-MM-DD HH:mm` (as tooling/xlsx.ts's `serialToWallClock` reads a cell). */
export const helsinkiWallClock = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** A fresh address per run, so tests never collide with each other's accounts. */
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}@e2e.siirto.fi`;
}

const signInLabels = {
  fi: { email: 'Sähköposti', password: 'Salasana', submit: 'Kirjaudu' },
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
};

export async function signIn(page: Page, email: string, password = demoPassword, language: 'fi' | 'en' = 'fi') {
  const labels = signInLabels[language];
  await page.goto('/auth/login');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

export async function signInToFrontpage(
  page: Page,
  email: string,
  password = demoPassword,
  language: 'fi' | 'en' = 'fi',
) {
  await signIn(page, email, password, language);
  await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
}

/**
 * Opens `path` signed in as `email`: the API's sign-in answer, its tokens put where the dashboard's sign-in form puts
 * them (localStorage `accessToken` and `refreshToken`), then the page, which restores the session as after a reload.
 * For tests whose subject comes after the sign-in; the form itself is driven by auth.spec, shell.spec, session.spec
 * and first-hour.spec. It spares the sign-in page and the front page that a test would leave at once.
 */
export async function openSignedIn(page: Page, email: string, path: string, password = demoPassword) {
  const answer = await page.request.post('/api/token/', {
    data: { username: email, password },
    headers: { 'Accept-Language': 'fi' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { access, refresh } = (await answer.json()) as { access: string; refresh: string };
  await page.goto('/favicon.svg'); // a light document of the dashboard's origin, for its localStorage
  await page.evaluate(
    (tokens) => {
      localStorage.setItem('accessToken', tokens.access);
      localStorage.setItem('refreshToken', tokens.refresh);
    },
    { access, refresh },
  );
  await page.goto(path);
}

/**
 * Ticks a checkbox or picks a radio as a user does: a click on its visible box (the Ark control beside the hidden
 * input, inside the same label), then checks that it took. Never `check({ force: true })` on the hidden input: a
 * forced click skips Playwright's wait for a stable element, and in a dialog still opening it landed beside the
 * box (CI, 2026-11-28: "Clicking the checkbox did not change its state").
 */
export async function tick(scope: Page | Locator, role: 'checkbox' | 'radio', name: string) {
  const input = scope.getByRole(role, { name });
  await input.locator('..').locator('[data-part="control"], [data-part="item-control"]').click();
  await expect(input).toBeChecked();
}

interface MailDevMessage {
  subject: string;
  text?: string;
  html?: string;
  to: { address: string }[];
  time: string;
}

/** Waits for the newest mail to `address` in the MailDev 3 inbox (REST API at /api/email) that matches `subject`. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  { atLeast = 1, timeoutMs = 15_000 }: { atLeast?: number; timeoutMs?: number } = {},
): Promise<MailDevMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${urls.maildev}/api/email`);
    if (response.ok) {
      const messages = (await response.json()) as MailDevMessage[];
      const matching = messages
        .filter((message) => message.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
        .filter((message) => subject.test(message.subject));
      // the inbox lists mails in arrival order; times have only second precision
      const match = matching.at(-1);
      if (match && matching.length >= atLeast) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail "${subject.source}" to ${address} within ${String(timeoutMs)} ms`);
}

export function mailText(message: MailDevMessage) {
  return message.text ?? message.html ?? '';
}

export function pinFrom(message: MailDevMessage): string {
  const pin = /\b(\d{6})\b/.exec(mailText(message))?.[1];
  if (!pin) throw new Error('no PIN in the mail');
  return pin;
}

/** The first link of a mail, made relative so it opens on the dashboard under test. */
export function linkFrom(message: MailDevMessage): string {
  const link = /https?:\/\/[^\s"'<>]+/.exec(mailText(message))?.[0];
  if (!link) throw new Error('no link in the mail');
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** A share link for an in-progress transport of the demo company, made through the API as its admin. */
export async function shareLink(request: APIRequestContext) {
  const login = await request.post(`${urls.prism}/token/`, { data: { username: demo.admin, password: demoPassword } });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `jwt ${access}` };
  const list = await request.get(`${urls.prism}/transports/company/?state=5&limit=1`, { headers });
  const { transports } = (await list.json()) as { transports: { id: number }[] };
  const id = transports[0]?.id;
  if (id === undefined) throw new Error('the demo data has no transport in state 5');
  const share = await request.get(`${urls.prism}/transports/company/${String(id)}/share_token/`, { headers });
  const { share_token } = (await share.json()) as { share_token: string };
  return { id, path: `/shared/transport/${String(id)}?token=${encodeURIComponent(share_token)}` };
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user reaches a control; fails
 * when `max` presses do not reach it (the control is out of the tab order, or the focus is trapped or lost).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached in ${String(max)} presses of Tab`);
}

/**
 * Presses ArrowDown in an open listbox until `option` is the active one (the focused element's
 * aria-activedescendant), then Enter: an option chosen by keyboard.
 */
export async function arrowTo(page: Page, option: Locator, { max = 40 } = {}) {
  const active = () =>
    option.evaluate((element) => document.activeElement?.getAttribute('aria-activedescendant') === element.id);
  for (let presses = 0; presses <= max; presses += 1) {
    if (await active()) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${option.toString()} was not reached in ${String(max)} presses of ArrowDown`);
}

/** Whether the focus is inside `scope` (a dialog that took it). */
export async function expectFocusWithin(scope: Locator) {
  await expect.poll(() => scope.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Tab to a text field and type into it, as a keyboard user does. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tab to a select or combobox, open it with ArrowDown and choose `option` with the arrows and Enter. */
export async function chooseByKeyboard(page: Page, combobox: Locator, option: string | RegExp) {
  await tabTo(page, combobox);
  await page.keyboard.press('ArrowDown');
  await arrowTo(page, page.getByRole('option', { name: option, exact: typeof option === 'string' }).first(), {
    max: 100,
  });
}

/** Presses the condition report's button and reads the downloaded file back with pdf.js: its name and contents. */
export async function downloadConditionReport(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lataa kuntoraportti' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), pdf: await readPdf(readFileSync(await download.path())) };
}
