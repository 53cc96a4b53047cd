import { expect, test } from '@playwright/test';
import { demo, openSignedIn } from '../support/helpers.ts';

test.describe('address search (offline geocoder, no Mapbox token)', () => {
  test('a street without its town finds Helsinki, and the chosen suggestion fills the postal code', async ({
    page,
  }) => {
    await openSignedIn(page, demo.admin, '/dashboard/company/business_locations');
    await page.getByRole('button', { name: 'Lisää toimipaikka' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uusi toimipaikka' });

    await dialog.getByRole('combobox', { name: 'Hae osoite' }).fill('Mannerheimintie 1');
    // The Finnish UI names the country in Finnish.
    await page.getByRole('option', { name: 'Mannerheimintie 1, 00100 Helsinki, Suomi' }).click();

    await expect(dialog.getByLabel('Katuosoite')).toHaveValue('Mannerheimintie 1');
    await expect(dialog.getByLabel('Postinumero')).toHaveValue('00100');
    await expect(dialog.getByLabel('Kaupunki')).toHaveValue('Helsinki');
    await expect(dialog.getByText('Toimipisteellä ei ole sijaintitietoa.', { exact: false })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Peruuta' }).click();
    await expect(dialog).toBeHidden();
  });
});
