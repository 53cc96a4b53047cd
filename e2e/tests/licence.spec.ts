import { expect, test, type Page } from '@playwright/test';
import { demo, shareLink, signInToFrontpage, openSignedIn } from '../support/helpers.ts';

/** The subscription tab's details, as the admin reads them. */
async function openSubscription(page: Page) {
  await page.goto('/dashboard/other/account_subscription');
  const details = page.getByRole('tabpanel');
  await expect(details.getByText('Paketti', { exact: true })).toBeVisible();
  return details;
}

/** From the subscription tab through the order summary and the terms to the test provider's page. */
async function goToPayment(page: Page) {
  const details = await openSubscription(page);
  await details.getByRole('link', { name: 'Maksa lisenssi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lisenssin maksu' })).toBeVisible();
  await expect(page.getByText('Basic')).toBeVisible();
  // without the terms the payment is refused with the required message
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();
  await expect(page.getByText('Kenttä on pakollinen')).toBeVisible();
  await page.getByText('Hyväksyn tilaus- ja käyttöehdot').click();
  await expect(page.getByRole('checkbox', { name: 'Hyväksyn tilaus- ja käyttöehdot' })).toBeChecked();
  await page.getByRole('button', { name: 'Siirry maksamaan' }).click();
  await expect(page.getByRole('heading', { name: 'Korttimaksu' })).toBeVisible();
}

test.describe('licence payment', () => {
  test('the admin pays by card: the success page and the subscription tab show the paid licence', async ({ page }) => {
    await signInToFrontpage(page, demo.admin);
    const before = await openSubscription(page);
    await expect(before.getByText('Ei korttimaksua')).toBeVisible();

    await goToPayment(page);
    await page.getByRole('button', { name: 'Maksa', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/success\?checkout-stamp=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Maksu onnistui' })).toBeVisible();
    const paidUntil = page.getByRole('definition').filter({ hasText: /^\d{2}\.\d{2}\.\d{4}$/ });
    await expect(paidUntil).toBeVisible();
    const date = await paidUntil.innerText();

    await page.getByRole('link', { name: 'Näytä tilaus' }).click();
    const after = await openSubscription(page);
    await expect(after.getByText('Basic')).toBeVisible();
    await expect(after.getByText('10', { exact: true })).toBeVisible();
    await expect(after.getByText(date)).toBeVisible();

    // Back after paying reaches the provider's page of a paid payment, which starts nothing
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Maksu on jo suoritettu' })).toBeVisible();
  });

  test('the admin cancels on the provider page: the cancelled page, the licence unchanged', async ({ page }) => {
    await signInToFrontpage(page, demo.admin);
    const before = await openSubscription(page);
    const beforeText = (await before.textContent()) ?? '';

    await goToPayment(page);
    await page.getByRole('button', { name: 'Peruuta' }).click();
    await expect(page).toHaveURL(/\/payment\/cancelled\?checkout-stamp=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Maksu peruttiin' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yritä uudelleen' })).toBeVisible();

    await page.getByRole('link', { name: 'Takaisin etusivulle' }).click();
    await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
    const after = await openSubscription(page);
    await expect(after).toHaveText(beforeText);
  });
});

test.describe('new features', () => {
  test('unread features are marked in the menu until the user opens the page, also after a reload', async ({
    page,
  }) => {
    // Laura (English UI) has not read the features published in the last 20 days
    await signInToFrontpage(page, 'laura.nieminen@demo.siirto.fi');
    const menuItem = page.getByRole('link', { name: /^New features/ });
    await expect(menuItem).toContainText('Unread new features');

    await menuItem.click();
    await expect(page.getByRole('heading', { level: 1, name: 'New features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kuvat siirroilta' })).toBeVisible();
    await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
    await expect(menuItem).not.toContainText('Unread new features');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Kuvat siirroilta' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^New features/ })).not.toContainText('Unread new features');
  });
});

/** Relative luminance (0 black … 1 white) of a CSS `rgb(...)` colour; undefined for a transparent one. */
function luminance(color: string): number | undefined {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  if (a === 0) return undefined;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Mean luminance of what a locator shows on screen (its screenshot decoded by the browser). */
async function shownLuminance(page: Page, locator: ReturnType<Page['locator']>) {
  const png = (await locator.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 1;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let sum = 0;
    for (let index = 0; index < pixels.length; index += 4) {
      sum += 0.2126 * (pixels[index] ?? 0) + 0.7152 * (pixels[index + 1] ?? 0) + 0.0722 * (pixels[index + 2] ?? 0);
    }
    return sum / (pixels.length / 4) / 255;
  }, png);
}

test.describe('light and dark', () => {
  test('dark survives a reload with no light frame, on the frontpage, a dialog and the tracking map', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, demo.admin, '/dashboard/other/user_account');
    await page.getByText('Tumma', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // every frame from the first one: the page and the app's theme root are never light
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenBackgrounds: seen });
      const record = () => {
        seen.push(getComputedStyle(document.documentElement).backgroundColor);
        const root = document.querySelector('#root [data-theme]');
        if (root) seen.push(getComputedStyle(root).backgroundColor);
        if (seen.length < 400) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto('/dashboard/frontpage');
    await expect(page.getByRole('button', { name: 'LUO SIIRTO' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seenBackgrounds: string[] }).seenBackgrounds);
    expect(seen.length).toBeGreaterThan(0);
    const light = seen.filter((color) => (luminance(color) ?? 0) > 0.3);
    expect(light).toEqual([]);
    expect(await shownLuminance(page, page.locator('main'))).toBeLessThan(0.3);

    await page.getByRole('button', { name: 'LISÄÄ KÄYTTÄJÄ' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(luminance(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor))).toBeLessThan(0.3);
    await page.keyboard.press('Escape');

    const { path } = await shareLink(request);
    await page.goto(path);
    const map = page.getByRole('region', { name: 'Siirron reitti kartalla' });
    await expect(map).toHaveAttribute('data-state', 'ready');
    expect(await shownLuminance(page, map)).toBeLessThan(0.3);
  });
});
