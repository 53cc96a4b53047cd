import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  demo,
  demoPassword,
  downloadConditionReport,
  linkFrom,
  signInToFrontpage,
  uniqueEmail,
  waitForMail,
  openSignedIn,
} from '../support/helpers.ts';
import { urls } from '../support/stack.ts';

interface Listed {
  id: number;
  state: number;
  round_trip_return_trip_id: number | null;
  round_trip_is_return_trip: boolean;
  vehicle: string;
}

/** The detail has the photos (the list's rows do not). */
interface Detailed extends Listed {
  photos: { photo_type: number; photo_target: number }[];
}

/** The demo admin's calls through the contract proxy (to find seeded transports and check what the UI did). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post(`${urls.prism}/token/`, { data: { username: demo.admin, password: demoPassword } });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `jwt ${access}` };
  return {
    async transports(filter = ''): Promise<Listed[]> {
      const list = await request.get(`${urls.prism}/transports/company/?include_delivered=true&limit=100${filter}`, {
        headers,
      });
      return ((await list.json()) as { transports: Listed[] }).transports;
    },
    async detail(id: number): Promise<Detailed> {
      return (await (
        await request.get(`${urls.prism}/transports/company/${String(id)}/`, { headers })
      ).json()) as Detailed;
    },
    async shareToken(id: number): Promise<string> {
      const answer = await request.get(`${urls.prism}/transports/company/${String(id)}/share_token/`, { headers });
      return ((await answer.json()) as { share_token: string }).share_token;
    },
    async status(id: number): Promise<number> {
      return (await request.get(`${urls.prism}/transports/company/${String(id)}/`, { headers })).status();
    },
    async orderAgain(id: number): Promise<{ id: number }> {
      const answer = await request.post(`${urls.prism}/transports/company/${String(id)}/order_again/`, { headers });
      expect(answer.status()).toBe(201);
      return (await answer.json()) as { id: number };
    },
  };
}

const detail = (id: number) => `/dashboard/transports/detail/${String(id)}`;

const title = (id: number) => new RegExp(`^Siirtotilaus #${String(id)}`);

test.describe('transport detail', () => {
  test('a round trip switches between Meno and Paluu; a delivered one shows its photos grouped and its payment', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const transports = await api.transports();
    const roundTrip = transports.find((item) => item.round_trip_return_trip_id !== null);
    let delivered: Detailed | undefined;
    for (const item of transports.filter((candidate) => candidate.state === 6)) {
      const full = await api.detail(item.id);
      if (full.photos.length > 0) {
        delivered = full;
        break;
      }
    }
    const priced = transports.find((item) => item.state === 31);
    // the demo's partly delivered round trip (issue 28 item 11): the outbound leg delivered, the return leg not yet
    let partly: Listed | undefined;
    for (const item of await api.transports('&state=6')) {
      const returnId = item.round_trip_is_return_trip ? null : item.round_trip_return_trip_id;
      if (returnId !== null && (await api.detail(returnId)).state < 6) {
        partly = item;
        break;
      }
    }
    if (!roundTrip?.round_trip_return_trip_id || !delivered || !priced || !partly)
      throw new Error('the demo data lacks a round trip, photos, a priced draft or a partly delivered round trip');
    await signInToFrontpage(page, demo.admin);

    // a delivered outbound leg whose return leg is on its way is "Osatoimitettu", not "Toimitettu"
    await page.goto(detail(partly.id));
    await expect(page.getByRole('heading', { level: 1, name: title(partly.id) })).toBeVisible();
    await expect(page.getByText('Osatoimitettu', { exact: true }).first()).toBeVisible();

    // a priced draft (31) is not shared (the API refuses it): no share button, and ?share opens nothing
    await page.goto(`${detail(priced.id)}?share`);
    await expect(page.getByRole('heading', { level: 1, name: title(priced.id) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Näytä kuvat' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jaa tilamuutokset' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Jaa tilamuutokset' })).toHaveCount(0);

    await page.goto(detail(roundTrip.id));
    await expect(page.getByRole('heading', { level: 1, name: title(roundTrip.id) })).toContainText('(menomatka)');
    const tabs = page.getByRole('tablist', { name: 'Meno- ja paluumatka' });
    await tabs.getByRole('tab', { name: 'Paluu' }).click();
    await expect(page).toHaveURL(new RegExp(`${detail(roundTrip.round_trip_return_trip_id)}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: title(roundTrip.round_trip_return_trip_id) }),
    ).toContainText('(paluumatka)');
    await tabs.getByRole('tab', { name: 'Meno' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title(roundTrip.id) })).toBeVisible();

    await page.goto(detail(delivered.id));
    const payment = page.getByRole('region', { name: 'Maksu' });
    await expect(payment.getByText('Yhteensä')).toBeVisible();
    await expect(payment.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
    await expect(payment.getByText('Hinnat ALV 0,0 %.')).toBeVisible();
    await page.getByRole('button', { name: 'Näytä kuvat' }).click();
    const photos = page.getByRole('region', { name: 'Kuvat', exact: true });
    const pickupCount = delivered.photos.filter((photo) => photo.photo_type === 3 && photo.photo_target >= 3).length;
    await expect(photos.getByRole('region', { name: 'Noutokuvat' }).getByRole('button')).toHaveCount(pickupCount);
    await expect(photos.getByRole('region', { name: 'Luovutuskuvat' })).toBeVisible();
    await expect(photos.getByRole('region', { name: 'Lisäkuvat' })).toBeVisible();
    // the viewer pages with the arrow keys
    await photos.getByRole('region', { name: 'Noutokuvat' }).getByRole('button').first().click();
    const viewer = page.getByRole('dialog', { name: 'Noutokuvat' });
    await expect(viewer.getByText(`Kuva 1 / ${String(pickupCount)}`)).toBeVisible();
    // the default setup's relative media URL loads under the dashboard's CSP (img-src 'self')
    await expect
      .poll(() =>
        viewer
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`Kuva 2 / ${String(pickupCount)}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // the real page with its photos and map open passes axe
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // the condition report from the detail: a whole report (delivered) with the car and every photo drawn
    const fromDetail = await downloadConditionReport(page);
    expect(fromDetail.name).toBe(`kuntoraportti_${String(delivered.id)}.pdf`);
    expect(fromDetail.pdf.text).toContain('Kuntoraportti');
    expect(fromDetail.pdf.text).toContain(`Siirtotilaus #${String(delivered.id)}`);
    expect(fromDetail.pdf.text).toContain(delivered.vehicle);
    expect(fromDetail.pdf.text).not.toContain('Osittainen raportti');
    expect(fromDetail.pdf.images).toBe(delivered.photos.length);
    // its print view: the report's photos on the page; printed, without the app's menus and the page's buttons
    await page.getByRole('link', { name: 'Tulostettava kuntoraportti' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Kuntoraportti, siirtotilaus #${String(delivered.id)}` }),
    ).toBeVisible();
    const printed = page.getByRole('region', { name: 'Kuvat', exact: true }).getByRole('img');
    await expect(printed).toHaveCount(delivered.photos.length);
    await expect(page.getByRole('button', { name: 'Tulosta' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Tulosta' })).toBeHidden();
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(printed.first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    // and from the public tracking view with the link's token: the same report
    const token = await api.shareToken(delivered.id);
    await page.goto(`/shared/transport/${String(delivered.id)}?token=${encodeURIComponent(token)}`);
    const fromTracking = await downloadConditionReport(page);
    expect(fromTracking.name).toBe(fromDetail.name);
    expect(fromTracking.pdf.pages).toBe(fromDetail.pdf.pages);
    expect(fromTracking.pdf.images).toBe(delivered.photos.length);
  });

  test('shares status changes to a contact, who gets the mail; a revoked link is refused', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const inTransit = (await api.transports()).find((item) => item.state === 5);
    if (!inTransit) throw new Error('the demo data has no transport in state 5');
    const recipient = uniqueEmail('jako');
    await openSignedIn(page, demo.admin, `${detail(inTransit.id)}?share`);
    const dialog = page.getByRole('dialog', { name: 'Jaa tilamuutokset' });
    await dialog.getByLabel('Lisää sähköpostiosoite').fill(recipient);
    await dialog.getByRole('button', { name: 'Lisää', exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: recipient })).toBeChecked();
    await dialog.getByRole('button', { name: 'Jaa', exact: true }).click();
    await expect(dialog).toBeHidden();
    const mail = await waitForMail(recipient, new RegExp(`#${String(inTransit.id)}`));
    const oldLink = linkFrom(mail);
    expect(oldLink).toContain(`/shared/transport/${String(inTransit.id)}?token=`);

    const tracking = page.getByRole('region', { name: 'Seurantalinkki' });
    await expect(tracking.getByRole('textbox', { name: 'Seurantalinkki' })).toHaveValue(
      new RegExp(oldLink.replace(/[?]/g, '\\?')),
    );
    await tracking.getByRole('button', { name: 'Peru linkki' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Peru ja tee uusi linkki' }).click();
    await expect(page.getByText('Seurantalinkki vaihdettu')).toBeVisible();
    const fresh = await api.shareToken(inTransit.id);
    await expect(tracking.getByRole('textbox', { name: 'Seurantalinkki' })).toHaveValue(new RegExp(`token=${fresh}$`));

    await page.goto(oldLink);
    await expect(page.getByText('Linkki ei ole voimassa')).toBeVisible();
    await page.goto(`/shared/transport/${String(inTransit.id)}?token=${encodeURIComponent(fresh)}`);
    await expect(page.getByRole('list', { name: 'Aikajana' })).toBeVisible();
  });

  test('order again opens the new draft in the order wizard; a draft is deleted after confirming', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const delivered = (await api.transports()).find((item) => item.state === 6);
    if (!delivered) throw new Error('the demo data has no delivered transport');
    await openSignedIn(page, demo.admin, detail(delivered.id));
    await page.getByRole('button', { name: 'Tilaa uudelleen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transports\/edit\/(\d+)\/?$/);
    const newId = Number(/\/edit\/(\d+)/.exec(page.url())?.[1]);
    expect(newId).toBeGreaterThan(delivered.id);
    // the new draft exists, with the vehicle of the original (the wizard itself is the order wizard's)
    const draft = (await api.transports()).find((item) => item.id === newId);
    expect(draft).toMatchObject({ state: 2, vehicle: delivered.vehicle });

    const spare = await api.orderAgain(delivered.id);
    await page.goto(detail(spare.id));
    await page.getByRole('button', { name: 'Poista' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Poista' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transports\/?$/);
    await expect(page.getByText('Poistettu')).toBeVisible();
    expect(await api.status(spare.id)).toBe(404);
  });
});
