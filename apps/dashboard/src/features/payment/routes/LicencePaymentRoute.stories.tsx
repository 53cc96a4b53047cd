import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { validationMessages } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { typedGet, typedResponse } from '../../../mocks/api';
import { account, basicLicence } from '../../../mocks/fixtures';
import { basicUser, sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import LicencePaymentRoute from './LicencePaymentRoute';
import { screenLoad } from '../../../mocks/screen-load';

const paymentUrl = 'http://127.0.0.1:8000/payments/test/?token=pay_story';

const meta = {
  title: 'Screens/Licence payment',
  component: LicencePaymentRoute,
  decorators: [withStoryProviders],
  args: { redirect: fn() },
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.licensePayment.path, url: paths.dashboard.licensePayment.href() },
    msw: {
      handlers: {
        ...sessionHandlers,
        subscribe: [
          typedResponse('post', '/accounts/me/subscribe_license/', 200, {
            token: 'pay_story',
            payment_url: paymentUrl,
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof LicencePaymentRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order summary; the terms are required before the provider's page opens. */
export const OrderSummary: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('button', { name: t('licencePayment.goToPayment') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('licencePayment.title') })).toBeVisible();
    await expect(canvas.getByText('Basic')).toBeVisible();
    await expect(canvas.getByText('Demo Kuljetus Oy')).toBeVisible();
    // 49 € including VAT 25.5 % is 39.04 € a month without VAT
    await expect(
      canvas.getByText(globals.locale === 'en' ? '€39.04 / month + VAT 25.5%' : '39,04 € / kk + ALV 25,5 %'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('licencePayment.goToPayment') }));
    await expect(
      await canvas.findByText(validationMessages.required[globals.locale === 'en' ? 'en' : 'fi']),
    ).toBeVisible();
    await expect(args.redirect).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('checkbox', { name: t('licencePayment.agreeTerms') }));
    await userEvent.click(canvas.getByRole('button', { name: t('licencePayment.goToPayment') }));
    await waitFor(() => expect(args.redirect).toHaveBeenCalledWith(paymentUrl));
  },
};

export const OrderSummaryInEnglishOnPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('button', { name: t('licencePayment.goToPayment') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('licencePayment.title') })).toBeVisible();
  },
};

/** A basic user sees why they cannot pay, and no payment button. */
export const NotAnAdmin: Story = {
  parameters: { msw: { handlers: { me: basicUser } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('licencePayment.adminsOnly'), {}, screenLoad)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('licencePayment.goToPayment') })).toBeNull();
  },
};

/**
 * A whole VAT percent still shows its one decimal, as the subscription tab and the provider's page print VAT
 * (it was `ALV 24 %` here and `ALV 0.0 %` there): 62 € including VAT 24 % is 50 € without.
 */
const vat24 = { ...basicLicence, price: 62, price_vat_percent: 24 };
export const WholeVatPercent: Story = {
  parameters: {
    msw: {
      handlers: {
        account: [
          typedGet('/accounts/me/', {
            ...account,
            license_obj: vat24,
            license_price: 62,
            license_price_vat_percent: 24,
          }),
        ],
        licences: [typedGet('/licenses/', [vat24])],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByText(
        globals.locale === 'en' ? '€50.00 / month + VAT 24.0%' : '50,00 € / kk + ALV 24,0 %',
        {},
        screenLoad,
      ),
    ).toBeVisible();
  },
};
