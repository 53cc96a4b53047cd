import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { demo, linkFrom, signInToFrontpage, tick, uniqueEmail, waitForMail, openSignedIn } from '../support/helpers.ts';
import { adminApi, calculatePrice, orderBody, publishAndClose, uniqueRegistration } from '../support/order-wizard.ts';
import { urls } from '../support/stack.ts';

test.describe('company area', () => {
  test('company edit with the invoicing type switch', async ({ page }) => {
    await openSignedIn(page, demo.admin, '/dashboard/company/basic');
    await page.getByRole('button', { name: 'Muokkaa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Muokkaa yrityksen tietoja' });
    // the visible option text, as a user clicks it (Playwright waits for the opening dialog to stand still)
    await dialog.getByText('Sähköposti', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Sähköposti', exact: true })).toBeChecked();
    await dialog.getByLabel('Laskutussähköposti').fill('');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await expect(dialog.getByText('Kenttä on pakollinen')).toBeVisible();
    await dialog.getByLabel('Laskutussähköposti').fill('laskutus@demo.siirto.fi');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('laskutus@demo.siirto.fi')).toBeVisible();

    await page.getByRole('button', { name: 'Muokkaa' }).click();
    await dialog.getByText('Verkkolasku', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Verkkolasku' })).toBeChecked();
    await expect(dialog.getByLabel('Laskutussähköposti')).toHaveCount(0);
    await dialog.getByLabel('Verkkolaskuosoite').fill('003712345678');
    await dialog.getByLabel('Välittäjä').fill('Basware Oyj');
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('003712345678')).toBeVisible();
  });

  test('business location: create with address search, edit, delete after confirm', async ({ page }) => {
    await openSignedIn(page, demo.admin, '/dashboard/company/business_locations');
    const name = `E2E toimipaikka ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Lisää toimipaikka' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uusi toimipaikka' });
    await dialog.getByLabel('Toimipaikan nimi').fill(name);
    // a form only begun has no missing-coordinates warning (only a saved location without them has)
    await expect(
      dialog.getByText('Toimipisteellä ei ole sijaintitietoa. Syötä osoite uudelleen ja tallenna.'),
    ).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Hae osoite' }).fill('Hämeenkatu 1, Tampere');
    await page.getByRole('option').first().click();
    await expect(dialog.getByLabel('Kaupunki')).toHaveValue(/Tampere/);
    await expect(dialog.getByText('Toimipisteellä ei ole sijaintitietoa.', { exact: false })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Tallenna' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Tampere');

    await row.getByRole('button', { name: `Muokkaa toimipaikkaa ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Muokkaa toimipaikkaa' });
    await edit.getByLabel('Kustannuspaikka').fill('KP-42');
    await edit.getByRole('button', { name: 'Tallenna' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('KP-42');

    await row.getByRole('button', { name: `Poista toimipaikka ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Poista toimipaikka' });
    await confirm.getByRole('button', { name: 'Poista' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('an admin invites a user, the invitee registers from the mail link and signs in', async ({ page, browser }) => {
    await signInToFrontpage(page, demo.admin);
    await page.getByRole('button', { name: 'LISÄÄ KÄYTTÄJÄ' }).click();
    await expect(page).toHaveURL(/\/dashboard\/company\/users/);
    const dialog = page.getByRole('dialog', { name: 'Kutsu käyttäjä' });
    const email = uniqueEmail('invitee');
    await dialog.getByLabel('Sähköposti', { exact: true }).fill(email);
    await dialog.getByLabel('Sähköposti uudelleen').fill(email);
    // a location-limited user (role 2) is tied to one business location
    await dialog.getByRole('combobox', { name: 'Rooli' }).click();
    await page.getByRole('option', { name: 'Toimipaikan käyttäjä' }).click();
    await dialog.getByRole('combobox', { name: 'Toimipaikka' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Lähetä kutsu' }).click();
    await expect(dialog).toBeHidden();
    const pending = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(pending).toContainText('(voimassa)');
    await pending.getByRole('button', { name: `Lähetä uudelleen kutsu osoitteeseen ${email}` }).click();
    await expect(page.getByText('Kutsu lähetetty').first()).toBeVisible();

    // the resent invitation carries the valid link
    const link = linkFrom(await waitForMail(email, /kutsu/i, { atLeast: 2 }));
    const invitee = await browser.newContext();
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage.getByLabel('Sähköposti')).toHaveValue(email);
    await expect(inviteePage.getByLabel('Sähköposti')).toBeDisabled();
    await inviteePage.getByLabel('Etunimi').fill('Kutsuttu');
    await inviteePage.getByLabel('Sukunimi').fill('Käyttäjä');
    await inviteePage.getByLabel('Salasana', { exact: true }).fill('Kutsu!Salasana1');
    await inviteePage.getByLabel('Salasana uudelleen').fill('Kutsu!Salasana1');
    await tick(inviteePage, 'checkbox', 'Hyväksyn käyttöehdot');
    await inviteePage.getByRole('button', { name: 'Rekisteröidy' }).click();
    await expect(inviteePage).toHaveURL(/\/dashboard\/frontpage$/);
    await expect(inviteePage.getByRole('heading', { name: 'Tervetuloa, Kutsuttu!' })).toBeVisible();
    await invitee.close();
  });

  test('an invitation link with a wrong token shows the token error', async ({ page }) => {
    await page.goto('/auth/company/user/invitation?token=not-a-real-token');
    await expect(page.getByText('Kutsua ei löytynyt')).toBeVisible();
  });

  test('a non-admin sees disabled admin buttons and no Users tab', async ({ page }) => {
    await signInToFrontpage(page, demo.user);
    await expect(page.getByRole('button', { name: 'LISÄÄ KÄYTTÄJÄ' })).toBeDisabled();
    await expect(
      page.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: 'Käyttäjät' }),
    ).toHaveCount(0);
    await page.goto('/dashboard/company/users');
    await expect(
      page.getByRole('tablist', { name: 'Yrityksen osiot' }).getByRole('tab', { name: 'Käyttäjät' }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Muokkaa' })).toBeDisabled();
    await page.goto('/dashboard/company/business_locations');
    await expect(page.getByRole('button', { name: 'Lisää toimipaikka' })).toBeDisabled();
  });

  test("integrations: an API key is shown once and lists the company's transports", async ({ page, request }) => {
    await openSignedIn(page, demo.admin, '/dashboard/company/integrations');
    await page.getByRole('button', { name: 'Luo API-avain' }).click();
    const create = page.getByRole('dialog', { name: 'Uusi API-avain' });
    await create.getByLabel('Nimi').fill('E2E-avain');
    await tick(create, 'checkbox', 'Siirtojen luku');
    await create.getByRole('button', { name: 'Luo API-avain' }).click();
    const shown = page.getByRole('dialog', { name: 'API-avain luotu' });
    const key = await shown.getByLabel('API-avain').inputValue();
    const list = await request.get(`${urls.prism}/transports/company/?limit=1`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(list.status()).toBe(200);
    await shown.getByRole('button', { name: 'Sulje' }).last().click();
    await expect(page.getByRole('table', { name: 'API-avaimet' }).getByText('E2E-avain')).toBeVisible();
  });

  test('integrations: a published order reaches the webhook, the log shows it, resend sends the same id', async ({
    page,
    request,
  }) => {
    // the company's receiver (the e2e API allows http and loopback addresses for webhooks)
    const received: { id: string; type: string }[] = [];
    const receiver = createServer((incoming, answer) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string };
        received.push({ id: String(incoming.headers['webhook-id']), type: body.type });
        answer.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/hook`;
    try {
      await openSignedIn(page, demo.admin, '/dashboard/company/integrations');
      await page.getByRole('button', { name: 'Lisää webhook' }).click();
      const endpoint = page.getByRole('dialog', { name: 'Uusi webhook' });
      await endpoint.getByLabel('Osoite').fill(hookUrl);
      await tick(endpoint, 'checkbox', 'transport.published');
      await endpoint.getByRole('button', { name: 'Lisää webhook' }).click();
      await page
        .getByRole('dialog', { name: 'Webhookin allekirjoitussalaisuus' })
        .getByRole('button', { name: 'Sulje' })
        .last()
        .click();

      // an order published in the dashboard
      const api = await adminApi(request);
      const draft = await api.create({ ...orderBody(uniqueRegistration()), saving_step: 2 });
      await page.goto(`/dashboard/transports/edit/${String(draft.id)}/`);
      await calculatePrice(page);
      await publishAndClose(page);
      await expect.poll(() => received.map((event) => event.type)).toEqual(['transport.published']);

      await page.goto('/dashboard/company/integrations');
      await page.getByRole('button', { name: `Webhookin ${hookUrl} toimitusloki` }).click();
      const log = page.getByRole('dialog', { name: 'Toimitusloki' });
      await expect(log.getByRole('row', { name: /transport\.published/ })).toContainText('Toimitettu');
      const id = received[0]?.id ?? '';
      await log.getByRole('button', { name: `Lähetä uudelleen transport.published ${id}` }).click();
      await expect.poll(() => received.map((event) => event.id)).toEqual([id, id]);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
