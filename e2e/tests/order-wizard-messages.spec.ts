import { expect, test, type Page } from '@playwright/test';
import { demo, openSignedIn } from '../support/helpers.ts';

/**
 * Spec 2 §5's messages on their fields through the real API, in Finnish and in English: the browser's own check
 * (required fields), and the server's (a request that skipped the browser's rules, as an outdated or another
 * client would send it) answered in the request's language and put on its fields, with spec 2 §8's danger toast.
 * Every case in both languages is a story test (OrderWizardMessages.stories.tsx); this shows the real path once.
 */
const texts = {
  fi: {
    user: demo.admin,
    title: 'Uusi siirto',
    calculate: 'Laske hinta',
    saveDraft: 'Tallenna luonnos',
    close: 'Sulje',
    name: 'Yhteyshenkilö',
    email: 'Sähköposti',
    pickupTime: 'Noutoaika',
    registration: 'Rekisterinumero',
    pickupSection: 'Nouto',
    required: 'Kenttä on pakollinen',
    emailFormat: 'Tarkista sähköpostiosoitteen muoto',
    futureTime: 'Ajan tulee olla tulevaisuudessa',
    toastTitle: 'Virhe',
    formErrors: 'Virheitä lomakkeella',
  },
  en: {
    user: 'laura.nieminen@demo.siirto.fi',
    title: 'New transport',
    calculate: 'Calculate price',
    saveDraft: 'Save draft',
    close: 'Close',
    name: 'Contact person',
    email: 'E-mail',
    pickupTime: 'Pickup time',
    registration: 'Registration number',
    pickupSection: 'Pickup',
    required: 'The field is required',
    emailFormat: 'Check the format of the e-mail address',
    futureTime: 'The time must be in the future',
    toastTitle: 'Error',
    formErrors: 'Errors in the form',
  },
} as const;

/** The next POST of an order is sent with `changes` (what the browser's rules would have stopped). */
async function forgeNextCreate(page: Page, changes: Record<string, unknown>) {
  await page.route(
    '**/api/transports/company/',
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const body = { ...(request.postDataJSON() as Record<string, unknown>), ...changes };
      return route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
}

for (const language of ['fi', 'en'] as const) {
  test(`order wizard messages on their fields (${language})`, async ({ page }) => {
    const text = texts[language];
    await openSignedIn(page, text.user, '/dashboard/transports/edit/0/');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const pickup = page.locator('#order-section-pickup');
    const vehicle = page.locator('#order-section-vehicle');

    // the browser's check: Calculate price on an empty order marks the required fields
    await page.getByRole('button', { name: text.calculate }).click();
    await expect(pickup.getByRole('textbox', { name: text.name, exact: true })).toHaveAccessibleDescription(
      new RegExp(text.required),
    );
    await expect(vehicle.getByRole('textbox', { name: text.registration, exact: true })).toHaveAccessibleDescription(
      new RegExp(text.required),
    );

    // the server's check, in the request's language, on the fields it names
    await vehicle.getByRole('textbox', { name: text.registration, exact: true }).fill('MSG-1');
    await forgeNextCreate(page, { pickup_contact_email: 'pekka@', pickup_time: '2020-06-03T08:00:00Z' });
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/transports/company/') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: text.saveDraft }).click();
    expect((await answer).status()).toBe(400);
    const toasts = page.getByRole('region', { name: language === 'fi' ? 'Ilmoitukset' : 'Notifications' });
    await expect(toasts.getByText(text.toastTitle, { exact: true })).toBeVisible();
    await expect(toasts.getByText(text.formErrors)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: text.close }).click();
    await expect(pickup.getByRole('textbox', { name: text.email, exact: true })).toHaveAccessibleDescription(
      new RegExp(text.emailFormat),
    );
    await expect(pickup.getByRole('textbox', { name: text.pickupTime, exact: true })).toHaveAccessibleDescription(
      new RegExp(text.futureTime),
    );
    await expect(page.getByTestId('order-error-card').getByRole('link', { name: text.pickupSection })).toBeVisible();
  });
}
