import { expect, test, type APIRequestContext } from '@playwright/test';
import { pinFrom, signInToFrontpage, signIn, uniqueEmail, waitForMail } from '../support/helpers.ts';
import { urls } from '../support/stack.ts';

/**
 * A new company's first hour (issue 20): registered on the Free licence (one user), the admin tries to add a user,
 * add a business location and, with a mistyped password, to sign in again and again. One company for the whole file;
 * the throttled sign-in goes last, because it locks the account's sign-ins for a while.
 */
test.describe.configure({ mode: 'serial' });

const password = 'Eka!Tunti2026';
let email = '';

/** Registers and activates a company through the API (the registration wizard has its own tests in auth.spec). */
async function registerActivatedCompany(request: APIRequestContext, address: string) {
  const cities = await request.get(`${urls.prism}/sk_locations/cities/?ordering=name`);
  const list = (await cities.json()) as { id: number }[] | { results: { id: number }[] };
  const city = (Array.isArray(list) ? list : list.results)[0];
  if (!city) throw new Error('no cities');
  const registered = await request.post(`${urls.prism}/companies/register/`, {
    data: {
      company_name: 'Ensimmäinen Tunti Oy',
      company_business_id: '1234567-8',
      company_street_address: 'Aloituskatu 1',
      company_postal_code: '00100',
      company_city_id: city.id,
      company_invoicing_type: 5,
      company_invoicing_email: 'laskut@e2e.siirto.fi',
      first_name: 'Eeva',
      last_name: 'Ensikertalainen',
      phone: '+358401234567',
      email: address,
      email2: address,
      password,
      password2: password,
      agree_contract: true,
      agree_terms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const pin = pinFrom(await waitForMail(address, /aktivointikoodi/i));
  const activated = await request.post(`${urls.prism}/activate/`, { data: { email: address, pin_code: pin } });
  expect(activated.status()).toBe(200);
}

test.beforeAll(async ({ request }) => {
  email = uniqueEmail('first-hour');
  await registerActivatedCompany(request, email);
});

test('LISÄÄ KÄYTTÄJÄ on the Free licence opens the licence dialog, not the invitation', async ({ page }) => {
  await signInToFrontpage(page, email, password);
  await page.getByRole('button', { name: 'LISÄÄ KÄYTTÄJÄ' }).click();
  const licence = page.getByRole('dialog', { name: 'Käyttäjämäärä on täynnä' });
  await expect(licence.getByText('Lisenssin käyttäjämäärä (1) on täynnä', { exact: false })).toBeVisible();
  await expect(licence.getByRole('link', { name: 'Näytä tilaus ja sopimus' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Kutsu käyttäjä' })).toHaveCount(0);
});

test('a new business location shows no warning until it is saved without coordinates', async ({ page }) => {
  await signInToFrontpage(page, email, password);
  await page.goto('/dashboard/company/business_locations');
  await page.getByRole('button', { name: 'Lisää toimipaikka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uusi toimipaikka' });
  const warning = 'Toimipisteellä ei ole sijaintitietoa. Syötä osoite uudelleen ja tallenna.';
  await expect(dialog.getByLabel('Toimipaikan nimi')).toBeVisible();
  await expect(dialog.getByText(warning)).toHaveCount(0);
  await dialog.getByLabel('Toimipaikan nimi').fill('Ensimmäinen toimipaikka');
  await dialog.getByRole('button', { name: 'Tallenna' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Ensimmäinen toimipaikka/ });
  await expect(row.getByText(warning)).toBeVisible();
});

test('the language is switched to English and back to Finnish with the mouse', async ({ page }) => {
  await signInToFrontpage(page, email, password);
  await page.goto('/dashboard/other/user_account');
  // Playwright clicks an option only where it is the topmost element, as a mouse would: an option drawn under the
  // save button (the bug this guards) fails here
  await page.getByRole('combobox', { name: 'Käyttöliittymän kieli' }).click();
  await page.getByRole('option', { name: 'englanti' }).click();
  await page.getByRole('button', { name: 'Tallenna kieli' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Interface language' }).click();
  await page.getByRole('option', { name: 'Finnish' }).click();
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByRole('heading', { name: 'Omat tiedot', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
});

test('a throttled sign-in says so in Finnish with the wait, not that the password is wrong', async ({ page }) => {
  // the API allows 10 failed sign-ins per account a minute: the 11th is throttled (429 with Retry-After)
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await signIn(page, email, 'Vaara!Salasana1');
    await expect(page.getByText('Väärä käyttäjätunnus tai salasana')).toBeVisible();
  }
  await signIn(page, email, 'Vaara!Salasana1');
  await expect(page.getByText(/^Liian monta yritystä\. Yritä uudelleen \d+ sekunnin kuluttua\.$/)).toBeVisible();
  await expect(page.getByText('Väärä käyttäjätunnus tai salasana')).toHaveCount(0);
  await expect(page.getByText(/throttled/i)).toHaveCount(0);
});
