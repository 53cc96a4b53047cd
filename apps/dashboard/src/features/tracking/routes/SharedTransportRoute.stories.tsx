import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { pendingGet, typedGet, typedResponse } from '../../../mocks/api';
import { sharedTransport, status } from '../../../mocks/fixtures';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import SharedTransportRoute from './SharedTransportRoute';

const meta = {
  title: 'Screens/Shared tracking view',
  component: SharedTransportRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    session: 'signedOut',
    route: { path: paths.shared.transport.path, url: paths.shared.transport.href(101, 'jaettu-tunniste') },
    msw: {
      handlers: {
        status: [typedGet('/admin_data/status/', status)],
        transport: [
          typedGet('/transports/shared/{transportId}/', (request) => {
            // the view sends the link's token; any other token is refused like the backend does
            if (new URL(request.url).searchParams.get('token') !== 'jaettu-tunniste') throw new Error('wrong token');
            return sharedTransport;
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof SharedTransportRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgressWithEstimate: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Siirto 101' })).toBeVisible();
    const estimate = canvas.getByText(t('tracking.estimate')).parentElement ?? canvas.getByText(t('tracking.estimate'));
    // the estimate is computed in the browser: a DD.MM.YYYY HH:mm time replaces the loading text
    await waitFor(() => expect(estimate).toHaveTextContent(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/));
    const pickup = within(
      canvas.getByRole('heading', { name: t('tracking.pickup') }).closest('section') ?? document.body,
    );
    await expect(pickup.getByText('Mannerheimintie 1, 00100 Helsinki')).toBeVisible();
    await expect(pickup.getByText('Pekka Nouto')).toBeVisible();
    const destination = within(
      canvas.getByRole('heading', { name: t('tracking.destination') }).closest('section') ?? document.body,
    );
    await expect(destination.getByText('Hämeenkatu 10, 33100 Tampere')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('tracking.copyLink') })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { transport: [pendingGet('/transports/shared/{transportId}/')] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('common.loading'));
  },
};

export const WrongToken: Story = {
  parameters: {
    route: { path: paths.shared.transport.path, url: paths.shared.transport.href(101, 'vaara-tunniste') },
    msw: {
      handlers: {
        transport: [typedResponse('get', '/transports/shared/{transportId}/', 404, { detail: 'Siirtoa ei löytynyt.' })],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('tracking.loadFailed'));
    await expect(alert).toHaveTextContent('Siirtoa ei löytynyt.');
  },
};
