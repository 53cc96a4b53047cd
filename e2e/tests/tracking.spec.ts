import { expect, test } from '@playwright/test';
import { shareLink } from '../support/helpers.ts';

test.describe('public tracking view', () => {
  test('opens from its link while signed out with the map, estimate and copy link', async ({
    page,
    request,
    context,
  }) => {
    const { id, path } = await shareLink(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/shared/transport/${String(id)}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Arvioitu saapumisaika')).toBeVisible();
    await expect(page.getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/).first()).toBeVisible();
    const map = page.getByRole('region', { name: 'Siirron reitti kartalla' });
    await expect(map).toBeVisible();
    await expect(map).toHaveCSS('height', '578px');
    await expect(page.getByRole('heading', { name: 'Nouto' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kohde' })).toBeVisible();
    await page.getByRole('button', { name: 'Kopioi linkki' }).click();
    // the button says it worked (and a status region announces it); the clipboard holds the share link
    await expect(page.getByRole('button', { name: 'Kopioitu!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(path, page.url()).href);
  });

  test('a wrong token shows a plain page that says the link is not valid', async ({ page, request }) => {
    const { id } = await shareLink(request);
    await page.goto(`/shared/transport/${String(id)}?token=wrong-token`);
    await expect(page.getByText('Linkki ei ole voimassa')).toBeVisible();
    // never the server's raw answer ({"detail":"Not found."})
    await expect(page.getByText(/"detail"|Not found/)).toHaveCount(0);
  });
});
