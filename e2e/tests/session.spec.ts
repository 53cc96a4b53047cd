import { expect, test } from '@playwright/test';
import { demo, signInToFrontpage } from '../support/helpers.ts';

test.describe('session tokens', () => {
  test('an access token that stops working mid-session is refreshed without the user noticing', async ({ page }) => {
    await signInToFrontpage(page, demo.admin);
    const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
    // an expired or revoked access token answers 401 exactly like this one
    await page.evaluate(() => localStorage.setItem('accessToken', 'expired.access.token'));
    await page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Toimipaikat' }).click();
    await expect(page.getByRole('table', { name: 'Toimipaikat' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/company\/business_locations$/);
    const after = await page.evaluate(() => ({
      access: localStorage.getItem('accessToken'),
      refresh: localStorage.getItem('refreshToken'),
    }));
    expect(after.access).not.toBe('expired.access.token');
    expect(after.refresh).not.toBe(before);
  });

  test('a revoked refresh token ends the session at sign-in', async ({ page }) => {
    await signInToFrontpage(page, demo.admin);
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'expired.access.token');
      localStorage.setItem('refreshToken', 'revoked.refresh.token');
    });
    await page.goto('/dashboard/company/business_locations');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('an unreachable backend while loading the user keeps the session and lets the user retry', async ({ page }) => {
    await signInToFrontpage(page, demo.admin);
    const tokens = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.route('**/api/users/me/', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await page.reload();
    await expect(page.getByText('Palveluun ei saada yhteyttä')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBe(tokens);
    await page.unroute('**/api/users/me/');
    await page.getByRole('button', { name: 'Yritä uudelleen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/frontpage$/);
    await expect(page.getByRole('button', { name: 'LUO SIIRTO' })).toBeVisible();
  });
});
