import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../../../config/paths';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import PaymentSuccessRoute from './PaymentSuccessRoute';

/** The session loads before the screen shows; on a busy machine that takes longer than a find's default second. */
const screenLoad = { timeout: 10_000 };

const meta = {
  title: 'Screens/Payment success',
  component: PaymentSuccessRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: { path: paths.payment.success.path, url: paths.payment.success.href() },
    msw: { handlers: sessionHandlers },
  },
} satisfies Meta<typeof PaymentSuccessRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { name: t('payment.successTitle') }, screenLoad)).toBeVisible();
    await expect(canvas.getByText(t('payment.successText'))).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('payment.backToDashboard') }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(paths.dashboard.frontpage.href());
  },
};

export const SuccessInEnglishOnPhone: Story = {
  ...Success,
  globals: { locale: 'en', viewport: { value: 'mobile' } },
};
