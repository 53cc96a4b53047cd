import { expect, test, type APIRequestContext } from '@playwright/test';
import { demo, demoPassword } from '../support/helpers.ts';
import { urls } from '../support/stack.ts';

/** A share link for an in-progress transport of the demo company, made through the API as its admin. */
async function shareLink(request: APIRequestContext) {
  const login = await request.post(`${urls.prism}/token/`, { data: { username: demo.admin, password: demoPassword } });
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `jwt ${access}` };
  const list = await request.get(`${urls.prism}/transports/company/?state=5&limit=1`, { headers });
  const { transports } = (await list.json()) as { transports: { id: number }[] };
  const id = transports[0]?.id;
  if (id === undefined) throw new Error('the demo data has no transport in state 5');
  const share = await request.get(`${urls.prism}/transports/company/${String(id)}/share_token/`, { headers });
  const { share_token } = (await share.json()) as { share_token: string };
  return { id, path: `/shared/transport/${String(id)}?token=${encodeURIComponent(share_token)}` };
}

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
    await expect(page.getByText('Kopioitu!')).toBeVisible();
  });

  test('a wrong token shows an error', async ({ page, request }) => {
    const { id } = await shareLink(request);
    await page.goto(`/shared/transport/${String(id)}?token=wrong-token`);
    await expect(page.getByText('Siirtoa ei voitu näyttää')).toBeVisible();
  });
});
