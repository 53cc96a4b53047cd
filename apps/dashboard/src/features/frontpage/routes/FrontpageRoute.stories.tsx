import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { pendingGet, typedGet, typedResponse } from '../../../mocks/api';
import { account, basicLicence, inProgressTransports, me, noTransports } from '../../../mocks/fixtures';
import { basicUser, sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import FrontpageRoute from './FrontpageRoute';
import { screenLoad } from '../../../mocks/screen-load';

const meta = {
  title: 'Screens/Frontpage',
  component: FrontpageRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.frontpage.path, url: paths.dashboard.frontpage.href() },
    msw: {
      handlers: {
        ...sessionHandlers,
        transports: [typedGet('/transports/company/', inProgressTransports)],
        // the licence's user limit: 10 users, one in use
        users: [typedGet('/companies/me/users/', { count: 1, results: [] })],
        invitations: [typedGet('/companies/me/invitations/', { count: 0, results: [] })],
      },
    },
  },
} satisfies Meta<typeof FrontpageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('frontpage.welcome', { name: me.first_name }) },
        screenLoad,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('frontpage.createTransport') })).toBeEnabled();
    // enabled once the licence's user count has loaded
    await waitFor(() => expect(canvas.getByRole('button', { name: t('frontpage.addUser') })).toBeEnabled());
    const table = await canvas.findByRole('table', { name: t('frontpage.inProgress') });
    await expect(within(table).getByText('#101')).toBeVisible();
    await expect(within(table).getByText('#102')).toBeVisible();
    await expect(within(table).getAllByText('Kalle Kuljettaja')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: t('frontpage.showAll') })).toHaveAttribute(
      'href',
      paths.dashboard.transports.list.href({ state: '5' }),
    );
    await expect(within(table).getAllByRole('link', { name: t('transports.show') })[0]).toHaveAttribute(
      'href',
      paths.dashboard.transports.detail.href(101),
    );
  },
};

export const BasicUser: Story = {
  parameters: { msw: { handlers: { me: basicUser } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('frontpage.welcome', { name: 'Ville' }) }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('frontpage.addUser') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('frontpage.createTransport') })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { transports: [typedGet('/transports/company/', noTransports)] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: t('frontpage.noneInProgress') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { transports: [pendingGet('/transports/company/')] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const heading = await canvas.findByRole('heading', { name: t('frontpage.inProgress') }, screenLoad);
    const section = within(heading.closest('section') ?? heading);
    await expect(await section.findByRole('status')).toHaveTextContent(t('common.loading'));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        transports: [typedResponse('get', '/transports/company/', 400, { detail: 'Virheellinen haku' })],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert', {}, screenLoad)).toHaveTextContent(t('common.loadFailed'));
  },
};

/** A new company on the Free licence (one user): LISÄÄ KÄYTTÄJÄ opens the licence dialog, not the invitation. */
export const AddUserAtLicenceLimit: Story = {
  parameters: {
    msw: {
      handlers: {
        account: [
          typedGet('/accounts/me/', {
            ...account,
            license: 1,
            license_obj: { ...basicLicence, id: 1, name: 'Free', price: 0, limit_users: 1 },
          }),
        ],
        users: [typedGet('/companies/me/users/', { count: 1, results: [] })],
        invitations: [typedGet('/companies/me/invitations/', { count: 0, results: [] })],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const addUser = await canvas.findByRole('button', { name: t('frontpage.addUser') }, screenLoad);
    // the button waits for the user count
    await waitFor(() => expect(addUser).toBeEnabled(), screenLoad);
    await userEvent.click(addUser);
    const licence = await within(document.body).findByRole('dialog', { name: t('licence.fullTitle') }, screenLoad);
    // visible once the dialog's opening transition has ended (jsdom-style visibility counts opacity 0 as hidden)
    await waitFor(() =>
      expect(within(licence).getByText(t('licence.full', { limit: 1 }), { exact: false })).toBeVisible(),
    );
    await expect(canvas.queryByTestId('story-location')).toBeNull();
  },
};
