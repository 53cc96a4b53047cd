import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  arrowTo,
  chooseByKeyboard,
  demo,
  expectFocusWithin,
  openSignedIn,
  signIn,
  tabTo,
  typeInto,
  uniqueEmail,
  waitForMail,
} from '../support/helpers.ts';
import {
  adminApi,
  calculatePrice,
  orderBody,
  publishAndClose,
  section,
  uniqueRegistration,
} from '../support/order-wizard.ts';

/** A day well in the future, as the date field takes it (dd.MM.yyyy). */
function futureDay(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getDate())}.${pad(day.getMonth() + 1)}.${String(day.getFullYear())}`;
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function setTime(page: Page, section: Locator, label: string, day: string, time: string) {
  const input = section.getByRole('textbox', { name: label });
  await input.fill(day);
  await input.press('Enter');
  await chooseOption(page, section, 'Kellonaika', time);
}

/** Page 1 of a one-way order from the Helsinki business location to a searched address in Tampere. */
async function fillOneWayOrder(page: Page, registration: string) {
  await chooseOption(page, page.locator('form'), 'Kustannuspaikka (toimipiste)', 'Helsingin toimipiste');
  const pickup = page.locator('#order-section-pickup');
  await expect(pickup.getByLabel('Katuosoite')).toHaveValue(/\S/);
  await pickup.getByLabel('Yhteyshenkilö').fill('Pekka Nouto');
  await pickup.getByLabel('Puhelin').fill('+358401234567');
  await setTime(page, pickup, 'Noutoaika', futureDay(7), '09:00');

  const destination = page.locator('#order-section-destination');
  await destination.getByLabel('Paikan nimi').fill('Tampereen asiakas');
  await destination.getByRole('combobox', { name: 'Hae osoite' }).fill('Hämeenkatu 10, 33100 Tampere');
  await page.getByRole('option', { name: /Hämeenkatu 10, 33100 Tampere/ }).click();
  await expect(destination.getByLabel('Kaupunki')).toHaveValue('Tampere');
  await destination.getByLabel('Yhteyshenkilö').fill('Tiina Toimitus');
  await destination.getByLabel('Puhelin').fill('+358407654321');
  await setTime(page, destination, 'Perillä viimeistään', futureDay(7), '18:00');
  await expect(page.getByTestId('order-route-summary')).toContainText('km');

  const vehicle = page.locator('#order-section-vehicle');
  await vehicle.getByLabel('Rekisterinumero').fill(registration.toLowerCase());
  await expect(vehicle.getByLabel('Rekisterinumero')).toHaveValue(registration);
  await vehicle.getByLabel('Merkki ja malli').fill('Volkswagen ID.4');
  await vehicle.getByText('Sähköauto', { exact: true }).click();
  await chooseOption(page, vehicle, 'Lataustyyppi', 'CCS');
  const extras = page.locator('#order-section-extras');
  await extras.getByText('Pesu', { exact: true }).click();
  await extras.getByText('Sähköauton lataus', { exact: true }).click();
  await expect(extras.getByRole('checkbox', { name: 'Pesu' })).toBeChecked();
}

const unique = () => `E2E-${Date.now().toString(36).slice(-5).toUpperCase()}`;

test.describe('order wizard', () => {
  test('a one-way order by keyboard only, from the list to the share dialog and back; the focus is never lost', async ({
    page,
  }) => {
    // Tab, Enter, Space, arrows and Escape only: every field is reached by Tab and typed into, every option chosen
    // with the arrows (WCAG 2.1.1), and the focus is checked after every page change and dialog (2.4.3)
    await openSignedIn(page, demo.admin, '/dashboard/transports');
    const keys = page.keyboard;
    await tabTo(page, page.getByRole('link', { name: 'Luo siirto' }));
    await keys.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Uusi siirto' })).toBeFocused();

    await chooseByKeyboard(
      page,
      page.getByRole('combobox', { name: 'Kustannuspaikka (toimipiste)' }),
      'Helsingin toimipiste',
    );
    const pickup = section(page, 'pickup');
    await expect(pickup.getByLabel('Katuosoite')).toHaveValue(/\S/);
    await typeInto(page, pickup.getByLabel('Yhteyshenkilö'), 'Pekka Nouto');
    await typeInto(page, pickup.getByLabel('Puhelin'), '+358401234567');
    await typeInto(page, pickup.getByRole('textbox', { name: 'Noutoaika' }), futureDay(7));
    await keys.press('Enter');
    await chooseByKeyboard(page, pickup.getByRole('combobox', { name: 'Kellonaika' }), '09:00');

    const destination = section(page, 'destination');
    await typeInto(page, destination.getByLabel('Paikan nimi'), 'Tampereen asiakas');
    await typeInto(page, destination.getByRole('combobox', { name: 'Hae osoite' }), 'Hämeenkatu 10, 33100 Tampere');
    await arrowTo(page, page.getByRole('option', { name: /Hämeenkatu 10, 33100 Tampere/ }).first());
    await expect(destination.getByLabel('Kaupunki')).toHaveValue('Tampere');
    await typeInto(page, destination.getByLabel('Yhteyshenkilö'), 'Tiina Toimitus');
    await typeInto(page, destination.getByLabel('Puhelin'), '+358407654321');
    await typeInto(page, destination.getByRole('textbox', { name: 'Perillä viimeistään' }), futureDay(7));
    await keys.press('Enter');
    await chooseByKeyboard(page, destination.getByRole('combobox', { name: 'Kellonaika' }), '18:00');
    await expect(page.getByTestId('order-route-summary')).toContainText('km');

    const vehicle = section(page, 'vehicle');
    const registration = unique();
    await typeInto(page, vehicle.getByLabel('Rekisterinumero'), registration.toLowerCase());
    await expect(vehicle.getByLabel('Rekisterinumero')).toHaveValue(registration);
    await typeInto(page, vehicle.getByLabel('Merkki ja malli'), 'Volkswagen ID.4');
    await tabTo(page, vehicle.getByRole('checkbox', { name: 'Sähköauto' }));
    await keys.press('Space');
    await chooseByKeyboard(page, vehicle.getByRole('combobox', { name: 'Lataustyyppi' }), 'CCS');
    const extras = section(page, 'extras');
    for (const extra of ['Pesu', 'Sähköauton lataus']) {
      await tabTo(page, extras.getByRole('checkbox', { name: extra }));
      await keys.press('Space');
      await expect(extras.getByRole('checkbox', { name: extra })).toBeChecked();
    }

    await tabTo(page, page.getByRole('button', { name: 'Laske hinta' }));
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/transports\/edit\/\d+\/3$/);
    const id = /edit\/(\d+)\//.exec(page.url())?.[1] ?? '';
    await expect(page.getByTestId('order-prices')).toContainText('€');
    await expect(page.getByTestId('order-price-go')).toContainText('€');

    await tabTo(page, page.getByRole('button', { name: 'Julkaise' }));
    await keys.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Vahvista reitti ja hinta' });
    await expectFocusWithin(confirm);
    await tabTo(page, confirm.getByRole('button', { name: 'Hyväksy ja julkaise' }));
    await keys.press('Enter');
    await expect(page.getByText('Päivitetty ja julkaistu')).toBeVisible();

    // the share-status-changes dialog: a recipient gets the status changes by e-mail
    const share = page.getByRole('dialog', { name: 'Jaa tilamuutokset' });
    await expectFocusWithin(share);
    const recipient = uniqueEmail('order-share');
    await typeInto(page, share.getByLabel('Lisää sähköpostiosoite'), recipient);
    await tabTo(page, share.getByRole('button', { name: 'Lisää', exact: true }));
    await keys.press('Enter');
    await tabTo(page, share.getByRole('button', { name: 'Jaa', exact: true }));
    await keys.press('Enter');
    await waitForMail(recipient, /./);
    // back on the list, whose heading has the focus
    await expect(page).toHaveURL(/\/dashboard\/transports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Siirrot' })).toBeFocused();
    const row = page.getByRole('row', { name: `Siirto #${id}` });
    await expect(row).toContainText('Tampereen asiakas');
    await expect(row).toContainText('Julkaistu');
  });

  test('a coordinator orders for a customer: listed at once, chosen by typing fast, carried by the published transport', async ({
    page,
    request,
  }) => {
    // page 1 is filled as in the one-way order above: here the coordinator's saved draft of it
    const registration = uniqueRegistration();
    const api = await adminApi(request, demo.coordinator);
    const draft = await api.create({ ...orderBody(registration), saving_step: 2 });
    await openSignedIn(page, demo.coordinator, `/dashboard/transports/edit/${String(draft.id)}/`);
    await expect(section(page, 'vehicle').getByLabel('Rekisterinumero')).toHaveValue(registration);

    const customer = page.getByRole('combobox', { name: 'Asiakas' });
    await customer.click();
    // opened, it lists the coordinator's customers before anything is typed
    await expect(page.getByRole('option', { name: /Autotalo Laine Oy/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /Rengas-Center Keski-Suomi/ })).toBeVisible();
    // typed as fast as the keyboard goes: every letter stays, and the search narrows the list
    await customer.pressSequentially('Rengas-Center');
    await expect(customer).toHaveValue('Rengas-Center');
    await expect(page.getByRole('option', { name: /Autotalo Laine Oy/ })).toHaveCount(0);
    await page.getByRole('option', { name: /Rengas-Center Keski-Suomi/ }).click();
    await expect(customer).toHaveValue('Rengas-Center Keski-Suomi');

    const id = await calculatePrice(page);
    await publishAndClose(page);
    expect((await api.transport(id)).body).toMatchObject({
      state: 3,
      customer: { name: 'Rengas-Center Keski-Suomi' },
    });
  });

  test('a change after pricing hides the price and publishing asks for a new calculation', async ({
    page,
    request,
  }) => {
    // page 1 is filled as in the one-way order above: here a saved draft of it
    const registration = uniqueRegistration();
    const draft = await (await adminApi(request)).create({ ...orderBody(registration), saving_step: 2 });
    await openSignedIn(page, demo.admin, `/dashboard/transports/edit/${String(draft.id)}/`);
    await expect(section(page, 'vehicle').getByLabel('Rekisterinumero')).toHaveValue(registration);
    await page.getByRole('button', { name: 'Laske hinta' }).click();
    await expect(page.getByTestId('order-prices')).toBeVisible();

    await page.getByRole('tab', { name: 'Noutopaikka' }).click();
    await page.locator('#order-section-vehicle').getByLabel('Merkki ja malli').fill('Skoda Enyaq');
    await page.getByRole('tab', { name: 'Esikatsele' }).click();
    await expect(page.getByTestId('order-prices')).toHaveCount(0);
    await expect(page.getByTestId('order-not-priced')).toBeVisible();
    await page.getByRole('button', { name: 'Julkaise' }).click();
    await expect(page.getByRole('dialog', { name: 'Vahvista reitti ja hinta' })).toHaveCount(0);
    await expect(page.getByTestId('order-error-card')).toContainText('Laske hinta ennen julkaisua.');
  });

  // one test (one page 1 filled in): the restored order, saved, is then the draft that is reloaded and deleted
  test('the session ends mid-order: after signing in again the order is back with every field; saved as a draft, reloaded and deleted', async ({
    page,
  }) => {
    await openSignedIn(page, demo.admin, '/dashboard/transports/edit/0/');
    const registration = unique();
    await fillOneWayOrder(page, registration);
    await expect(page.getByTestId('order-local-only')).toBeVisible();

    // the session ends: the tokens stop working and the next call cannot refresh them
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'expired.access.token');
      localStorage.setItem('refreshToken', 'revoked.refresh.token');
    });
    await page.getByRole('button', { name: 'Tallenna luonnos' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signIn(page, demo.admin);
    await expect(page).toHaveURL(/\/dashboard\/transports\/edit\/0\/1$/);
    await expect(page.getByText('Keskeneräinen tilaus palautettiin tältä laitteelta.')).toBeVisible();
    await expect(page.locator('#order-section-vehicle').getByLabel('Rekisterinumero')).toHaveValue(registration);
    await expect(page.locator('#order-section-destination').getByLabel('Kaupunki')).toHaveValue('Tampere');
    await expect(page.locator('#order-section-pickup').getByLabel('Yhteyshenkilö')).toHaveValue('Pekka Nouto');

    // saving it puts it on the server: the device-only notice goes away
    await page.getByRole('button', { name: 'Tallenna luonnos' }).click();
    await expect(page.getByText('Luotu', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/transports\/edit\/(\d+)\/1$/);
    await expect(page.getByTestId('order-local-only')).toHaveCount(0);
    const id = /edit\/(\d+)\//.exec(page.url())?.[1] ?? '';

    // the saved draft comes back from the server on a reload, and is deleted
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Siirtotilaus #${id}` })).toBeVisible();
    await expect(page.locator('#order-section-destination').getByLabel('Kaupunki')).toHaveValue('Tampere');

    await page.getByRole('button', { name: 'Poista', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Poista' }).click();
    await expect(page.getByText('Poistettu')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/transports$/);
  });

  test('the list with ?create opens the wizard in a modal, where a draft is saved', async ({ page }) => {
    await openSignedIn(page, demo.admin, '/dashboard/transports?create=1');
    const modal = page.getByRole('dialog', { name: 'Uusi siirto' });
    await expect(modal.getByRole('tab', { name: 'Noutopaikka', selected: true })).toBeVisible();
    const registration = unique();
    await modal.locator('#order-section-vehicle').getByLabel('Rekisterinumero').fill(registration);
    await modal.getByRole('button', { name: 'Tallenna luonnos' }).click();
    // the toast (the list behind the modal has a column of the same name)
    await expect(page.getByRole('region', { name: 'Ilmoitukset' }).getByText('Luotu', { exact: true })).toBeVisible();
    // the saved draft stays open in the modal, now as the saved order
    await expect(modal.getByRole('button', { name: 'Poista', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/transports\?create=1$/);
  });
});
