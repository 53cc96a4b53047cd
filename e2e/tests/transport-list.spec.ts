import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signInToFrontpage } from '../support/helpers.ts';

/** The list's body rows (the header row has no transport). */
const rows = (page: Page) => page.getByRole('table', { name: 'Siirrot' }).getByRole('row', { name: /^Siirto #\d+$/ });

/** The text of one column in every row, by the header's position. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.getByRole('table', { name: 'Siirrot' }).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows(page)
    .locator(`td:nth-child(${String(index + 1)})`)
    .allTextContents();
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // the list closes as the user moves on
  await page.keyboard.press('Escape');
}

/** DD.MM.YYYY HH:mm at the end of a place cell, as a sortable number. */
const time = (text: string) => {
  const match = /(\d\d)\.(\d\d)\.(\d{4}) (\d\d):(\d\d)$/.exec(text.trim());
  return match ? Number(`${match[3]}${match[2]}${match[1]}${match[4]}${match[5]}`) : Number.POSITIVE_INFINITY;
};

async function expectAll(texts: Promise<string[]>, check: (text: string) => boolean) {
  const values = await texts;
  expect(values.length).toBeGreaterThan(0);
  expect(values.filter((text) => !check(text))).toEqual([]);
}

/** The list has its answer (the table is busy while a call is in flight). */
async function waitForList(page: Page) {
  await expect(page.getByRole('table', { name: 'Siirrot' })).not.toHaveAttribute('aria-busy', 'true');
}

const header = (page: Page, name: string): Locator =>
  page.getByRole('table', { name: 'Siirrot' }).getByRole('columnheader', { name });

test.describe('transport list', () => {
  test('filters by state, location and search, sorts by pickup time and keeps the view after a reload', async ({
    page,
  }) => {
    await signInToFrontpage(page, demo.admin);
    await page.goto('/dashboard/transports');
    await expect(rows(page).first()).toBeVisible();
    await expect(header(page, 'ID')).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('checkbox', { name: 'Näytä toimitetut' }).check({ force: true });
    await expect(page).toHaveURL(/delivered=1/);
    await choose(page, 'Tila', 'Kuljetuksessa');
    await expect(page).toHaveURL(/state=5/);
    await waitForList(page);
    await expectAll(columnTexts(page, 'Tila'), (text) => text === 'Kuljetuksessa');

    await choose(page, 'Kustannuspaikka', 'Helsingin toimipiste');
    await expect(page).toHaveURL(/location=\d+/);
    await waitForList(page);
    await expectAll(columnTexts(page, 'Toimipiste'), (text) => text === 'Helsingin toimipiste');
    const vehicles = await columnTexts(page, 'Ajoneuvo');
    expect(vehicles.length).toBeGreaterThan(1);

    // search by a registration typed in lower case without the hyphen; the address follows after a pause
    const registration = vehicles[0]?.slice(0, 7) ?? '';
    await page.getByRole('searchbox', { name: 'Haku' }).fill(registration.toLowerCase().replace('-', ''));
    await expect(page).toHaveURL(/search=/);
    await waitForList(page);
    await expectAll(columnTexts(page, 'Ajoneuvo'), (text) => text.startsWith(registration));
    await page.getByRole('searchbox', { name: 'Haku' }).fill('');
    await expect(page).not.toHaveURL(/search=/);
    await waitForList(page);

    await header(page, 'Nouto').getByRole('button').click();
    await expect(page).toHaveURL(/ordering=pickup_time/);
    await expect(header(page, 'Nouto')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'ID')).not.toHaveAttribute('aria-sort');
    await waitForList(page);
    const times = (await columnTexts(page, 'Nouto')).map(time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const shown = await rows(page).allTextContents();

    await page.reload();
    await expect(page).toHaveURL(/state=5/);
    await expect(page.getByRole('combobox', { name: 'Tila' })).toHaveText(/Kuljetuksessa/);
    await expect(page.getByRole('combobox', { name: 'Kustannuspaikka' })).toHaveText(/Helsingin toimipiste/);
    await expect(header(page, 'Nouto')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('checkbox', { name: 'Näytä toimitetut' })).toBeChecked();
    await expect.poll(() => rows(page).allTextContents()).toEqual(shown);

    // a row opens the detail with the keyboard
    const first = rows(page).first();
    const id = /#(\d+)/.exec((await first.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard/transports/detail/${id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/ordering=pickup_time/);
  });

  test('a basic user (role 2) sees only the transports of their business location', async ({ page }) => {
    await signInToFrontpage(page, demo.user);
    await page.goto('/dashboard/transports?delivered=1&page_size=100');
    await expect(rows(page).first()).toBeVisible();
    await expectAll(columnTexts(page, 'Toimipiste'), (text) => text === 'Helsingin toimipiste');
  });
});
