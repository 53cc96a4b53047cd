import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { readStoredLanguage } from '../../../i18n/language';
import { typedGet, typedResponse } from '../../../mocks/api';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyIntl, storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { matchStoryScreenshot, matchStoryScreenshotInBothThemes } from '../../../mocks/screenshot';
import {
  abroadTransport,
  deliveredTransport,
  detailEnums,
  detailTransports,
  draftTransport,
  inProgressTransport,
  roundTripOutbound,
} from './detail-fixtures';
import TransportDetailRoute from './TransportDetailRoute';
import { screenLoad } from '../../../mocks/screen-load';

const screen = within(document.body);

const at = (id: number) => ({
  path: paths.dashboard.transports.detail.path,
  url: paths.dashboard.transports.detail.href(id),
});

const meta = {
  title: 'Screens/Transport detail',
  component: TransportDetailRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: at(inProgressTransport.id),
    msw: {
      handlers: {
        ...sessionHandlers,
        enums: [typedGet('/enums/', () => detailEnums(readStoredLanguage()))],
        transport: [
          typedGet('/transports/company/{id}/', (request) => {
            const id = Number(new URL(request.url).pathname.split('/').at(-2));
            const found = detailTransports.find((transport) => transport.id === id);
            if (!found) throw new Error(`no transport ${String(id)} in the story`);
            return found;
          }),
        ],
        token: [typedGet('/transports/company/{id}/share_token/', { share_token: 'jaettu-tunniste' })],
        transportContacts: [typedGet('/transports/company/{id}/get_contacts/', { contact_emails_list: [] })],
        contacts: [typedGet('/companies/me/contacts/', [])],
      },
    },
  },
} satisfies Meta<typeof TransportDetailRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a screenshot: the tracking link (its own call) is in place. */
const linkShown = async (canvas: HTMLElement, t: ReturnType<typeof storyText>) =>
  expect(await within(canvas).findByRole('textbox', { name: t('share.link') }, screenLoad)).toBeInTheDocument();

const heading = (t: ReturnType<typeof storyText>, id: number, suffix?: string) =>
  suffix ? `${t('detail.title', { id })} ${suffix}` : t('detail.title', { id });

/** The in-progress transport's page, up to its screenshot. */
const checkInProgress: NonNullable<Story['play']> = async ({ canvas, canvasElement, globals }) => {
  const t = storyText(globals);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: heading(t, inProgressTransport.id) }, screenLoad),
  ).toBeVisible();
  const driver = within(canvas.getByRole('region', { name: t('detail.driver.title') }));
  await expect(driver.getByText('Kalle Kuljettaja')).toBeVisible();
  await expect(driver.getByText('Pieni naarmu takapuskurissa.')).toBeVisible();
  const timeline = within(canvas.getByRole('list', { name: t('detail.timeline.title') }));
  // published, reserved and picked up have happened; the arrival is still to come
  await expect(timeline.getByText(t('detail.timeline.pickedUp')).closest('li')).toHaveAttribute('data-filled', 'true');
  await expect(timeline.getByText(t('detail.timeline.delivered')).closest('li')).toHaveAttribute(
    'data-filled',
    'false',
  );
  const info = within(canvas.getByRole('region', { name: t('detail.info.title') }));
  await expect(info.getByText(/^(Automaatti|Automatic)$/)).toBeVisible();
  // no extras beyond a service row: Show extras is on; no photos: Show photos is off
  await expect(canvas.getByRole('button', { name: t('detail.actions.showPhotos') })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: t('detail.actions.showExtras') })).toBeEnabled();
  // a transport on the road is not edited nor deleted
  await expect(canvas.getByRole('button', { name: t('common.edit') })).toBeDisabled();
  await expect(canvas.queryByRole('button', { name: t('common.delete') })).toBeNull();
  await linkShown(canvasElement, t);
};

export const InProgressWithDriver: Story = {
  play: async (context) => {
    await checkInProgress(context);
    await matchStoryScreenshotInBothThemes(context.canvasElement, context, 'in-progress');
  },
};
export const InProgressInEnglishOnPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile' } },
  play: async (context) => {
    await checkInProgress(context);
    await matchStoryScreenshot(context.canvasElement, context.globals, 'in-progress');
  },
};

export const Draft: Story = {
  parameters: { route: at(draftTransport.id) },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: heading(t, draftTransport.id) }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common.edit') })).toHaveAttribute(
      'href',
      paths.dashboard.transports.edit.href(draftTransport.id),
    );
    await expect(canvas.getByRole('button', { name: t('common.delete') })).toBeEnabled();
    // a draft has no tracking link yet
    await expect(canvas.queryByRole('region', { name: t('detail.tracking.title') })).toBeNull();
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'draft');
  },
};

