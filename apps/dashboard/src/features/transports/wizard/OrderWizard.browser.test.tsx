import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '@siirto/ui/theme';
import '@siirto/ui/fonts';
import '../../../i18n/all-catalogs';
import { ToastProvider } from '../../../components/toaster';
import { I18nProvider } from '../../../i18n/intl';
import { OrderProgress } from './OrderProgress';
import { WizardFixture, wizardTransport } from './testing';

const screenshot = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.01 },
} as const;

function Screen({ theme, children }: { theme: 'light' | 'dark'; children: React.ReactNode }) {
  return (
    <I18nProvider initialLanguage="fi">
      <ThemeRoot theme={theme}>
        <ToastProvider>
          <MemoryRouter>
            <div data-testid="screen" style={{ padding: 16 }}>
              {children}
            </div>
          </MemoryRouter>
        </ToastProvider>
      </ThemeRoot>
    </I18nProvider>
  );
}

describe('order wizard screenshots', () => {
  it('Esikatsele of a priced order: wide and light, phone and dark', async () => {
    await page.viewport(1280, 900);
    const screen = await render(
      <Screen theme="light">
        <WizardFixture transport={wizardTransport(31)} page={3} />
      </Screen>,
    );
    await expect.element(screen.getByTestId('order-prices')).toHaveTextContent('213,94');
    await expect(screen.getByTestId('screen')).toMatchScreenshot('order-wizard-preview-1280-light', screenshot);
    await screen.unmount();

    await page.viewport(375, 900);
    const phone = await render(
      <Screen theme="dark">
        <WizardFixture transport={wizardTransport(31)} page={3} />
      </Screen>,
    );
    await expect.element(phone.getByTestId('order-prices')).toBeVisible();
    await expect(phone.getByTestId('screen')).toMatchScreenshot('order-wizard-preview-375-dark', screenshot);
  });

  it('the error card after Calculate price on an empty order links to the sections with errors', async () => {
    await page.viewport(1280, 900);
    const screen = await render(
      <Screen theme="light">
        <WizardFixture />
      </Screen>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Laske hinta' }));
    const card = screen.getByTestId('order-error-card');
    await expect.element(card.getByRole('link', { name: 'Nouto' })).toBeVisible();
    await expect.element(card.getByRole('link', { name: 'Ajoneuvo' })).toBeVisible();
    await expect(card).toMatchScreenshot('order-wizard-error-card', screenshot);
  });

  it('Julkaise on an empty order moves focus and scroll to the error card, and no field message is live', async () => {
    await page.viewport(1280, 700);
    const screen = await render(
      <Screen theme="light">
        <WizardFixture />
      </Screen>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Julkaise' }));
    const summary = screen.getByTestId('order-error-card').getByRole('alert');
    await expect.element(summary).toHaveFocus();
    const box = summary.element().getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    // the card is the one announcement: the fields' own messages are live only while their field has focus
    const liveMessages = [...document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"]')].filter(
      (region) => region.textContent.trim() !== '',
    );
    expect(liveMessages.map((region) => region.textContent)).toEqual([]);
  });

  it('the progress modal while the price is calculated', async () => {
    await page.viewport(1000, 700);
    await render(
      <Screen theme="light">
        <OrderProgress action="calculate" status="running" onClose={() => undefined} />
      </Screen>,
    );
    const dialog = page.getByRole('dialog', { name: 'Tilausta käsitellään' });
    await expect.element(dialog).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(dialog).toMatchScreenshot('order-wizard-progress', screenshot);
  });
});
