import { expect, test, type Page } from '@playwright/test';
import { demo, signInToFrontpage } from '../support/helpers.ts';

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
