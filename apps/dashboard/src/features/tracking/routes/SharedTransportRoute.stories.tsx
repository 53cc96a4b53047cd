import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDateTime } from '@siirto/domain';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { pendingGet, throttledResponse, typedGet, typedResponse } from '../../../mocks/api';
import { sharedTransport, status } from '../../../mocks/fixtures';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import SharedTransportRoute from './SharedTransportRoute';
import { screenLoad } from '../../../mocks/screen-load';

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
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Siirto 101' }, screenLoad)).toBeVisible();
    const estimate = canvas.getByText(t('tracking.estimate')).closest('[role=status]') ?? canvasElement;
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
    await expect(destination.getByText(t('tracking.latestArrival'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('tracking.copyLink') })).toBeEnabled();
    // the timeline with times: picked up, not yet arrived
    const timeline = canvas.getByRole('list', { name: t('detail.timeline.title') });
    await expect(within(timeline).getByText(t('detail.timeline.pickedUp')).closest('li')).toHaveTextContent(
      formatDateTime(sharedTransport.pickup_acknowledged),
    );
    await expect(within(timeline).getByText(t('detail.timeline.delivered')).closest('li')).toHaveAttribute(
      'data-filled',
      'false',
    );
  },
};

export const InProgressInEnglishOnPhone: Story = {
  ...InProgressWithEstimate,
  globals: { locale: 'en', viewport: { value: 'mobile' } },
};

export const CopyLink: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(await canvas.findByRole('button', { name: t('tracking.copyLink') }, screenLoad));
      // the link's own shape, whatever address the page was opened with
      await expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}${paths.shared.transport.href(101, 'jaettu-tunniste')}`,
      );
      await expect(await canvas.findByRole('button', { name: t('tracking.copied') })).toBeVisible();
      // announced in a status region as well
      await expect(canvas.getByText(t('tracking.copied'), { selector: '[role=status]' })).toBeInTheDocument();
    } finally {
      writeText.mockRestore();
    }
  },
};

export const CopyLinkRefused: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    try {
      await userEvent.click(await canvas.findByRole('button', { name: t('tracking.copyLink') }, screenLoad));
      await expect(await canvas.findByRole('button', { name: t('tracking.copyFailed') })).toBeVisible();
      // announced in a status region as well
      await expect(canvas.getByText(t('tracking.copyFailed'), { selector: '[role=status]' })).toBeInTheDocument();
    } finally {
      writeText.mockRestore();
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { transport: [pendingGet('/transports/shared/{transportId}/')] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('status', {}, screenLoad)).toHaveTextContent(t('common.loading'));
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
    const alert = await canvas.findByRole('alert', {}, screenLoad);
    // a plain page that says what is wrong and what to do, never the server's answer
    await expect(alert).toHaveTextContent(t('tracking.invalidLinkTitle'));
    await expect(alert).toHaveTextContent(t('tracking.invalidLinkText'));
    await expect(alert).not.toHaveTextContent('Siirtoa ei löytynyt.');
    await expect(alert).not.toHaveTextContent('{');
  },
};

export const WrongTokenInEnglish: Story = {
  ...WrongToken,
  globals: { locale: 'en' },
};

export const Throttled: Story = {
  parameters: {
    msw: { handlers: { transport: [throttledResponse('get', '/transports/shared/{transportId}/', 30)] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const notice = await canvas.findByText(t('errors.throttled', { seconds: 30 }), {}, screenLoad);
    await expect(notice).toBeVisible();
    await expect(canvas.queryByText(t('tracking.invalidLinkTitle'))).toBeNull();
  },
};
