import { expect, test } from '@playwright/test';

test('the sign-in page loads and the API answers through the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  const version = await page.evaluate(async () => {
    // like the app, send the UI language: the contract allows only fi or en (not the browser's 'fi-FI,fi;q=0.9')
    const response = await fetch('/api/version/', { headers: { 'Accept-Language': 'fi' } });
    return (await response.json()) as { version: string };
  });
  expect(version.version).toMatch(/^\d+\.\d+\.\d+$/);
});
