import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  linkFrom,
  pinFrom,
  signIn,
  signInToFrontpage,
  tick,
  uniqueEmail,
  waitForMail,
} from '../support/helpers.ts';

const password = 'Uusi!Salasana1';

/** Types a code into the activation page's six digit boxes (the rest stay empty). */
async function fillPin(page: Page, pin: string) {
  for (let index = 0; index < 6; index += 1) {
    await page
      .getByRole('textbox', { name: `Aktivointikoodin numero ${String(index + 1)} / 6` })
      .fill(pin[index] ?? '');
  }
}

async function registerCompany(page: Page, email: string) {
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Rekisteröi yritys' })).toBeVisible();
  await page.getByLabel('Yrityksen nimi').fill('E2E Kuljetus Oy');
  await page.getByLabel('Y-tunnus').fill('1234567-8');
  await page.getByLabel('Katuosoite').fill('Testikatu 1');
  await page.getByLabel('Postinumero').fill('00100');
  await page.getByRole('combobox', { name: 'Kaupunki' }).click();
  await page.getByRole('option', { name: 'Helsinki' }).click();
  await tick(page, 'radio', 'Sähköposti');
  await page.getByLabel('Laskutussähköposti').fill('laskut@e2e.siirto.fi');
  await page.getByRole('button', { name: 'Jatka' }).click();

  await page.getByLabel('Etunimi').fill('Erkki');
  await page.getByLabel('Sukunimi').fill('Esimerkki');
  await page.getByLabel('Puhelin').fill('+358401234567');
  await page.getByLabel('Sähköposti', { exact: true }).fill(email);
  await page.getByLabel('Sähköposti uudelleen').fill(email);
  await page.getByLabel('Salasana', { exact: true }).fill(password);
  await page.getByLabel('Salasana uudelleen').fill(password);
  await page.getByRole('button', { name: 'Jatka' }).click();

  await tick(page, 'checkbox', 'Hyväksyn sopimuksen');
  await tick(page, 'checkbox', 'Hyväksyn käyttöehdot');
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { name: 'Valmis', level: 2 })).toBeVisible();
  await expect(page.getByText('Helsinki')).toBeVisible();
  await page.getByRole('button', { name: 'Valmis', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tilin aktivointi' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/auth\/activation$/);
}

test.describe('sign-in area', () => {
  test('register a company, a wrong PIN is refused, the PIN from the inbox activates and signs in', async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    await registerCompany(page, email);
    await expect(page.getByLabel('Sähköposti')).toHaveValue(email);

    await fillPin(page, '12345');
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await expect(page.getByText('PIN-koodin tulee olla 6 numeroa')).toBeVisible();

    const pin = pinFrom(await waitForMail(email, /aktivointikoodi/i));
    const wrong = pin === '000000' ? '111111' : '000000';
    await fillPin(page, wrong);
    await page.getByRole('button', { name: 'Vahvista' }).click();
    // the server's message appears beside the PIN field
    await expect(page.getByText('PIN-koodi on virheellinen tai vanhentunut')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/activation$/);

    await fillPin(page, pin);
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
    await expect(page.getByRole('heading', { name: 'Tervetuloa, Erkki!' })).toBeVisible();
  });

  test('an unconfirmed e-mail offers the activation code again', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await registerCompany(page, email);
    await signIn(page, email, password);
    await expect(page.getByText('Sähköposti ei ole vahvistettu')).toBeVisible();
    await page.getByRole('button', { name: 'Lähetä aktivointikoodi uudelleen' }).click();
    await expect(page).toHaveURL(/\/auth\/activation$/);
    await expect(page.getByLabel('Sähköposti')).toHaveValue(email);
  });

  test('wrong credentials show the spec message', async ({ page }) => {
    await signIn(page, demo.admin, 'Wrong!Password1');
    await expect(page.getByText('Väärä käyttäjätunnus tai salasana')).toBeVisible();
    await expect(page.getByText('Tarkista sähköposti tai salasana')).toBeVisible();
  });

  test('form validation shows the field messages', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click();
    await expect(page.getByText('Tarkista lomakkeen virheet')).toBeVisible();
    await expect(page.getByText('Kenttä on pakollinen').first()).toBeVisible();
  });

  test('forgot password: the link from the inbox sets a new password that signs in', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await registerCompany(page, email);
    const pin = pinFrom(await waitForMail(email, /aktivointikoodi/i));
    await fillPin(page, pin);
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
    await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();

    await page.getByRole('link', { name: 'Unohtuiko salasana?' }).click();
    // the sign-in page has an e-mail field too: it stays on screen until the lazily loaded page and its texts arrive
    await expect(page.getByRole('heading', { name: 'Salasanan palautus', level: 1 })).toBeVisible();
    await page.getByLabel('Sähköposti').fill(email);
    await page.getByRole('button', { name: 'Lähetä' }).click();
    await expect(page.getByText('Salasanan palautuslinkki on lähetetty sähköpostiisi.')).toBeVisible();

    const link = linkFrom(await waitForMail(email, /salasana/i));
    await page.goto(link);
    const newPassword = 'Vaihdettu!Salasana2';
    await page.getByLabel('Uusi salasana', { exact: true }).fill(newPassword);
    await page.getByLabel('Uusi salasana uudelleen').fill(newPassword);
    await page.getByRole('button', { name: 'Tallenna' }).click();
    await expect(page.getByText('Uusi salasana on asetettu. Voit nyt kirjautua sisään.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInToFrontpage(page, email, newPassword);
  });
});
