import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../../../config/paths';
import { typedResponse } from '../../../mocks/api';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import PaymentCancelledRoute from './PaymentCancelledRoute';
import { screenLoad } from '../../../mocks/screen-load';

const meta = {
  title: 'Screens/Payment cancelled',
  component: PaymentCancelledRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: {
      path: paths.payment.cancelled.path,
      url: `${paths.payment.cancelled.href()}?checkout-stamp=pay_story&checkout-status=fail&checkout-transaction-id=tx-1&signature=${'cd'.repeat(32)}`,
    },
    msw: {
      handlers: {
        ...sessionHandlers,
        paymentReturn: [
          typedResponse('post', '/payments/return/', 200, {
            status: 'cancelled',
            license_name: 'Basic',
            limit_users: 10,
            valid_until: null,
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof PaymentCancelledRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancelled or failed: a way to try again and back to the dashboard. */
export const Cancelled: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('payment.cancelledTitle') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByText(t('payment.cancelledText'))).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('payment.tryAgain') }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(paths.dashboard.licensePayment.href());
  },
};

export const CancelledInEnglish: Story = { ...Cancelled, globals: { locale: 'en' } };
