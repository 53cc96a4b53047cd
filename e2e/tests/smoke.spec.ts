import { expect, test } from '@playwright/test';

test('the sign-in page loads and the API answers through the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  const version = await page.evaluate(async () => {
    const response = await fetch('/api/version/');
    return (await response.json()) as { version: string };
  });
  expect(version.version).toMatch(/^\d+\.\d+\.\d+$/);
});
