import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo, demoPassword, shareLink, signInToFrontpage } from '../support/helpers.ts';
import { urls } from '../support/stack.ts';

const signedOutPages = [
  '/auth/login',
  '/auth/register',
  '/auth/password/forgot',
  '/auth/activation',
  '/auth/reset_password?token=not-a-token',
  '/auth/company/user/invitation?token=not-a-token',
];
const signedInPages = [
  '/dashboard/frontpage',
  '/dashboard/transports',
  '/dashboard/company/basic',
  '/dashboard/company/business_locations',
  '/dashboard/company/users',
  '/dashboard/other/user_account',
  '/dashboard/other/account_subscription',
  '/dashboard/other/account_users',
  '/dashboard/other/account_companies',
  '/dashboard/other/account_log',
  '/dashboard/myaccount/password',
  '/dashboard/help',
  '/dashboard/help/accessibility',
  '/dashboard/reports',
  '/payment/success',
  '/payment/cancelled',
];

const frontpageTitle = { fi: 'Etusivu', en: 'Front page' };

async function expectNoViolations(page: Page, path: string, language: 'fi' | 'en') {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  // the title names the page in the page's language: its heading (the activation page turns Finnish after its first
  // render, spec 1 §2, so heading and title are read again until they agree), or the menu's name of the frontpage
  await expect
    .poll(
      async () => {
        const pageTitle = path === '/dashboard/frontpage' ? frontpageTitle[language] : await heading.textContent();
        return (await page.title()) === `${pageTitle ?? ''} – Siirto`;
      },
      { message: `title of ${path}` },
    )
    .toBe(true);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
}

/** The user whose profile language decides the signed-in pages' language. */
async function setProfileLanguage(email: string, language: 'fi' | 'en') {
  const login = await fetch(`${urls.prism}/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fi' },
    body: JSON.stringify({ username: email, password: demoPassword }),
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `jwt ${access}`, 'Content-Type': 'application/json', 'Accept-Language': 'fi' };
  const me = (await (await fetch(`${urls.prism}/users/me/`, { headers })).json()) as { id: number };
  const patched = await fetch(`${urls.prism}/users/${String(me.id)}/`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ language }),
  });
  expect(patched.status, await patched.clone().text()).toBe(200);
}

// Each language once, at one width each: axe's rules read the DOM, which the language changes only in its texts and
// the width in its layout (the phone menu at 375 px, the side menu at 1280 px); the four combinations took 5.2 min of
// a suite that must stay under 30.
for (const [language, width] of [
  ['fi', 375],
  ['en', 1280],
] as const) {
  test(`every page passes axe in ${language} at ${String(width)} px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const { path: trackingPath } = await shareLink(request);
    for (const path of [...signedOutPages, trackingPath]) await expectNoViolations(page, path, language);
    // the staff user's profile carries the language under test (the profile language wins when signed in)
    await setProfileLanguage(demo.staff, language);
    await signInToFrontpage(page, demo.staff, demoPassword, language);
    for (const path of signedInPages) await expectNoViolations(page, path, language);
  });
}
