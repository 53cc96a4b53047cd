import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { pendingGet, typedGet, typedResponse } from '../../../mocks/api';
import { account, accountUsers, basicLicence, company, me } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import AccountRoute from './AccountRoute';

/** Dialogs are portalled out of the story's root, which they hide from assistive technology. */
const screen = within(document.body);

/** The dialog once it sits in the theme root (it is portalled there after its first render). */
async function findDialog(name: string) {
  // a loaded machine can take more than a second to open a dialog
  await waitFor(() => expect(screen.getByRole('dialog', { name }).closest('[data-theme]')).not.toBeNull(), {
    timeout: 5_000,
  });
  const dialog = screen.getByRole('dialog', { name });
  // the dialog fades in: its texts are checked once it has opened, not in the first frame of its fade (opacity 0)
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return within(dialog);
}

const route = (tab: 'user_account' | 'account_users' | 'account_companies' | 'account_subscription') => ({
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
    const dialog = await findDialog(t('account.companies.editTitle'));
    await expect(dialog.getByRole('radio', { name: t('common.invoicing.einvoice') })).toBeChecked();
    // visible once the dialog's opening transition has ended
    await waitFor(() => expect(dialog.getByLabelText(t('common.invoicing.einvoiceAddress'))).toBeVisible());
    await expect(dialog.getByLabelText(t('company.fields.name'))).toHaveValue(company.name);
  },
};

/** The invite and edit dialogs share the role and portfolio fields; an edit needs at least one portfolio. */
export const AccountUsersInviteAndEdit: Story = {
  parameters: { route: route('account_users') },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('company.users.invite') }));
    const invite = await findDialog(t('account.users.inviteTitle'));
    await userEvent.click(invite.getByRole('button', { name: t('company.users.sendInvite') }));
    await expect(await invite.findByText(t('validation.formErrors'))).toBeVisible();
    await expect(invite.getByRole('combobox', { name: t('account.users.role') })).toBeVisible();
    await expect(invite.getByRole('checkbox', { name: company.name })).not.toBeChecked();
    await userEvent.click(invite.getByRole('button', { name: t('common.cancel') }));

    const activated = canvas.getByRole('table', { name: t('account.users.activated') });
    await userEvent.click(within(activated).getByRole('button', { name: t('common.edit') }));
    const edit = await findDialog(t('account.users.editTitle'));
    await expect(edit.getByLabelText(t('auth.fields.email'))).toHaveValue(me.username);
    const portfolio = edit.getByRole('checkbox', { name: company.name });
    await expect(portfolio).toBeChecked();
    await userEvent.click(portfolio);
    await userEvent.click(edit.getByRole('button', { name: t('common.save') }));
    await expect(await edit.findByText(t('validation.portfolio'))).toBeVisible();
  },
};

/** With the licence's user limit reached, inviting opens the licence dialog instead. */
export const AccountUsersAtLicenceLimit: Story = {
  parameters: {
    route: route('account_users'),
    msw: {
      handlers: {
        account: [typedGet('/accounts/me/', { ...account, license_obj: { ...basicLicence, limit_users: 2 } })],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await within(await canvas.findByRole('table', { name: t('account.users.activated') })).findByText(me.full_name);
    await userEvent.click(canvas.getByRole('button', { name: t('company.users.invite') }));
    const licence = await findDialog(t('licence.fullTitle'));
    // it says what to do next: the limit is full, upgrade through support, and where the plan is
    // visible once the dialog's opening transition has ended
    await waitFor(() => expect(licence.getByText(t('licence.full', { limit: 2 }), { exact: false })).toBeVisible());
    await expect(licence.getByRole('link', { name: t('licence.toSubscription') })).toHaveAttribute(
      'href',
      paths.dashboard.other.href('account_subscription'),
    );
    await expect(screen.queryByRole('dialog', { name: t('account.users.inviteTitle') })).not.toBeInTheDocument();
  },
};

/**
 * The subscription's monthly price excluding VAT, with the VAT percent as the payment page prints it (49 € including
 * VAT 25.5 % is 39.04 € without): the Finnish decimal comma and one decimal, `ALV 0,0 %` (it was `ALV 0.0 %`).
 * (Testing Library reads the no-break spaces as spaces.)
 */
export const SubscriptionPrice: Story = {
  parameters: { route: route('account_subscription') },
  play: async ({ canvas }) => {
    // the session and the account load first: on a busy machine longer than a find's default second
    await expect(await canvas.findByText('39,04 € (ALV 0,0 %)', {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const SubscriptionPriceInEnglish: Story = {
  parameters: { route: route('account_subscription') },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    // the session and the account load first: on a busy machine longer than a find's default second
    await expect(await canvas.findByText('€39.04 (VAT 0.0%)', {}, { timeout: 10_000 })).toBeVisible();
  },
};
