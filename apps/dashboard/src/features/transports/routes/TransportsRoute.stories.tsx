import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { typedGet } from '../../../mocks/api';
import { inProgressTransports, noTransports, transportInProgress } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import TransportsRoute from './TransportsRoute';

/** The session loads before the screen shows; on a busy machine that takes longer than a find's default second. */
const screenLoad = { timeout: 10_000 };

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

export const List: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('transports.title') }, screenLoad);
    await expect(within(table).getByRole('link', { name: '#101' })).toHaveAttribute(
      'href',
      paths.dashboard.transports.detail.href(101),
    );
    await expect(within(table).getAllByText('Demo Kuljetus Oy / Helsinki')).toHaveLength(2);
    // one page: no paging
    await expect(canvas.queryByRole('navigation', { name: t('common.pagination') })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { transports: [typedGet('/transports/company/', noTransports)] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('common.empty') }, screenLoad)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const SecondPage: Story = {
  parameters: {
    msw: {
      handlers: {
        transports: [
          typedGet('/transports/company/', (request) => {
            const offset = Number(new URL(request.url).searchParams.get('offset') ?? '0');
            return { count: 45, transports: [transportInProgress(offset + 1, `PAGE-${String(offset)}`)] };
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('link', { name: '#1' }, screenLoad);
    const paging = canvas.getByRole('navigation', { name: t('common.pagination') });
    await userEvent.click(within(paging).getByRole('button', { name: t('common.next') }));
    // 30 a page: the second page starts at offset 30
    await waitFor(() => expect(canvas.getByRole('link', { name: '#31' })).toBeVisible());
  },
};

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

/** A delivered round trip whose return transport is still on the road is 'Osatoimitettu' (spec 2 §4). */
export const PartlyDelivered: Story = {
  parameters: {
    msw: {
      handlers: {
        transports: [
          typedGet('/transports/company/', {
            count: 2,
            transports: [
              {
                ...transportInProgress(201, 'RTP-201'),
                state: 6,
                round_trip: true,
                round_trip_return_trip_id: 202,
                round_trip_return_trip_state: 5,
              },
              { ...transportInProgress(203, 'DEL-203'), state: 6 },
            ],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('transports.title') }, screenLoad);
    const partly = within(table).getByRole('row', { name: /#201/ });
    await expect(within(partly).getByText(t('transports.partlyDelivered'))).toBeVisible();
    const delivered = within(table).getByRole('row', { name: /#203/ });
    await expect(within(delivered).queryByText(t('transports.partlyDelivered'))).toBeNull();
  },
};
