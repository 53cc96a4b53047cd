import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { demo, demoPassword, linkFrom, signIn, uniqueEmail, waitForMail, openSignedIn } from '../support/helpers.ts';
import { urls } from '../support/stack.ts';

/** Picks an option of a select field, whether it is a native select or the design system's listbox. */
async function choose(page: Page, field: Locator, option: string) {
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
  } else {
    await field.click();
    await page.getByRole('option', { name: option }).click();
  }
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

const emailPattern = (email: string) => new RegExp(email.replace(/\./g, '\\.'));

/** The demo account admin invites `email` as a basic account user through the API (contract-checked by Prism). */
async function inviteThroughApi(request: APIRequestContext, email: string) {
  const login = await request.post(`${urls.prism}/token/`, { data: { username: demo.admin, password: demoPassword } });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `jwt ${access}` };
  const users = await request.get(`${urls.prism}/account_users/`, { headers });
  const { results } = (await users.json()) as { results: { account_user_portfolios: { portfolio: number }[] }[] };
  const portfolio = results[0]?.account_user_portfolios[0]?.portfolio;
  if (portfolio === undefined) throw new Error('the demo admin has no portfolio');
  const invited = await request.post(`${urls.prism}/invitate_user/`, {
    headers,
    data: { username: email, email, user_type: 1, user_invitation: true, language: 'fi', portfolios: [portfolio] },
  });
  expect(invited.status()).toBe(201);
}

/**
 * The invitee, signed out in their own browser, opens the mailed link, gives names and a password (a weak one is
 * refused first), lands on the frontpage, signs out and signs in again with that password. Answers the link.
 */
async function acceptInvitation(browser: Browser, email: string, firstName: string, password: string) {
  const link = linkFrom(await waitForMail(email, /kutsu tiliin/i));
  expect(link).toMatch(/^\/auth\/invitation\/account\?token=/);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ota käyttäjätunnus käyttöön' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Etunimi').fill(firstName);
  await page.getByLabel('Sukunimi').fill('Kutsuttu');
  // the spec's password rules are checked before anything is sent
  await page.getByLabel('Salasana', { exact: true }).fill('heikko');
  await page.getByLabel('Salasana uudelleen').fill('heikko');
  await page.getByRole('button', { name: 'Ota käyttöön' }).click();
  // the broken rule is the field's error (the checklist above the field lists every rule too)
  await expect(page.getByLabel('Salasana', { exact: true })).toHaveAccessibleDescription(
    /Salasanan tulee olla vähintään 8 merkkiä pitkä/,
  );

  await page.getByLabel('Salasana', { exact: true }).fill(password);
  await page.getByLabel('Salasana uudelleen').fill(password);
  await page.getByRole('button', { name: 'Ota käyttöön' }).click();
  await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
  await expect(page.getByRole('heading', { name: `Tervetuloa, ${firstName}!` })).toBeVisible();

  await page.getByRole('complementary').getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
  await expect(page.getByRole('heading', { name: `Tervetuloa, ${firstName}!` })).toBeVisible();
  await context.close();
  return link;
}

test.describe('account-user invitation', () => {
  test('an account admin invites a user in the account users tab; the invitee sets names and a password from the mail link and signs in with it', async ({
    page,
    browser,
  }) => {
    // the demo company admin is the account's admin (apps/api README)
    await openSignedIn(page, demo.admin, '/dashboard/other/account_users');
    await page.getByRole('button', { name: 'Kutsu käyttäjä' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lähetä kutsu' });
    const email = uniqueEmail('tilikayttaja');
    await dialog.getByLabel('Sähköposti', { exact: true }).fill(email);
    await choose(page, dialog.getByRole('combobox', { name: 'Rooli' }), 'Peruskäyttäjä');
    await dialog.getByRole('group', { name: 'Portfoliot' }).getByText('Demo Kuljetus Oy').click();
    await dialog.getByRole('button', { name: 'Lähetä kutsu' }).click();
    await expect(dialog).toBeHidden();
    const invited = page.getByRole('table', { name: 'Kutsutut käyttäjät' });
    await expect(invited.getByRole('row', { name: emailPattern(email) })).toBeVisible();

    await acceptInvitation(browser, email, 'Kaisa', 'Oma!Salasana42');

    // the admin now sees the user among the activated ones, with the names the invitee gave
    await page.reload();
    const activated = page.getByRole('table', { name: 'Aktivoidut käyttäjät' });
    await expect(activated.getByRole('row', { name: emailPattern(email) })).toContainText('Kaisa Kutsuttu');
  });

  test('an invitation made through the API: the invitee chooses a password and signs in with it; the link works once', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('api-kutsuttu');
    await inviteThroughApi(request, email);
    const link = await acceptInvitation(browser, email, 'Ville', 'Toinen!Salasana7');

    // opened again, the used link explains itself and offers the way to sign in
    await page.goto(link);
    await page.getByLabel('Etunimi').fill('Ville');
    await page.getByLabel('Sukunimi').fill('Uudelleen');
    await page.getByLabel('Salasana', { exact: true }).fill('Kolmas!Salasana9');
    await page.getByLabel('Salasana uudelleen').fill('Kolmas!Salasana9');
    await page.getByRole('button', { name: 'Ota käyttöön' }).click();
    await expect(page.getByText('Käyttäjän aktivointi epäonnistui')).toBeVisible();
    await expect(page.getByText('Kutsu on jo käytetty tai vanhentunut.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Siirry kirjautumiseen' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a link mailed with the old path opens the invitation page', async ({ page }) => {
    await page.goto('/auth/activate_invitated?token=vanha-linkki');
    await expect(page).toHaveURL(/\/auth\/invitation\/account\?token=vanha-linkki$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ota käyttäjätunnus käyttöön' })).toBeVisible();
  });
});
