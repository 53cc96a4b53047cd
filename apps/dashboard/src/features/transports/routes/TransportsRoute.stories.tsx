import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { paths } from '../../../config/paths';
import { typedGet } from '../../../mocks/api';
import { inProgressTransports, transportInProgress } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import TransportsRoute from './TransportsRoute';
import { screenLoad } from '../../../mocks/screen-load';

const meta = {
  title: 'Screens/Transports (placeholder)',
  component: TransportsRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: `${paths.dashboard.transports.list.path}/*`, url: paths.dashboard.transports.list.href() },
    msw: { handlers: { ...sessionHandlers, transports: [typedGet('/transports/company/', inProgressTransports)] } },
  },
} satisfies Meta<typeof TransportsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DetailAndBack: Story = {
  parameters: {
    route: { path: `${paths.dashboard.transports.list.path}/*`, url: paths.dashboard.transports.detail.href(101) },
    msw: {
      handlers: {
        transport: [typedGet('/transports/company/{id}/', transportInProgress(101, 'ABC-123'))],
        token: [typedGet('/transports/company/{id}/share_token/', { share_token: 'jaettu-tunniste' })],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('detail.title', { id: 101 }) }, screenLoad),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('transports.backToList') }));
    await expect(await canvas.findByRole('table', { name: t('transports.title') }, screenLoad)).toBeVisible();
  },
};
