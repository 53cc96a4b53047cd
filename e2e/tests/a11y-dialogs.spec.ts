import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectEveryCombination, setWidth } from '../support/a11y.ts';
import { demo, signInToFrontpage, openSignedIn } from '../support/helpers.ts';

/**
 * An open ui Dialog (an Ark dialog portalled into the theme root) passes axe at 375 and 1280 px in both themes; the
 * page is put back at 1280 px, where the side menu's buttons are.
 */
async function expectDialogPasses(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expectEveryCombination(page, String(dialog), { include: '[role=dialog]', visible: dialog });
  await setWidth(page, 1280);
}

test('the dialogs pass axe: company edit, business location, invite, licence info, blocking', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, demo.admin, '/dashboard/company/basic');
  await page.getByRole('button', { name: 'Muokkaa' }).click();
  await expectDialogPasses(page, page.getByRole('dialog', { name: 'Muokkaa yrityksen tietoja' }));
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/company/business_locations');
  await page.getByRole('button', { name: 'Lisää toimipaikka' }).click();
  await expectDialogPasses(page, page.getByRole('dialog', { name: 'Uusi toimipaikka' }));
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/company/users?create=1');
  await expectDialogPasses(page, page.getByRole('dialog', { name: 'Kutsu käyttäjä' }));
  await page.keyboard.press('Escape');

  await page.getByRole('complementary').getByRole('button', { name: 'Lisenssitiedot' }).click();
  await expectDialogPasses(page, page.getByRole('dialog', { name: 'Lisenssit' }));
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/other/user_account');
  await page.getByRole('button', { name: 'Vaihda käyttäjätunnus' }).click();
  await expectDialogPasses(page, page.getByRole('dialog', { name: 'Vaihda käyttäjätunnus' }));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('complementary').getByRole('button', { name: 'Kirjaudu ulos' }).click();
  await signInToFrontpage(page, demo.pending);
  await expectDialogPasses(page, page.getByRole('dialog', { name: 'Yritys odottaa hyväksyntää' }));
});
