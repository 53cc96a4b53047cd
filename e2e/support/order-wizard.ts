/**
 * The order wizard's e2e helpers: filling its fields as a user does, reading its prices, and the API as the demo
 * company's admin (to check what the server stored). Shared by the wizard's specs.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demo, demoPassword } from './helpers.ts';
import { urls } from './stack.ts';

/** A day in the future, as the date field takes it (dd.MM.yyyy). */
export function futureDay(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getDate())}.${pad(day.getMonth() + 1)}.${String(day.getFullYear())}`;
}

/** A registration of this run (the wizard upper-cases it). */
export const uniqueRegistration = () =>
  `E2E-${(Date.now().toString(36) + Math.floor(Math.random() * 36 ** 2).toString(36)).slice(-6).toUpperCase()}`;

export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function setTime(page: Page, section: Locator, label: string, day: string, time: string) {
  const input = section.getByRole('textbox', { name: label });
  await input.fill(day);
  await input.press('Enter');
  await chooseOption(page, section, 'Kellonaika', time);
}

export const section = (page: Page, name: 'pickup' | 'destination' | 'vehicle' | 'extras' | 'return') =>
  page.locator(`#order-section-${name}`);

/** A day (dd.MM.yyyy) and a time of the picker's list (HH:mm). */
export interface PickedTime {
  day: string;
  time: string;
}

/** Page 1's pickup: the Helsinki business location, a contact and a time (by default a week ahead at 09:00). */
export async function fillPickup(page: Page, when: PickedTime = { day: futureDay(7), time: '09:00' }) {
  await chooseOption(page, page.locator('form'), 'Kustannuspaikka (toimipiste)', 'Helsingin toimipiste');
  const pickup = section(page, 'pickup');
  await expect(pickup.getByLabel('Katuosoite')).toHaveValue(/\S/);
  await pickup.getByLabel('Yhteyshenkilö').fill('Pekka Nouto');
  await pickup.getByLabel('Puhelin').fill('+358401234567');
  await setTime(page, pickup, 'Noutoaika', when.day, when.time);
}

/** Page 1's destination from the address search (the first suggestion matching `suggestion`). */
export async function fillDestination(
  page: Page,
  place: { name: string; search: string; suggestion: RegExp; city: string; day: string; time: string },
) {
  const destination = section(page, 'destination');
  await destination.getByLabel('Paikan nimi').fill(place.name);
  await destination.getByRole('combobox', { name: 'Hae osoite' }).fill(place.search);
  await page.getByRole('option', { name: place.suggestion }).first().click();
  await expect(destination.getByLabel('Kaupunki')).toHaveValue(place.city);
  await destination.getByLabel('Yhteyshenkilö').fill('Tiina Toimitus');
  await destination.getByLabel('Puhelin').fill('+358407654321');
  await setTime(page, destination, 'Perillä viimeistään', place.day, place.time);
  await expect(page.getByTestId('order-route-summary')).toContainText('km');
}

/**
 * Page 1 of a one-way order from the Helsinki business location to Tampere, a petrol car, no extras; by default
 * picked up a week ahead at 09:00 and delivered the same day by 18:00.
 */
export async function fillOneWayOrder(
  page: Page,
  registration: string,
  times: { pickup: PickedTime; delivery: PickedTime } = {
    pickup: { day: futureDay(7), time: '09:00' },
    delivery: { day: futureDay(7), time: '18:00' },
  },
) {
  await fillPickup(page, times.pickup);
  await fillDestination(page, {
    name: 'Tampereen asiakas',
    search: 'Hämeenkatu 10, 33100 Tampere',
    suggestion: /Hämeenkatu 10, 33100 Tampere/,
    city: 'Tampere',
    ...times.delivery,
  });
  const vehicle = section(page, 'vehicle');
  await vehicle.getByLabel('Rekisterinumero').fill(registration.toLowerCase());
  await expect(vehicle.getByLabel('Rekisterinumero')).toHaveValue(registration);
  await vehicle.getByLabel('Merkki ja malli').fill('Toyota Corolla');
}

/** A euro amount as the Finnish UI shows it ("1 234,56 €") as a number. */
export function euros(text: string): number {
  const digits = text.replace(/[^\d,-]/g, '').replace(',', '.');
  const value = Number(digits);
  if (digits === '' || !Number.isFinite(value)) throw new Error(`no amount in "${text}"`);
  return value;
}

/** The preview's price card: trip price (both legs), extras, distance (km), total. */
export async function shownPrices(page: Page) {
  const values = page.getByTestId('order-prices').locator('dd');
  await expect(values).toHaveCount(4);
  const [trip, extras, km, total] = await values.allInnerTexts();
  return {
    trip: euros(trip ?? ''),
    extras: euros(extras ?? ''),
    km: euros(km ?? ''),
    total: euros(total ?? ''),
  };
}

