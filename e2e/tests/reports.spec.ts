import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFirstSheet, serialToWallClock } from '../../tooling/xlsx.ts';
import { demo, demoPassword, helsinkiWallClock, openSignedIn } from '../support/helpers.ts';
import { urls } from '../support/stack.ts';

/** A delivered Tampere transport of the demo data has this destination place (apps/api/src/seed/transport-specs.ts). */
const FORMULA_LIKE_PLACE = '=HYPERLINK("https://example.com","Varikko 2")';

interface ReportAnswer {
  count: number;
  results: { id: number; pickup_time: string | null; destination_location: string | null }[];
  totals: Record<
    | 'trip_length_km'
    | 'price'
    | 'price_list_rows_price_total'
    | 'expenses_service_prices'
    | 'expenses_price_total'
    | 'transport_total_price',
    number
  >;
}

/** The admin's access token, through the contract proxy (Prism). */
async function adminAccess(page: Page) {
  const login = await page.request.post(`${urls.prism}/token/`, {
    data: { username: demo.admin, password: demoPassword },
  });
  return ((await login.json()) as { access: string }).access;
}

/** What the API answers the same filters, asked as the admin through the contract proxy (Prism). */
async function reportFromApi(page: Page, query: string): Promise<ReportAnswer> {
  const access = await adminAccess(page);
  const answer = await page.request.get(`${urls.prism}/transports/company_reports/?${query}`, {
    headers: { Authorization: `jwt ${access}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ReportAnswer;
}

const euros = (value: number) =>
  new Intl.NumberFormat('fi', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(value);
/** Sets the admin's profile language (which the signed-in dashboard follows). */
async function setAdminLanguage(page: Page, language: 'fi' | 'en') {
  const headers = { Authorization: `jwt ${await adminAccess(page)}` };
  const me = (await (await page.request.get(`${urls.prism}/users/me/`, { headers })).json()) as { id: number };
  const patched = await page.request.patch(`${urls.prism}/users/${String(me.id)}/`, { headers, data: { language } });
  expect(patched.ok()).toBe(true);
}

test.describe('reports', () => {
  test('delivered transports of one location: totals on screen and the same rows and totals in the Excel file', async ({
    page,
  }) => {
    await openSignedIn(page, demo.admin, '/dashboard/reports');
    await expect(page.getByRole('heading', { name: 'Raportit', level: 1 })).toBeVisible();

    await page.getByRole('combobox', { name: 'Tila', exact: true }).click();
    await page.getByRole('option', { name: 'Toimitettu' }).click();
    await page.getByRole('combobox', { name: 'Toimipaikka' }).click();
    await page.getByRole('option', { name: 'Tampereen toimipiste' }).click();
    await expect(page).toHaveURL(/state=6/);
    const locationId = /business_location=(\d+)/.exec(page.url())?.[1];
    expect(locationId).toBeDefined();

    const expected = await reportFromApi(
      page,
      `state__gt=5&state=6&business_location=${String(locationId)}&ordering=-id&limit=10000`,
    );
    expect(expected.count).toBeGreaterThan(1);
    expect(expected.results.map((row) => row.destination_location)).toContain(FORMULA_LIKE_PLACE);

    const table = page.getByRole('table', { name: 'Raportin siirrot' });
    await expect(page.getByText(`${String(expected.count)} siirtoa`, { exact: true })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(expected.count);
    for (const row of expected.results) await expect(table.getByText(`#${String(row.id)}`)).toBeVisible();
    // the formula-looking place is shown as the text it is
    await expect(table.getByText(FORMULA_LIKE_PLACE)).toBeVisible();
    // the totals row: the server's sums of the filtered set
    const totals = table.locator('tfoot tr');
    await expect(totals).toContainText('Yhteensä');
    await expect(totals).toContainText(euros(expected.totals.transport_total_price));
    await expect(totals).toContainText(euros(expected.totals.price));
    // the key figures above the table: the same filtered set's count and spend as the table and its totals row
    const figures = page.getByRole('group', { name: 'Tunnusluvut' });
    await expect(figures).toContainText(`Siirtoja${String(expected.count)}`);
    await expect(figures).toContainText(`Kulut (ALV 0,0\u00a0%)${euros(expected.totals.transport_total_price)}`);
    // the charts of the same set: the months' counts add up to the table's count, and the cost centre's spend to
    // the totals row, each read from the chart's table ("Näytä taulukkona")
    const charts = page.getByRole('region', { name: 'Kaaviot' });
    const volume = charts.getByRole('figure', { name: /^Siirrot kuukausittain/ });
    await expect(volume.getByRole('img')).toBeVisible();
    await volume.getByRole('button', { name: 'Näytä taulukkona' }).click();
    await expect(volume.getByRole('button', { name: 'Näytä kaaviona' })).toBeFocused();
    const monthCounts = await volume.locator('tbody td').allTextContents();
    expect(monthCounts.reduce((sum, text) => sum + Number(text), 0)).toBe(expected.count);
    const parts = charts.getByRole('figure', { name: /^Kulut toimipaikoittain/ });
    await parts.getByRole('button', { name: 'Näytä taulukkona' }).click();
    await expect(parts.getByRole('row', { name: /Tampereen toimipiste/ })).toContainText(
      euros(expected.totals.transport_total_price),
    );
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // weeks instead of months: in the address bar with the filters, and the same count
    await charts.getByText('Viikoittain', { exact: true }).click();
    await expect(page).toHaveURL(/period=week/);
    const weeks = charts.getByRole('figure', { name: /^Siirrot viikoittain/ });
    // the chart keeps showing its table: the user chose it
    await expect(weeks.getByRole('button', { name: 'Näytä kaaviona' })).toBeVisible();
    const weekCounts = await weeks.locator('tbody td').allTextContents();
    expect(weekCounts.reduce((sum, text) => sum + Number(text), 0)).toBe(expected.count);
    // in English after a reload, with the same period and filters
    await setAdminLanguage(page, 'en');
    try {
      await page.reload();
      const englishCharts = page.getByRole('region', { name: 'Charts' });
      await expect(englishCharts.getByRole('figure', { name: /^Transports per week/ })).toBeVisible();
      await expect(
        englishCharts.getByRole('figure', { name: /^Spend per business location \(VAT 0\.0%\)/ }),
      ).toBeVisible();
    } finally {
      await setAdminLanguage(page, 'fi');
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Raportit', level: 1 })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Lataa Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('company_transports_Tampereen toimipiste.xlsx');
    const path = await download.path();
    const sheet = readFirstSheet(readFileSync(path));

    // exactly the filtered rows, in the list's order, then the totals row
    const header = sheet.rows[0]?.map((cell) => cell.value) ?? [];
    const dataRows = sheet.rows.slice(1, -1);
    expect(dataRows.map((row) => Number(row[0]?.value))).toEqual(expected.results.map((row) => row.id));
    expect(sheet.xml).not.toMatch(/<f[\s>]/);

    // real dates (in Finnish time) and numbers
    const pickupColumn = header.indexOf('Noutoaika');
    const first = expected.results[0];
    const pickupCell = dataRows[0]?.[pickupColumn];
    expect(pickupCell?.type).toBe('n');
    expect(pickupCell?.format).toBe('dd.mm.yyyy hh:mm');
    expect(serialToWallClock(Number(pickupCell?.value))).toBe(helsinkiWallClock(first?.pickup_time ?? ''));

    // the formula-looking place is a text cell in the Text format, exactly as typed
    const placeColumn = header.indexOf('Toimituspaikka');
    const place = dataRows.map((row) => row[placeColumn]).find((cell) => cell?.value === FORMULA_LIKE_PLACE);
    expect(place?.type).toBe('inlineStr');
    expect(place?.format).toBe('@');
    expect(place?.formula).toBeNull();

    // the same totals as on screen
    const totalsRow = sheet.rows.at(-1) ?? [];
    expect(totalsRow[0]?.value).toBe(`Yhteensä (${String(expected.count)} siirtoa)`);
    for (const [name, key] of [
      ['Matka (km)', 'trip_length_km'],
      ['Hinta (ALV 0,0\u00a0%)', 'price'],
      ['Lisäpalvelut', 'price_list_rows_price_total'],
      ['Kulujen palvelumaksut', 'expenses_service_prices'],
      ['Kulut', 'expenses_price_total'],
      ['Yhteensä', 'transport_total_price'],
    ] as const) {
      const cell = totalsRow[header.indexOf(name)];
      expect(cell?.type, name).toBe('n');
      expect(Number(cell?.value), name).toBe(expected.totals[key]);
    }
  });
});

test.describe('reports in a browser whose locale is English', () => {
  test.use({ locale: 'en-US' });

  test("the pickup days are typed as pp.kk.vvvv in the app's own date field, never the native mm/dd/yyyy (issue 28 item 6)", async ({
    page,
  }) => {
    await openSignedIn(page, demo.admin, '/dashboard/reports');
    const from = page.getByRole('textbox', { name: 'Nouto alkaen' });
    await expect(from).toHaveAttribute('placeholder', 'pp.kk.vvvv');
    await from.fill('1.3.2026');
    await from.press('Tab');
    await expect(from).toHaveValue('01.03.2026');
    await expect(page).toHaveURL(/pickup_from=2026-03-01/);
  });
});
