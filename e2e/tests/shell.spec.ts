import { expect, test, type Page } from '@playwright/test';
import { demo, openSignedIn, signInToFrontpage } from '../support/helpers.ts';

/**
 * After a navigation the new page's level-1 heading has the focus, and the title names the page in the user's
 * language: `<title> – Siirto`, the heading's own text unless `title` says otherwise (the frontpage's heading greets).
 */
async function expectNewPage(page: Page, title?: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${title ?? (await heading.innerText())} – Siirto`);
}

test.describe('app shell', () => {
  test('signed out, any path leads to the sign-in page', async ({ page }) => {
    await page.goto('/dashboard/company/basic');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  });

  test('an admin signs in and sees the frontpage, side menu and versions', async ({ page }) => {
    await signInToFrontpage(page, demo.admin);
    await expect(page.getByRole('heading', { name: /Tervetuloa/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'LUO SIIRTO' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'LISÄÄ KÄYTTÄJÄ' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Käynnissä olevat siirrot' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Päävalikko' });
    await expect(menu.getByText('Yritys', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Perustiedot' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Käyttäjät' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Etusivu' })).toHaveAttribute('aria-current', 'page');
    // the version line under the menu: the app's own and the API's
    await expect(page.getByText(/^Sovellus 2\.1\.12 · Rajapinta \d+\.\d+\.\d+$/)).toBeVisible();
    // the top bar: support contacts and WhatsApp
    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('Asiakastuki', { exact: true })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await page.getByRole('link', { name: 'NÄYTÄ KAIKKI' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transports\?state=5$/);
    await expect(page.getByRole('heading', { name: 'Siirrot' })).toBeVisible();
  });

  test('every page names itself in the title, and a navigation moves focus to the new page heading', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Kirjaudu sisään – Siirto');
    await signInToFrontpage(page, demo.admin);
    // signing in is a navigation: the frontpage's heading has the focus
    await expectNewPage(page, 'Etusivu');
    // every item of the side menu, each reached from the frontpage (a tab of the page already shown is no new page)
    const menu = page.getByRole('navigation', { name: 'Päävalikko' });
    const frontpage = menu.getByRole('link', { name: 'Etusivu' });
    const items = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(items.length).toBeGreaterThanOrEqual(9);
    for (const href of items.filter((item) => item !== '/dashboard/frontpage')) {
      await menu.locator(`a[href="${href}"]`).click();
      await expectNewPage(page);
      await frontpage.click();
      await expectNewPage(page, 'Etusivu');
    }
    // pages opened from a page: the list's new order, a transport's detail, and the list again from the detail
    await menu.getByRole('link', { name: 'Siirrot' }).click();
    await expectNewPage(page);
    await page.getByRole('link', { name: 'Luo siirto' }).click();
    await expectNewPage(page, 'Uusi siirto');
    await page.goBack();
    await expectNewPage(page, 'Siirrot');
    await page
      .getByRole('link', { name: /^Näytä siirto #\d+$/ })
      .first()
      .click();
    await expectNewPage(page);
    await expect(page).toHaveTitle(/^Siirtotilaus #\d+ – Siirto$/);
    // a tab of the same page keeps the focus on the tab the user chose
    await page.goto('/dashboard/company/basic');
    const usersTab = page.getByRole('tablist', { name: 'Yrityksen osiot' }).getByRole('tab', { name: 'Käyttäjät' });
    await usersTab.click();
    await expect(page).toHaveURL(/\/dashboard\/company\/users$/);
    await expect(usersTab).toBeFocused();
  });

  test('the accessibility statement is one link away from the help page', async ({ page }) => {
    await signInToFrontpage(page, demo.admin);
    await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Ohjeet' }).click();
    await page.getByRole('link', { name: 'Saavutettavuusseloste' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saavutettavuusseloste' })).toBeFocused();
    await expect(page).toHaveTitle('Saavutettavuusseloste – Siirto');
    await expect(page.getByRole('heading', { name: 'Tunnetut puutteet' })).toBeVisible();
  });

  test('unknown dashboard paths go to the frontpage; sign-out returns to sign-in', async ({ page }) => {
    await signInToFrontpage(page, demo.admin);
    await page.goto('/dashboard/no-such-page');
    await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
    await page.getByRole('complementary').getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a basic user does not see the company users item', async ({ page }) => {
    await signInToFrontpage(page, demo.user);
    const menu = page.getByRole('navigation', { name: 'Päävalikko' });
    await expect(menu.getByRole('link', { name: 'Toimipaikat' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Käyttäjät' })).toHaveCount(0);
  });

  test('an unaccepted company sees only the blocking dialog', async ({ page }) => {
    await signInToFrontpage(page, demo.pending);
    const dialog = page.getByRole('dialog', { name: 'Yritys odottaa hyväksyntää' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an account_type 9 user gets the top navigation instead of the side menu', async ({ page }) => {
    await signInToFrontpage(page, demo.coordinator);
    const nav = page.getByRole('navigation', { name: 'Navigaatio' });
    await expect(nav.getByRole('link', { name: 'Siirrot' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Kartta' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Asiakkaat' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toHaveCount(0);
    // each of its pages takes the focus on its heading and names itself in the title
    for (const name of await nav.getByRole('link').allTextContents()) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expectNewPage(page);
    }
    await page.getByRole('banner').getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test("a coordinator company's first day: each spec-2 screen shows its empty state (issue 28 item 11)", async ({
    page,
  }) => {
    await openSignedIn(page, demo.empty, '/dashboard/transports');
    await expect(page.getByRole('heading', { level: 2, name: 'Ei vielä siirtoja' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navigaatio' });
    await nav.getByRole('link', { name: 'Kartta' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ei käynnissä olevia siirtoja' })).toBeVisible();
    await nav.getByRole('link', { name: 'Asiakkaat' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ei vielä asiakkaita' })).toBeVisible();
    await nav.getByRole('link', { name: 'Kuljettajat / viestit' }).click();
    await expect(page.getByText('Ei keskusteluja', { exact: true })).toBeVisible();
    await page.goto('/dashboard/reports');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Valituilla rajauksilla ei löytynyt siirtoja.' }),
    ).toBeVisible();
  });

  test('the menu becomes a hamburger menu at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInToFrontpage(page, demo.admin);
    const menu = page.getByRole('navigation', { name: 'Päävalikko' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Valikko' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Ohjeet' }).click();
    await expect(page.getByRole('heading', { name: 'Ohjeet' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