/** Calculate price, and wait for the preview with the server's price. */
export async function calculatePrice(page: Page) {
  await page.getByRole('button', { name: 'Laske hinta' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transports\/edit\/\d+\/3$/);
  await expect(page.getByTestId('order-prices')).toBeVisible();
  return Number(/edit\/(\d+)\//.exec(page.url())?.[1]);
}

/** Publish, accept the route and price, and close the share dialog: back on the list. */
export async function publishAndClose(page: Page, notice = 'Päivitetty ja julkaistu') {
  await page.getByRole('button', { name: 'Julkaise' }).click();
  await page
    .getByRole('dialog', { name: 'Vahvista reitti ja hinta' })
    .getByRole('button', { name: 'Hyväksy ja julkaise' })
    .click();
  await expect(page.getByRole('region', { name: 'Ilmoitukset' }).getByText(notice, { exact: true })).toBeVisible();
  // the footer's Sulje (the dialog's corner has a close button of the same name)
  await page.getByRole('dialog', { name: 'Jaa tilamuutokset' }).getByRole('button', { name: 'Sulje' }).last().click();
  await expect(page).toHaveURL(/\/dashboard\/transports$/);
}

export interface ApiTransport {
  id: number;
  state: number;
  version?: number;
  vehicle: string;
  round_trip: boolean;
  round_trip_is_return_trip: boolean;
  round_trip_return_trip_id: number | null;
  round_trip_go_trip_id: number | null;
  price: number | null;
  transport_total_price: number | null;
  abroad: boolean;
  waypoints: unknown[];
  destination_country: string | null;
  destination_name: string;
  driver_information: string;
  vehicle_product_number: string | null;
  vehicle_size: { id: number; name: string } | null;
  customer?: { id: number; name: string } | null;
}

/** The API as the demo company's admin (or another demo user), past the dashboard (straight to the contract-checking Prism proxy). */
export async function adminApi(request: APIRequestContext, email: string = demo.admin) {
  const login = await request.post(`${urls.prism}/token/`, { data: { username: email, password: demoPassword } });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `jwt ${access}` };
  return {
    headers,
    async transport(id: number) {
      const response = await request.get(`${urls.prism}/transports/company/${String(id)}/`, { headers });
      return { status: response.status(), body: response.ok() ? ((await response.json()) as ApiTransport) : null };
    },
    /** Every transport of the company whose search matches `text` (return trips included). */
    async search(text: string) {
      const response = await request.get(
        `${urls.prism}/transports/company/?search=${encodeURIComponent(text)}&include_delivered=true&limit=30`,
        { headers },
      );
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { transports?: ApiTransport[]; results?: ApiTransport[] };
      return body.transports ?? body.results ?? [];
    },
    /** The company's price list (GET /pricing/get_company_pricing/). */
    async pricing() {
      const me = await request.get(`${urls.prism}/companies/me/`, { headers });
      const { id } = (await me.json()) as { id: number };
      const response = await request.get(`${urls.prism}/pricing/get_company_pricing/?company=${String(id)}`, {
        headers,
      });
      expect(response.ok()).toBe(true);
      return (await response.json()) as {
        base_price_eur: number;
        price_per_km_eur: number;
        abroad_surcharge_eur: number;
      };
    },
    async create(data: Record<string, unknown>) {
      const response = await request.post(`${urls.prism}/transports/company/`, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as ApiTransport;
    },
    async update(id: number, data: Record<string, unknown>) {
      const response = await request.patch(`${urls.prism}/transports/company/${String(id)}/`, { headers, data });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as ApiTransport;
    },
  };
}

/** A complete one-way order (the contract's example) a week ahead, as the API takes it. */
export function orderBody(registration: string): Record<string, unknown> {
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  day.setUTCHours(7, 0, 0, 0);
  const pickupTime = day.toISOString();
  day.setUTCHours(16, 0, 0, 0);
  return {
    round_trip: false,
    round_trip_no_vehicle_change: true,
    abroad: false,
    vehicle: registration,
    vehicle_brand: 'Toyota Corolla',
    vehicle_fuel_type: 2,
    vehicle_transmission_type: 2,
    pickup_name: 'Pekka Nouto',
    pickup_phone: '+358401112223',
    pickup_location: 'Demo Kuljetus Oy',
    pickup_address: 'Mannerheimintie 1',
    pickup_postal_code: '00100',
    pickup_city_name: 'Helsinki',
    pickup_location_coordinates: { type: 'Point', coordinates: [24.94, 60.17] },
    pickup_time: pickupTime,
    destination_name: 'Liisa Luovutus',
    destination_phone: '+358405556667',
    destination_location: 'Tampereen asiakas',
    destination_address: 'Hämeenkatu 1',
    destination_postal_code: '33100',
    destination_city_name: 'Tampere',
    destination_location_coordinates: { type: 'Point', coordinates: [23.76, 61.5] },
    destination_time: day.toISOString(),
    priority: 2,
    price_type_special: 2,
  };
}
