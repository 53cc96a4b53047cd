/**
 * The coordinator's customers screen (issue 19) on the real API: a new customer is created through the dialog (its
 * field error first), found with the search, and its chat is opened, which creates the customer chat and shows it
 * on the chat page.
 */
import { expect, test } from '@playwright/test';
import { demo, signIn } from '../support/helpers.ts';

test('the coordinator creates a customer, finds it and opens its chat', async ({ page }) => {
  await signIn(page, demo.coordinator);
  await expect(page).toHaveURL(/\/dashboard\//);
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Asiakkaat' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Asiakkaat' });
  await expect(table.getByRole('row', { name: /Demo Kuljetus Oy/ })).toBeVisible();

  const name = `E2E Asiakas ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Uusi asiakas' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Uusi asiakas' });
  await dialog.getByRole('textbox', { name: 'Nimi' }).fill(name);
  // a business id with a wrong check digit is refused; the typed name stays
  await dialog.getByRole('textbox', { name: 'Y-tunnus' }).fill('0112038-8');
  await dialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(dialog.getByText('Tarkista yrityksen y-tunnus')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nimi' })).toHaveValue(name);
  await dialog.getByRole('textbox', { name: 'Y-tunnus' }).fill('');
  await dialog.getByRole('textbox', { name: 'Sähköposti' }).fill('tilaukset@e2e-asiakas.fi');
  await dialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(page.getByText('Asiakas lisätty')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the search goes into the address and finds the new customer alone
  await page.getByRole('searchbox', { name: 'Hae asiakasta' }).fill(name);
  await expect(page).toHaveURL(/\/dashboard\/customers\?search=E2E/);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row', { name: /Demo Kuljetus Oy/ })).toHaveCount(0);
  await expect(row).toContainText('tilaukset@e2e-asiakas.fi');
  await expect(row).toContainText('Ei keskustelua');

  // edited through its row's Muokkaa: focus goes back to that button when the dialog closes, cancelled or saved
  const edit = row.getByRole('button', { name: `Muokkaa asiakasta ${name}` });
  await edit.click();
  const editDialog = page.getByRole('dialog', { name: 'Muokkaa asiakasta' });
  await page.keyboard.press('Escape');
  await expect(editDialog).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.press('Enter');
  await editDialog.getByRole('textbox', { name: 'Puhelin' }).fill('+358401234567');
  await editDialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('+358401234567');
  await expect(edit).toBeFocused();

  // its chat does not exist yet: it is created and opened on the chat page
  await row.getByRole('button', { name: `Avaa keskustelu asiakkaan ${name} kanssa` }).click();
  await expect(page.getByText('Keskustelu luotu onnistuneesti')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/chat\?group=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Keskusteluryhmät' }).getByText(name, { exact: true }),
  ).toBeVisible();

  // back on the list, the customer shows its chat, and opening it again reuses the same group
  const groupUrl = page.url();
  await page.goBack();
  await expect(row).not.toContainText('Ei keskustelua');
  await row.getByRole('button', { name: `Avaa keskustelu asiakkaan ${name} kanssa` }).click();
  await expect(page).toHaveURL(groupUrl);
});
