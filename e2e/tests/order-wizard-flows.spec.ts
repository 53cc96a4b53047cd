import { test as base, expect, type Browser } from '@playwright/test';
import { demo, signIn, signInToFrontpage } from '../support/helpers.ts';
import {
  adminApi,
  calculatePrice,
  euros,
  fillDestination,
  fillOneWayOrder,
  fillPickup,
  futureDay,
  orderBody,
  publishAndClose,
  section,
  setTime,
  shownPrices,
  uniqueRegistration,
} from '../support/order-wizard.ts';
import { urls } from '../support/stack.ts';

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** The admin signs in once per worker; each test starts from that session (its own local storage otherwise). */
const test = base.extend<object, { adminSession: StorageState }>({
  adminSession: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: urls.dashboard, locale: 'fi-FI' });
      await signInToFrontpage(await context.newPage(), demo.admin);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminSession }, use) => use(adminSession),
});

const NEW_ORDER = '/dashboard/transports/edit/0/';

test.describe('order wizard flows', () => {
  test('a round trip with a vehicle change: page 2 is required, priced per leg, both trips published', async ({
    page,
    request,
  }) => {
    // page 1 is filled as in the one-way order (order-wizard.spec.ts): here a saved draft of it
    const registration = uniqueRegistration();
    const returnRegistration = uniqueRegistration();
    const api = await adminApi(request);
    const draft = await api.create({ ...orderBody(registration), saving_step: 2 });
    await page.goto(`/dashboard/transports/edit/${String(draft.id)}/`);
    await expect(section(page, 'vehicle').getByLabel('Rekisterinumero')).toHaveValue(registration);
    await page.getByText('Edestakainen siirto', { exact: true }).click();
    await page.getByText('Ajoneuvo vaihtuu paluumatkalla', { exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Paluu' })).toBeVisible();

    // page 2's fields are required: calculating the price goes to page 2 with their errors
    await page.getByRole('button', { name: 'Laske hinta' }).click();
    await expect(page.getByRole('tab', { name: 'Paluu', selected: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/edit/${String(draft.id)}/2$`));
    const back = section(page, 'return');
    await expect(back.getByLabel('Rekisterinumero')).toHaveAccessibleDescription(/Kenttä on pakollinen/);
    await expect(back.getByLabel('Merkki ja malli')).toHaveAccessibleDescription(/Kenttä on pakollinen/);
    await expect(back.getByText('Kenttä on pakollinen')).toHaveCount(3);
    await expect(page.getByTestId('order-error-card')).toContainText('Paluumatka');

    await back.getByLabel('Rekisterinumero').fill(returnRegistration);
    await back.getByLabel('Merkki ja malli').fill('Skoda Octavia');
    await setTime(page, back, 'Perillä viimeistään', futureDay(8), '15:00');
    await expect(back.getByText('Kenttä on pakollinen')).toHaveCount(0);

    const id = await calculatePrice(page);
    const prices = await shownPrices(page);
    const go = euros(await page.getByTestId('order-price-go').innerText());
    await page.getByRole('tab', { name: 'Paluumatka' }).click();
    const returnPrice = euros(await page.getByTestId('order-price-return').innerText());
    expect(go).toBeGreaterThan(0);
    expect(returnPrice).toBeGreaterThan(0);
    // the trip price is both legs, and the total includes it
    expect(prices.trip).toBeCloseTo(go + returnPrice, 2);
    expect(prices.total).toBeCloseTo(prices.trip + prices.extras, 2);
    await expect(page.getByRole('tabpanel', { name: 'Paluumatka' })).toContainText(returnRegistration);

    await publishAndClose(page);
    const row = page.getByRole('row', { name: `Siirto #${String(id)}` });
    await expect(row).toContainText('Julkaistu');
    await expect(row).toContainText(`Paluu: ${returnRegistration}`);

    // both transports exist: the outbound trip and its return trip with the other vehicle
    const outbound = (await api.transport(id)).body;
    expect(outbound).toMatchObject({ vehicle: registration, round_trip: true, state: 3 });
    const returnId = outbound?.round_trip_return_trip_id ?? 0;
    expect(returnId).toBeGreaterThan(0);
    expect((await api.transport(returnId)).body).toMatchObject({
      vehicle: returnRegistration,
      round_trip_is_return_trip: true,
      round_trip_go_trip_id: id,
      state: 3,
    });

    // the return trip is edited through its outbound trip, with its own vehicle on page 2
    await page.goto(`/dashboard/transports/edit/${String(returnId)}/`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/transports/edit/${String(id)}/1$`));
    await page.getByRole('tab', { name: 'Paluu' }).click();
    await expect(back.getByLabel('Rekisterinumero')).toHaveValue(returnRegistration);
    await expect(back.getByLabel('Merkki ja malli')).toHaveValue('Skoda Octavia');
  });

  test('an abroad order to Sweden: no round trip, the ferry waypoints, product number and size, priced with the surcharge', async ({
    page,
    request,
  }) => {
    await page.goto(NEW_ORDER);
    const registration = uniqueRegistration();
    await fillPickup(page);

    // a domestic order searches Finland only
    const destination = section(page, 'destination');
    await destination.getByRole('combobox', { name: 'Hae osoite' }).fill('Storgatan 1, Umeå');
    await expect(page.getByText('Ei osumia')).toBeVisible();
    await destination.getByRole('combobox', { name: 'Hae osoite' }).clear();

    await page.getByText('Edestakainen siirto', { exact: true }).click();
    await page.getByText('Ulkomaan siirto (Ruotsi)', { exact: true }).click();
    const roundTrip = page.getByRole('checkbox', { name: 'Edestakainen siirto' });
    await expect(roundTrip).not.toBeChecked();
    await expect(roundTrip).toBeDisabled();
    await expect(page.getByTestId('order-waypoints')).toHaveText('Välipisteet: Turun satama → Värtahamnen, Tukholma');

    await fillDestination(page, {
      name: 'Umeån asiakas',
      search: 'Storgatan 1, Umeå',
      suggestion: /Storgatan 1, Uumaja, Ruotsi/,
      city: 'Uumaja',
      day: futureDay(9),
      time: '18:00',
    });
    const vehicle = section(page, 'vehicle');
    await vehicle.getByLabel('Rekisterinumero').fill(registration);
    await vehicle.getByLabel('Merkki ja malli').fill('Volvo XC60');
    // abroad, the product number and the size are required
    await page.getByRole('button', { name: 'Laske hinta' }).click();
    await expect(vehicle.getByLabel('Tuotenumero')).toHaveAccessibleDescription(/Kenttä on pakollinen/);
    await vehicle.getByLabel('Tuotenumero').fill('PN-4711');
    await vehicle.getByRole('combobox', { name: 'Ajoneuvon koko' }).click();
    await page.getByRole('option', { name: 'Maastoauto / SUV', exact: true }).click();

    const id = await calculatePrice(page);
    const prices = await shownPrices(page);
    const api = await adminApi(request);
    const pricing = await api.pricing();
    expect(pricing.abroad_surcharge_eur).toBeGreaterThan(0);
    // one leg at the company's prices with the surcharge abroad
    expect(prices.trip).toBeCloseTo(
      pricing.base_price_eur + prices.km * pricing.price_per_km_eur + pricing.abroad_surcharge_eur,
      1,
    );

    await publishAndClose(page);
    await expect(page.getByRole('row', { name: `Siirto #${String(id)}` })).toContainText('Uumaja');
    const stored = (await api.transport(id)).body;
    expect(stored).toMatchObject({
      abroad: true,
      round_trip: false,
      destination_country: 'SE',
      vehicle_product_number: 'PN-4711',
      vehicle_size: { id: 3 },
      state: 3,
    });
    expect(stored?.waypoints).toHaveLength(2);
  });

  test('answers lost after the server wrote: the retried (and edited) calculation and publish leave exactly one transport', async ({
    page,
    request,
  }) => {
    await page.goto(NEW_ORDER);
    const registration = uniqueRegistration();
    await fillOneWayOrder(page, registration);

    // the first create and the first publish reach the server, which writes them; their answers never come back
    const lost: string[] = [];
    await page.route('**/api/transports/company/**', async (route) => {
      const method = route.request().method();
      const publish = (route.request().postDataJSON() as { publish?: boolean } | null)?.publish === true;
      if ((method === 'POST' || (method === 'PATCH' && publish)) && !lost.includes(method)) {
        lost.push(method);
        await route.fetch();
        await route.abort('internetdisconnected');
        return;
      }
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Laske hinta' }).click();
    const progress = page.getByRole('dialog', { name: 'Tilausta käsitellään' });
    await expect(progress).toContainText('Yhteys palvelimeen katkesi');
    await progress.getByRole('button', { name: 'Sulje' }).click();
    expect(await (await adminApi(request)).search(registration)).toHaveLength(1);

    // the user changes a value and tries again: the create's key is refused (422) naming the transport it made, and
    // the wizard goes on as its update: the same order, priced, with the change
    await section(page, 'destination').getByLabel('Yhteyshenkilö').fill('Tiina Toinen');
    const id = await calculatePrice(page);
    expect((await (await adminApi(request)).transport(id)).body).toMatchObject({ destination_name: 'Tiina Toinen' });

    // publishing: the server publishes, the answer is lost, the user publishes again
    await page.getByRole('button', { name: 'Julkaise' }).click();
    await page
      .getByRole('dialog', { name: 'Vahvista reitti ja hinta' })
      .getByRole('button', { name: 'Hyväksy ja julkaise' })
      .click();
    await expect(progress).toContainText('Yhteys palvelimeen katkesi');
    await progress.getByRole('button', { name: 'Sulje' }).click();
    expect(lost).toEqual(['POST', 'PATCH']);
    await publishAndClose(page);

    const api = await adminApi(request);
    const found = await api.search(registration);
    expect(found.map((transport) => transport.id)).toEqual([id]);
    expect(found[0]?.state).toBe(3);
  });

  test('a forged low trip_length_km does not lower the price', async ({ page, request }) => {
    const draft = await (await adminApi(request)).create({ ...orderBody(uniqueRegistration()), saving_step: 2 });
    await page.goto(`/dashboard/transports/edit/${String(draft.id)}/`);
    await expect(section(page, 'destination').getByLabel('Kaupunki')).toHaveValue('Tampere');
    await calculatePrice(page);
    const honest = await shownPrices(page);
    expect(honest.km).toBeGreaterThan(100);

    // the same order again, its request rewritten to claim a 1 km trip
    const forged: number[] = [];
    await page.route('**/api/transports/company/*/', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      forged.push(Number(body.trip_length_km));
      await route.fallback({ postData: JSON.stringify({ ...body, trip_length_km: 1 }) });
    });
    await page.getByRole('tab', { name: 'Noutopaikka' }).click();
    await page.getByLabel('Tietoja kuljettajalle').fill('Avaimet vastaanotossa');
    await page.getByRole('tab', { name: 'Esikatsele' }).click();
    await expect(page.getByTestId('order-not-priced')).toBeVisible();
    await calculatePrice(page);
    expect(forged).toHaveLength(1);
    expect(forged[0]).toBeGreaterThan(100);
    expect(await shownPrices(page)).toEqual(honest);
  });

  test('a published order is edited, priced and published again', async ({ page, request }) => {
    const api = await adminApi(request);
    const registration = uniqueRegistration();
    const priced = await api.create({ ...orderBody(registration), saving_step: 3 });
    const published = await api.update(priced.id, { ...orderBody(registration), saving_step: 4, publish: true });
    expect(published.state).toBe(3);

    await page.goto(`/dashboard/transports/edit/${String(published.id)}/`);
    await expect(page.getByText('Julkaistu', { exact: true })).toBeVisible();
    await expect(section(page, 'vehicle').getByLabel('Rekisterinumero')).toHaveValue(registration);
    await section(page, 'destination').getByLabel('Yhteyshenkilö').fill('Matti Muutettu');
    await calculatePrice(page);
    await publishAndClose(page);
    expect((await api.transport(published.id)).body).toMatchObject({ destination_name: 'Matti Muutettu', state: 3 });
    await expect(page.getByRole('row', { name: `Siirto #${String(published.id)}` })).toContainText('Julkaistu');
  });

  test('the tokens go mid-edit (site data cleared): Tallenna luonnos leads to sign-in and back to the draft with the change', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const registration = uniqueRegistration();
    const draft = await api.create({ ...orderBody(registration), saving_step: 2 });
    const edit = `/dashboard/transports/edit/${String(draft.id)}/1`;
    await page.goto(edit);
    const contact = section(page, 'destination').getByLabel('Yhteyshenkilö');
    await contact.fill('Tiina Muutettu');
    await expect(page.getByTestId('order-local-only')).toBeVisible();
    await page.evaluate(() => {
      localStorage.removeItem('accessToken');
      localStorage.removeItem('refreshToken');
    });
    await page.getByRole('button', { name: 'Tallenna luonnos' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);

    await signIn(page, demo.admin);
    await expect(page).toHaveURL(new RegExp(`${edit}$`));
    await expect(page.getByText('Keskeneräinen tilaus palautettiin tältä laitteelta.')).toBeVisible();
    await expect(contact).toHaveValue('Tiina Muutettu');
    await expect(section(page, 'vehicle').getByLabel('Rekisterinumero')).toHaveValue(registration);
    await page.getByRole('button', { name: 'Tallenna luonnos' }).click();
    await expect(page.getByText('Päivitetty', { exact: true })).toBeVisible();
    expect((await api.transport(draft.id)).body).toMatchObject({ destination_name: 'Tiina Muutettu' });
  });

  test('a draft is deleted: confirmed, back on the list, and gone', async ({ page, request }) => {
    const api = await adminApi(request);
    const draft = await api.create({ ...orderBody(uniqueRegistration()), state: 2, saving_step: 2 });
    await page.goto(`/dashboard/transports/edit/${String(draft.id)}/`);
    await expect(page.getByRole('heading', { level: 1, name: `Siirtotilaus #${String(draft.id)}` })).toBeVisible();
    await page.getByRole('button', { name: 'Poista', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Poista' }).click();
    await expect(page.getByRole('region', { name: 'Ilmoitukset' }).getByText('Poistettu')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/transports$/);
    // the list has loaded (the newest transports first) without the deleted draft
    await expect(page.getByRole('row', { name: /^Siirto #\d+/ }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: `Siirto #${String(draft.id)}` })).toHaveCount(0);
    expect((await api.transport(draft.id)).status).toBe(404);
  });
});
