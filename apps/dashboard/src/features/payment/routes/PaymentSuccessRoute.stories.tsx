import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiUrl, typedResponse } from '../../../mocks/api';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import PaymentSuccessRoute from './PaymentSuccessRoute';
import { screenLoad } from '../../../mocks/screen-load';

/** The provider's return address (the signature is checked by the API, answered here by the handler). */
const returnUrl = (status: 'ok' | 'pending') =>
  `${paths.payment.success.href()}?checkout-stamp=pay_story&checkout-status=${status}&checkout-transaction-id=tx-1&signature=${'ab'.repeat(32)}`;

const paid = typedResponse('post', '/payments/return/', 200, {
  status: 'paid',
  license_name: 'Basic',
  limit_users: 10,
  valid_until: '2026-12-25T14:00:00Z',
});

const meta = {
  title: 'Screens/Payment success',
  component: PaymentSuccessRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: paths.payment.success.path, url: returnUrl('ok') },
    msw: { handlers: { ...sessionHandlers, paymentReturn: [paid] } },
  },
} satisfies Meta<typeof PaymentSuccessRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A verified paid payment: the licence, its user limit and the end of the paid month. */
export const Paid: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('payment.successTitle') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByText('Basic')).toBeVisible();
    await expect(canvas.getByText('10')).toBeVisible();
    await expect(canvas.getByText('25.12.2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('payment.backToDashboard') }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(paths.dashboard.frontpage.href());
  },
};

export const PaidInEnglishOnPhone: Story = {
  ...Paid,
  globals: { locale: 'en', viewport: { value: 'mobile' } },
};

/** The browser came back before the provider confirmed the payment: no success yet, the page asks again. */
export const Pending: Story = {
  parameters: {
    route: { path: paths.payment.success.path, url: returnUrl('pending') },
    msw: {
      handlers: {
        paymentReturn: [
          typedResponse('post', '/payments/return/', 200, {
            status: 'pending',
            license_name: 'Basic',
            limit_users: 10,
            valid_until: null,
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('payment.pendingTitle') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByText(t('payment.pendingText'))).toBeVisible();
    await expect(canvas.queryByText(t('payment.successTitle'))).toBeNull();
  },
};

/** A return whose signature the API refuses (an edited address): never a success. */
export const Unverified: Story = {
  parameters: {
    msw: {
      handlers: {
        paymentReturn: [
          http.post(apiUrl('/payments/return/'), () =>
            HttpResponse.json({ errorCode: 'PAYMENT_SIGNATURE_INVALID', detail: 'x' }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('payment.unverifiedTitle') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('payment.tryAgain') })).toHaveAttribute(
      'href',
      paths.dashboard.licensePayment.href(),
    );
  },
};
