import { expect, test } from '@playwright/test';
import { demo, signInToFrontpage } from '../support/helpers.ts';

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
    await expect(page).toHaveTitle('Etusivu – Siirto');
    // signing in is a navigation: the frontpage's heading has the focus
    await expect(page.getByRole('heading', { level: 1, name: /Tervetuloa/ })).toBeFocused();
    const menu = page.getByRole('navigation', { name: 'Päävalikko' });
    await menu.getByRole('link', { name: 'Siirrot' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Siirrot' })).toBeFocused();
    await expect(page).toHaveTitle('Siirrot – Siirto');
    await menu.getByRole('link', { name: 'Raportit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Raportit' })).toBeFocused();
    await expect(page).toHaveTitle('Raportit – Siirto');
    await menu.getByRole('link', { name: 'Perustiedot' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // a tab of the same page keeps the focus on the tab the user chose
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
    await page.getByRole('banner').getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
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
