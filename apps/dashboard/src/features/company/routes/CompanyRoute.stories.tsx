import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { pendingGet, typedGet, typedResponse } from '../../../mocks/api';
import { account, basicLicence, businessLocations, company, companyUsers, invitation } from '../../../mocks/fixtures';
import { basicUser, sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import CompanyRoute from './CompanyRoute';

/** Dialogs and listboxes are portalled out of the story's root, which they hide from assistive technology. */
const screen = within(document.body);

/** The dialog once it sits in the theme root (it is portalled there after its first render). */
async function findDialog(name: string) {
  await waitFor(() => expect(screen.getByRole('dialog', { name }).closest('[data-theme]')).not.toBeNull());
  return within(screen.getByRole('dialog', { name }));
}

const route = (page: 'basic' | 'business_locations' | 'users' | 'integrations') => ({
  path: paths.dashboard.company.path,
  url: paths.dashboard.company.href(page),
});

const meta = {
  title: 'Screens/Company',
  component: CompanyRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: route('basic'),
    msw: {
      handlers: {
        ...sessionHandlers,
        locations: [typedGet('/business_locations/', { count: businessLocations.length, results: businessLocations })],
        users: [typedGet('/companies/me/users/', { count: companyUsers.length, results: companyUsers })],
        invitations: [
          typedGet('/companies/me/invitations/', {
            count: 2,
            results: [invitation(7, 'uusi.kuski@demo.siirto.fi', 1), invitation(8, 'vanha.kutsu@demo.siirto.fi', 10)],
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof CompanyRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { name: company.name })).toBeVisible();
    await expect(canvas.getByText(company.business_identity_code)).toBeVisible();
    await expect(canvas.getByText('Helsinki')).toBeVisible();
    await expect(canvas.getByText(t('common.invoicing.einvoice'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.edit') })).toBeEnabled();
  },
};

export const BasicAsBasicUser: Story = {
  parameters: { msw: { handlers: { me: basicUser } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { name: company.name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.edit') })).toBeDisabled();
    const tabs = within(canvas.getByRole('tablist', { name: t('company.tabs') }));
    await expect(tabs.getByRole('tab', { name: t('shell.menu.businessLocations') })).toBeVisible();
    await expect(tabs.queryByRole('tab', { name: t('shell.menu.companyUsers') })).not.toBeInTheDocument();
  },
};

export const BasicLoading: Story = {
  parameters: { msw: { handlers: { company: [pendingGet('/companies/me/')] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('company.title') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('common.loading'));
  },
};

export const BasicLoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        company: [typedResponse('get', '/companies/me/', 404, { detail: 'Yritystä ei löytynyt.' })],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Yritystä ei löytynyt.');
  },
};

export const BusinessLocations: Story = {
  parameters: { route: route('business_locations') },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('shell.menu.businessLocations') });
    await expect(within(table).getByText('Tampereen toimipiste')).toBeVisible();
    await expect(within(table).getByText('Varasto ilman sijaintia')).toBeVisible();
    // only the location without coordinates carries the warning
    await expect(within(table).getAllByText(t('company.locations.noCoordinates'))).toHaveLength(1);
    const pages = within(canvas.getByRole('navigation', { name: t('common.pagination') }));
    await expect(pages.getByRole('button', { name: t('common.pageOf', { page: 1, pages: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('button', { name: t('common.next') })).toBeDisabled();
  },
};

/** A new location's empty form has no warning; a saved location without coordinates has it in its edit form. */
export const BusinessLocationNoCoordinatesWarning: Story = {
  parameters: { route: route('business_locations') },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('shell.menu.businessLocations') });
    await userEvent.click(canvas.getByRole('button', { name: t('company.locations.create') }));
    const create = await findDialog(t('company.locations.createTitle'));
    // the dialog's opening transition may still run
    await waitFor(() => expect(create.getByLabelText(t('company.locations.name'))).toBeVisible());
    await expect(create.queryByText(t('company.locations.noCoordinates'))).toBeNull();
    await userEvent.click(create.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(
      within(table).getByRole('button', {
        name: t('company.locations.editNamed', { name: 'Varasto ilman sijaintia' }),
      }),
    );
    const edit = await findDialog(t('company.locations.editTitle'));
    await waitFor(() => expect(edit.getByText(t('company.locations.noCoordinates'))).toBeVisible());
  },
};

export const BusinessLocationsEmpty: Story = {
  parameters: {
    route: route('business_locations'),
    msw: { handlers: { locations: [typedGet('/business_locations/', { count: 0, results: [] })] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('company.locations.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.locations.create') })).toBeEnabled();
  },
};

export const BusinessLocationsLoadFailed: Story = {
  parameters: {
    route: route('business_locations'),
    msw: {
      handlers: {
        locations: [typedResponse('get', '/business_locations/', 400, { detail: 'Toimipaikkoja ei voitu hakea.' })],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(t('shell.menu.businessLocations'));
    await expect(notice).toHaveTextContent('Toimipaikkoja ei voitu hakea.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Pending invitations with their validity; the resend buttons' names start with their visible text. */
export const UsersWithInvitations: Story = {
  parameters: { route: route('users') },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const users = await canvas.findByRole('table', { name: t('shell.menu.companyUsers') });
    await expect(within(users).getByText('Ville Varasto')).toBeVisible();
    // role 2 lists its location, other roles 'Kaikki'
    await expect(within(users).getByText('Tampereen toimipiste')).toBeVisible();
    await expect(within(users).getByText(t('common.all'))).toBeVisible();
    const invitations = await canvas.findByRole('table', { name: t('company.invitations.title') });
    const fresh = within(invitations).getByText('uusi.kuski@demo.siirto.fi').closest('tr');
    const old = within(invitations).getByText('vanha.kutsu@demo.siirto.fi').closest('tr');
    await expect(fresh).toHaveTextContent(t('company.invitations.valid'));
    await expect(old).not.toHaveTextContent(t('company.invitations.valid'));
    await expect(
      within(invitations).getByRole('button', {
        name: t('company.invitations.resendNamed', { email: 'uusi.kuski@demo.siirto.fi' }),
      }),
    ).toBeEnabled();
  },
};

export const UsersNoInvitations: Story = {
  parameters: {
    route: route('users'),
    msw: { handlers: { invitations: [typedGet('/companies/me/invitations/', { count: 0, results: [] })] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const users = await canvas.findByRole('table', { name: t('shell.menu.companyUsers') });
    await expect(within(users).getByText('Ville Varasto')).toBeVisible();
    // role 2 lists its location, other roles 'Kaikki'
    await expect(within(users).getByText('Tampereen toimipiste')).toBeVisible();
    await expect(within(users).getByText(t('common.all'))).toBeVisible();
    await expect(await canvas.findByText(t('company.invitations.empty'))).toBeVisible();
  },
};

export const UsersLoadFailed: Story = {
  parameters: {
    route: route('users'),
    msw: {
      handlers: {
        users: [typedResponse('get', '/companies/me/users/', 400, { detail: 'Käyttäjiä ei voitu hakea.' })],
        invitations: [typedGet('/companies/me/invitations/', { count: 0, results: [] })],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Käyttäjiä ei voitu hakea.');
  },
};

export const UsersLoading: Story = {
  parameters: {
    route: route('users'),
    msw: {
      handlers: {
        users: [pendingGet('/companies/me/users/')],
        invitations: [pendingGet('/companies/me/invitations/')],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { name: t('company.invitations.title') })).toBeVisible();
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Query create=1 on the users page opens the invite modal. */
export const UsersInviteFromQuery: Story = {
  parameters: {
    route: { path: paths.dashboard.company.path, url: `${paths.dashboard.company.href('users')}?create=1` },
  },
  play: async ({ globals }) => {
    const t = storyText(globals);
    await expect(await findDialog(t('company.users.inviteTitle'))).toBeDefined();
  },
};

/** A new company on the Free licence (one user, the registering admin): the licence dialog, never the invite form. */
const freeLicenceFull = {
  account: [
    typedGet('/accounts/me/', {
      ...account,
      license: 1,
      license_obj: { ...basicLicence, id: 1, name: 'Free', price: 0, limit_users: 1 },
    }),
  ],
  users: [typedGet('/companies/me/users/', { count: 1, results: companyUsers.slice(0, 1) })],
  invitations: [typedGet('/companies/me/invitations/', { count: 0, results: [] })],
};

async function expectLicenceFull(t: ReturnType<typeof storyText>) {
  const licence = await findDialog(t('licence.fullTitle'));
  // the dialog's opening transition may still run
  await waitFor(() => expect(licence.getByText(t('licence.full', { limit: 1 }), { exact: false })).toBeVisible());
  await expect(licence.getByRole('link', { name: t('licence.toSubscription') })).toBeVisible();
  await expect(screen.queryByRole('dialog', { name: t('company.users.inviteTitle') })).not.toBeInTheDocument();
}

export const UsersInviteAtLicenceLimit: Story = {
  parameters: { route: route('users'), msw: { handlers: freeLicenceFull } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('table', { name: t('shell.menu.companyUsers') });
    // the count loads with the list; a click before it would still reach the invite form
    await waitFor(() => expect(canvas.getByText(companyUsers[0]?.user.full_name ?? '')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t('company.users.invite') }));
    await expectLicenceFull(t);
  },
};

/** create=1 (the frontpage's LISÄÄ KÄYTTÄJÄ) with the licence full opens the licence dialog instead. */
export const UsersInviteFromQueryAtLicenceLimit: Story = {
  parameters: {
    route: { path: paths.dashboard.company.path, url: `${paths.dashboard.company.href('users')}?create=1` },
    msw: { handlers: freeLicenceFull },
  },
  play: async ({ globals }) => {
    await expectLicenceFull(storyText(globals));
  },
};

/**
 * Submitting the invitation empty shows the errors beside the fields; the admin role (5) needs no business location,
 * any other role asks for one; a taken address shows the server's e-mail message and keeps what was typed.
 */
export const UsersInvite: Story = {
  parameters: {
    route: route('users'),
    msw: {
      handlers: {
        createInvitation: [
          typedResponse('post', '/companies/me/invitations/', 400, {
            sk_status: 'USER_EXISTS',
            email: ['Osoitteella on jo käyttäjätili.'],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('company.users.invite') }));
    const dialog = await findDialog(t('company.users.inviteTitle'));
    await userEvent.click(dialog.getByRole('button', { name: t('company.users.sendInvite') }));
    await expect(await dialog.findByText(t('validation.formErrors'))).toBeVisible();
    const role = dialog.getByRole('combobox', { name: t('company.users.roleHeader') });
    await expect(role).toHaveAccessibleDescription(t('validation.required'));
    await expect(dialog.getByRole('combobox', { name: t('company.users.location') })).toHaveAccessibleDescription(
      t('validation.required'),
    );

    await userEvent.click(role);
    await userEvent.click(await screen.findByRole('option', { name: 'Pääkäyttäjä' }));
    await expect(dialog.queryByRole('combobox', { name: t('company.users.location') })).not.toBeInTheDocument();
    await userEvent.click(role);
    await userEvent.click(await screen.findByRole('option', { name: 'Toimipaikan käyttäjä' }));
    const location = dialog.getByRole('combobox', { name: t('company.users.location') });
    await userEvent.click(location);
    await userEvent.click(await screen.findByRole('option', { name: 'Tampereen toimipiste' }));

    await userEvent.type(dialog.getByLabelText(t('company.users.email')), 'ville@demo.siirto.fi');
    await userEvent.type(dialog.getByLabelText(t('company.users.emailAgain')), 'ville@demo.siirto.fi');
    await userEvent.click(dialog.getByRole('button', { name: t('company.users.sendInvite') }));
    await expect(await dialog.findByText('Osoitteella on jo käyttäjätili.')).toBeVisible();
    await expect(dialog.getByLabelText(t('company.users.email'))).toHaveValue('ville@demo.siirto.fi');
    await expect(location).toHaveTextContent('Tampereen toimipiste');
  },
};

/** The server refuses the invitation because the licence filled up meanwhile: the licence dialog takes its place. */
export const UsersInviteRefusedLicenceFull: Story = {
  parameters: {
    route: route('users'),
    msw: {
      handlers: {
        createInvitation: [
          typedResponse('post', '/companies/me/invitations/', 403, {
            errorCode: 'LICENSE_USER_LIMIT_REACHED',
            detail: 'Lisenssin käyttäjämäärä (10) on täynnä.',
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('company.users.invite') }));
    const dialog = await findDialog(t('company.users.inviteTitle'));
    await userEvent.click(dialog.getByRole('combobox', { name: t('company.users.roleHeader') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pääkäyttäjä' }));
    await userEvent.type(dialog.getByLabelText(t('company.users.email')), 'uusi@demo.siirto.fi');
    await userEvent.type(dialog.getByLabelText(t('company.users.emailAgain')), 'uusi@demo.siirto.fi');
    await userEvent.click(dialog.getByRole('button', { name: t('company.users.sendInvite') }));
    const licence = await findDialog(t('licence.fullTitle'));
    await waitFor(() => expect(licence.getByText(t('licence.full', { limit: 10 }), { exact: false })).toBeVisible());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t('company.users.inviteTitle') })).not.toBeInTheDocument(),
    );
  },
};

/**
 * Editing a role-2 user shows their business location; another role than 2 needs none and hides the select. Closing
 * the dialog puts the focus back on the row's edit button (the row's cells stay mounted while the page re-renders).
 */
export const UsersEdit: Story = {
  parameters: { route: route('users') },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const editName = t('company.users.editNamed', { name: 'Ville Varasto' });
    const edit = await canvas.findByRole('button', { name: editName });
    await userEvent.click(edit);
    const dialog = await findDialog(t('company.users.editTitle'));
    await expect(dialog.getByLabelText(t('auth.fields.firstName'))).toHaveValue('Ville');
    // the chosen location shows once the locations have loaded
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: t('company.users.location') })).toHaveTextContent(
        'Tampereen toimipiste',
      ),
    );
    await userEvent.click(dialog.getByRole('combobox', { name: t('company.users.roleHeader') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Käyttäjä' }));
    await expect(dialog.queryByRole('combobox', { name: t('company.users.location') })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(edit).toHaveFocus();
  },
};

const apiKey = {
  id: 3,
  name: 'DMS-integraatio',
  prefix: 'sk_q8XbT2mZ0aLk',
  scopes: ['transports:read', 'orders:write'] as ('transports:read' | 'orders:write')[],
  business_location: null,
  created: '2026-11-02T08:15:00.000Z',
  last_used_at: '2026-11-27T13:02:11.000Z',
};

/**
 * The integrations page: the API keys with when each was last used, the webhook endpoints; a new key is shown once
 * with its copy button, after the form has asked for a name and a scope.
 */
export const Integrations: Story = {
  parameters: {
    route: route('integrations'),
    msw: {
      handlers: {
        apiKeys: [typedGet('/companies/me/api_keys/', [apiKey])],
        webhooks: [
          typedGet('/companies/me/webhooks/', [
            {
              id: 1,
              url: 'https://dms.example.com/siirto/webhooks',
              description: 'DMS',
              events: ['transport.published', 'transport.state_changed'],
              enabled: false,
              disabled_at: '2026-11-27T10:00:00.000Z',
              created: '2026-11-02T08:20:00.000Z',
            },
          ]),
        ],
        createApiKey: [
          typedResponse('post', '/companies/me/api_keys/', 201, {
            ...apiKey,
            id: 4,
            name: 'Raportit',
            scopes: ['reports:read'],
            last_used_at: null,
            key: 'sk_q8XbT2mZ0aLk_0d1kP3vR7yWq2nJ5sT8uX1zA4cF6hK9mB2eG5iL8oQ1',
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const keys = await canvas.findByRole('table', { name: t('company.integrations.keys') });
    await expect(within(keys).getByText('DMS-integraatio')).toBeVisible();
    await expect(within(keys).getByText(t('company.integrations.allLocations'))).toBeVisible();
    const hooks = await canvas.findByRole('table', { name: t('company.webhooks.title') });
    await expect(within(hooks).getByText(t('company.webhooks.disabled'))).toBeVisible();
    await expect(
      within(hooks).getByRole('button', {
        name: t('company.webhooks.enableNamed', { url: 'https://dms.example.com/siirto/webhooks' }),
      }),
    ).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: t('company.integrations.create') }));
    const dialog = await findDialog(t('company.integrations.createTitle'));
    await waitFor(() => expect(dialog.getByLabelText(t('company.integrations.name'))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: t('company.integrations.create') }));
    await expect(await dialog.findByText(t('validation.formErrors'))).toBeVisible();
    await userEvent.type(dialog.getByLabelText(t('company.integrations.name')), 'Raportit');
    await userEvent.click(dialog.getByRole('checkbox', { name: t('company.integrations.scopeReportsRead') }));
    await userEvent.click(dialog.getByRole('button', { name: t('company.integrations.create') }));
    const shown = await findDialog(t('company.integrations.createdTitle'));
    await expect(shown.getByLabelText(t('company.integrations.key'))).toHaveValue(
      'sk_q8XbT2mZ0aLk_0d1kP3vR7yWq2nJ5sT8uX1zA4cF6hK9mB2eG5iL8oQ1',
    );
    // the dialog's opening transition may still run
    await waitFor(() => expect(shown.getByRole('button', { name: t('company.integrations.copy') })).toBeVisible());
  },
};
