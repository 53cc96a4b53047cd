import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { pendingGet, typedGet, typedResponse } from '../../../mocks/api';
import { accountUsers, company, me } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import AccountRoute from './AccountRoute';

const route = (tab: 'user_account' | 'account_users' | 'account_companies') => ({
  path: paths.dashboard.other.path,
  url: paths.dashboard.other.href(tab),
});

const meta = {
  title: 'Screens/Account',
  component: AccountRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: route('user_account'),
    msw: {
      handlers: {
        ...sessionHandlers,
        accountUsers: [typedGet('/account_users/', { count: accountUsers.length, results: accountUsers })],
        companies: [typedGet('/companies/', [company])],
      },
    },
  },
} satisfies Meta<typeof AccountRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserAccount: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('account.tabs.user_account') })).toBeVisible();
    await expect(canvas.getByText(me.full_name)).toBeVisible();
    await expect(canvas.getAllByText(me.username).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: t('auth.fields.firstName') })).toHaveValue(me.first_name);
    await expect(canvas.getByRole('button', { name: t('account.username.title') })).toBeEnabled();
  },
};

export const AccountUsers: Story = {
  parameters: { route: route('account_users') },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const activated = await canvas.findByRole('table', { name: t('account.users.activated') });
    // the tables render (empty) while the list loads, so wait for the rows
    await expect(await within(activated).findByText(me.full_name)).toBeVisible();
    await expect(within(activated).queryByText('Uusi Kutsuttu')).not.toBeInTheDocument();
    await expect(within(activated).getByRole('button', { name: t('common.edit') })).toBeEnabled();
    const invited = canvas.getByRole('table', { name: t('account.users.invitedTitle') });
    await expect(within(invited).getByText('Uusi Kutsuttu')).toBeVisible();
    await expect(within(invited).getByText('18.11.2026')).toBeVisible();
    await expect(within(invited).getByRole('button', { name: t('company.invitations.resend') })).toBeEnabled();
  },
};

export const AccountUsersEmpty: Story = {
  parameters: {
    route: route('account_users'),
    msw: { handlers: { accountUsers: [typedGet('/account_users/', { count: 0, results: [] })] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findAllByText(t('common.empty'))).toHaveLength(2);
  },
};

export const AccountUsersLoading: Story = {
  parameters: {
    route: route('account_users'),
    msw: { handlers: { accountUsers: [pendingGet('/account_users/')] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const spinners = await canvas.findAllByRole('status');
    await expect(spinners[0]).toHaveTextContent(t('common.loading'));
    // while loading, neither list claims to be empty
    await expect(canvas.queryByText(t('common.empty'))).toBeNull();
  },
};

export const AccountUsersLoadFailed: Story = {
  parameters: {
    route: route('account_users'),
    msw: {
      handlers: {
        accountUsers: [typedResponse('get', '/account_users/', 400, { detail: 'Käyttäjiä ei voitu hakea.' })],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Käyttäjiä ei voitu hakea.');
    // a failed load is not shown as an empty list
    await expect(canvas.queryByText(t('common.empty'))).toBeNull();
  },
};

/** Editing a company keeps its invoicing type: an e-invoicing company opens with e-invoicing selected. */
export const AccountCompaniesEdit: Story = {
  parameters: {
    route: route('account_companies'),
    msw: { handlers: { companies: [typedGet('/companies/', [company])] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.edit') }));
    const dialog = within(await canvas.findByRole('dialog', { name: t('account.companies.editTitle') }));
    await expect(dialog.getByRole('radio', { name: t('common.invoicing.einvoice') })).toBeChecked();
    await expect(dialog.getByLabelText(t('common.invoicing.einvoiceAddress'))).toBeVisible();
    await expect(dialog.getByLabelText(t('company.fields.name'))).toHaveValue(company.name);
  },
};
