import { expect, test, type Page } from '@playwright/test';
import { pinFrom, signInToFrontpage, uniqueEmail, waitForMail } from '../support/helpers.ts';

// a 1x1 PNG
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const password = 'Oma!Salasana1';

/** A fresh activated account, so these tests can change its profile, language and password freely. */
async function freshAccount(page: Page) {
  const email = uniqueEmail('account');
  const response = await page.request.post('/api/companies/register/', {
    data: {
      company_name: 'Tili Oy',
      company_business_id: '7654321-8',
      company_street_address: 'Tilikatu 2',
      company_postal_code: '00100',
      company_city_id: 91,
      company_invoicing_type: 5,
      company_invoicing_email: 'laskut@tili.example.com',
      first_name: 'Tiina',
      last_name: 'Tili',
      phone: '+358401234567',
      email,
      email2: email,
      password,
      password2: password,
      agree_contract: true,
      agree_terms: true,
    },
  });
  expect(response.status()).toBe(201);
  const pin = pinFrom(await waitForMail(email, /aktivointikoodi/i));
  await page.goto('/auth/activation', {});
  await page.getByLabel('Sähköposti').fill(email);
  for (let index = 0; index < 6; index += 1) {
    await page
      .getByRole('textbox', { name: `Aktivointikoodin numero ${String(index + 1)} / 6` })
      .fill(pin.charAt(index));
  }
  await page.getByRole('button', { name: 'Vahvista' }).click();
  await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
  return email;
}

test.describe('account area', () => {
  test('profile edit: a bad phone is refused without losing what was typed, then saved', async ({ page }) => {
    await freshAccount(page);
    await page.goto('/dashboard/other');
    await expect(page).toHaveURL(/\/dashboard\/other\/user_account$/);
    await page.getByLabel('Etunimi').fill('Tuula');
    await page.getByLabel('Puhelin').fill('0401234567');
    await page.getByRole('button', { name: 'Tallenna tiedot' }).click();
    await expect(page.getByText('Puhelinnumero tulee olla muodossa esim. +358...')).toBeVisible();
    await expect(page.getByLabel('Etunimi')).toHaveValue('Tuula');
    await page.getByLabel('Puhelin').fill('+358409876543');
    await page.getByRole('button', { name: 'Tallenna tiedot' }).click();
    await expect(page.getByText('Tuula Tili')).toBeVisible();
    await expect(page.getByText('+358409876543')).toBeVisible();
  });

  test('a profile picture: a wrong type is refused beside the field, a png is saved and shown', async ({ page }) => {
    await freshAccount(page);
    await page.goto('/dashboard/other/user_account');
    await page.getByLabel('Profiilikuva').setInputFiles({ name: 'kuva.gif', mimeType: 'image/gif', buffer: png });
    await expect(page.getByText('Tiedostotyyppi ei ole sallittu. Tyypin tulee olla .png tai .jpg')).toBeVisible();
    await page.getByLabel('Profiilikuva').setInputFiles({ name: 'kuva.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Tallenna tiedot' }).click();
    // saving a picture reloads the page, which then shows it in the avatar
    await expect(page.getByRole('img', { name: 'Tiina Tili' }).locator('img')).toBeVisible();
  });

  test('switching to English persists across a reload', async ({ page }) => {
    await freshAccount(page);
    await page.goto('/dashboard/other/user_account');
    await page.getByRole('combobox', { name: 'Käyttöliittymän kieli' }).click();
    await page.getByRole('option', { name: 'englanti' }).click();
    await page.getByRole('button', { name: 'Tallenna kieli' }).click();
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a password change leads to sign-in with the new password', async ({ page }) => {
    const email = await freshAccount(page);
    await page.goto('/dashboard/myaccount/password');
    await expect(page.getByRole('heading', { name: 'Vaihda salasana', level: 1 })).toBeVisible();
    const next = 'Toinen!Salasana2';
    await page.getByLabel('Nykyinen salasana').fill(password);
    await page.getByLabel('Uusi salasana', { exact: true }).fill(next);
    await page.getByLabel('Uusi salasana uudelleen').fill(next);
    await page.getByRole('button', { name: 'Vaihda salasana' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInToFrontpage(page, email, next);
  });
});