export const DeliveredWithPhotos: Story = {
  parameters: { route: at(deliveredTransport.id) },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(globals);
    await canvas.findByRole('heading', { level: 1, name: heading(t, deliveredTransport.id) }, screenLoad);
    const payment = within(canvas.getByRole('region', { name: t('detail.payment.title') }));
    await expect(payment.getByText(/239,90|239\.90/)).toBeVisible();
    await expect(
      payment.getByText(t('detail.payment.vat', { vat: storyIntl(globals).formatVatPercent(0) }).replace(/\s+/g, ' ')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('detail.actions.showPhotos') }));
    const photos = within(await canvas.findByRole('region', { name: t('detail.photos.title') }));
    // grouped: two pickup sides and the dashboard, two destination sides, one extra
    const group = (name: string) => within(photos.getByRole('region', { name }));
    await expect(group(t('detail.photos.pickup')).getAllByRole('button')).toHaveLength(3);
    await expect(group(t('detail.photos.destination')).getAllByRole('button')).toHaveLength(2);
    await expect(group(t('detail.photos.extra')).getAllByRole('button')).toHaveLength(1);
    // condition at a glance: the front side at pickup and at the destination side by side
    const condition = within(photos.getByRole('list', { name: t('detail.photos.condition') }));
    await expect(condition.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: t('detail.actions.showExtras') }));
    const extras = within(await canvas.findByRole('region', { name: t('detail.extras.title') }));
    await expect(extras.getByText('Pikalataus Hämeenlinna')).toBeVisible();
    await expect(
      extras.getByText(
        t('detail.extras.waitingRule', { fee: storyIntl(globals).formatEuros(40), minutes: 30 }).replace(/\s+/g, ' '),
      ),
    ).toBeVisible();
    await linkShown(canvasElement, t);
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'delivered-photos');
  },
};

export const PhotoViewerKeyboard: Story = {
  parameters: { route: at(deliveredTransport.id) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('heading', { level: 1, name: heading(t, deliveredTransport.id) }, screenLoad);
    canvas.getByRole('button', { name: t('detail.actions.showPhotos') }).focus();
    await userEvent.keyboard('{Enter}');
    // focus moves to the photos (not left on the button, seven Tabs away)
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: t('detail.photos.title') })).toHaveFocus(),
    );
    const pickup = within(await canvas.findByRole('region', { name: t('detail.photos.pickup') }));
    await userEvent.click(pickup.getAllByRole('button')[0] ?? document.body);
    const viewer = await screen.findByRole('dialog', { name: t('detail.photos.pickup') });
    // the viewer fades in (opacity 0 at first): wait for it to show rather than checking mid-transition
    await waitFor(() =>
      expect(within(viewer).getByText(t('detail.photos.counter', { index: 1, total: 3 }))).toBeVisible(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(viewer).getByText(t('detail.photos.counter', { index: 2, total: 3 }))).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RoundTrip: Story = {
  parameters: { route: at(roundTripOutbound.id) },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole(
      'heading',
      { level: 1, name: heading(t, roundTripOutbound.id, t('detail.suffix.outboundTrip')) },
      screenLoad,
    );
    const tabs = within(canvas.getByRole('tablist', { name: t('detail.tabs') }));
    await expect(tabs.getByRole('tab', { name: t('detail.outbound') })).toHaveAttribute('aria-selected', 'true');
    await linkShown(canvasElement, t);
    await matchStoryScreenshot(canvasElement, globals, 'round-trip');
    await userEvent.click(tabs.getByRole('tab', { name: t('detail.return') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: heading(t, 205, t('detail.suffix.returnTrip')) },
        screenLoad,
      ),
    ).toBeVisible();
    // a return trip is edited through its outbound trip
    await expect(canvas.getByRole('button', { name: t('common.edit') })).toBeDisabled();
  },
};
export const RoundTripDark: Story = { ...RoundTrip, globals: { theme: 'dark' } };

export const Abroad: Story = {
  parameters: { route: at(abroadTransport.id) },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(globals);
    await canvas.findByRole('heading', { level: 1, name: heading(t, abroadTransport.id) }, screenLoad);
    const info = within(canvas.getByRole('region', { name: t('detail.info.title') }));
    await expect(info.getByText('SE-2026-118')).toBeVisible();
    await expect(info.getByText('P-4471')).toBeVisible();
    await expect(info.getByText('Keskikokoinen')).toBeVisible();
    await linkShown(canvasElement, t);
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'abroad');
  },
};

export const ShareFromQuery: Story = {
  parameters: { route: { ...at(inProgressTransport.id), url: `${paths.dashboard.transports.detail.href(202)}?share` } },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await screen.findByRole('dialog', { name: t('share.title') }, screenLoad);
    // it fades in
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const DeleteFails: Story = {
  parameters: {
    route: at(draftTransport.id),
    msw: {
      handlers: {
        remove: [typedResponse('delete', '/transports/company/{id}/', 400, { detail: 'Siirtoa ei voi enää poistaa.' })],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('heading', { level: 1, name: heading(t, draftTransport.id) }, screenLoad);
    await userEvent.click(canvas.getByRole('button', { name: t('common.delete') }));
    const confirm = within(await screen.findByRole('alertdialog', { name: t('detail.deleteTitle') }));
    await userEvent.click(confirm.getByRole('button', { name: t('common.delete') }));
    // spec 2 §8: a danger toast titled 'Siirto' with the server's message; the page stays
    await expect(await screen.findByText('Siirtoa ei voi enää poistaa.', {}, screenLoad)).toBeInTheDocument();
    await expect(screen.getByText(t('detail.deleteFailedTitle'))).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: {
    route: at(999),
    msw: {
      handlers: { transport: [typedResponse('get', '/transports/company/{id}/', 404, { detail: 'Ei löytynyt.' })] },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('detail.notFound'), {}, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('transports.backToList') })).toBeVisible();
  },
};
