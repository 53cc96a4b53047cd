import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../../config/paths';
import { expect, waitFor, within } from 'storybook/test';
import { throttledResponse, typedResponse } from '../../../mocks/api';
import { activateInvitedHandler, sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import AuthRoutes from './AuthRoutes';

/** The account-user invitation page as the app mounts it: inside the auth area, opened from the mailed link. */
const invitationRoute = (url: string) => ({ path: '/auth/*', url });
const TOKEN = 'kutsu-123';
const PASSWORD = 'Oma!Salasana42';

/** The bodies the page sent to POST /activate_invitated/, newest last. */
const sentBodies: unknown[] = [];
const recordingActivation = typedResponse('post', '/activate_invitated/', 200, async (request) => {
  sentBodies.push(await request.clone().json());
  return { access: 'invitee-access-token', refresh: 'invitee-refresh-token' };
});

const meta = {
  title: 'Screens/Auth/Account invitation',
  component: AuthRoutes,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    session: 'signedOut',
    route: invitationRoute(`${paths.auth.accountInvitation.path}?token=${TOKEN}`),
    msw: { handlers: { ...sessionHandlers, activateInvited: [activateInvitedHandler] } },
  },
} satisfies Meta<typeof AuthRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names and a password, then the invitee is signed in with the answered tokens and goes to the frontpage. */
export const Activates: Story = {
  parameters: { msw: { handlers: { activateInvited: [recordingActivation] } } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('auth.accountInvitation.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('auth.accountInvitation.intro'))).toBeVisible();
    // every password rule shows as a checklist, each ticked as the password meets it
    const rules = canvas.getByRole('list', { name: t('common.password.rules') });
    await expect(within(rules).getAllByRole('img', { name: t('common.password.ruleNotMet') })).toHaveLength(6);
    await userEvent.type(canvas.getByLabelText(t('auth.fields.firstName')), 'Kaisa');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.lastName')), 'Kutsuttu');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), 'abc');
    const rule = (id: 'passwordNumber' | 'passwordLowercase') =>
      within(
        within(rules)
          .getByText(t(`validation.${id}`))
          .closest('li') ?? rules,
      );
    await expect(rule('passwordLowercase').getByRole('img', { name: t('common.password.ruleMet') })).toBeVisible();
    await expect(rule('passwordNumber').getByRole('img', { name: t('common.password.ruleNotMet') })).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(t('auth.fields.password')));
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), PASSWORD);
    await expect(within(rules).getAllByRole('img', { name: t('common.password.ruleMet') })).toHaveLength(6);
    await userEvent.type(canvas.getByLabelText(t('auth.fields.passwordAgain')), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.accountInvitation.submit') }));

    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/dashboard/frontpage');
    await expect(sentBodies.at(-1)).toEqual({
      first_name: 'Kaisa',
      last_name: 'Kutsuttu',
      token: TOKEN,
      password: PASSWORD,
    });
    await expect(localStorage.getItem('accessToken')).toBe('invitee-access-token');
    await expect(localStorage.getItem('refreshToken')).toBe('invitee-refresh-token');
  },
};

/** The same page in English (the `locale` toolbar global). */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(t('auth.accountInvitation.title')).toBe('Activate your user account');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Activate your user account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activate' })).toBeEnabled();
  },
};

/** Spec 1 §5: required names, the password rules and the repeat, checked before anything is sent. */
export const ValidationErrors: Story = {
  parameters: { msw: { handlers: { activateInvited: [recordingActivation] } } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    const sentBefore = sentBodies.length;
    const submit = await canvas.findByRole('button', { name: t('auth.accountInvitation.submit') });
    await userEvent.click(submit);
    await expect(await canvas.findByText(t('validation.formErrors'))).toBeVisible();
    await expect(canvas.getAllByText(t('validation.required'))).toHaveLength(4);

    await userEvent.type(canvas.getByLabelText(t('auth.fields.firstName')), 'Kaisa');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.lastName')), 'Kutsuttu');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), 'lyhyt');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.passwordAgain')), 'jotain muuta');
    await userEvent.click(submit);
    // beside the field (the checklist under it lists the same rule)
    await waitFor(() =>
      expect(canvas.getByLabelText(t('auth.fields.password'))).toHaveAccessibleDescription(
        expect.stringContaining(t('validation.passwordMinLength')),
      ),
    );
    await expect(canvas.getByText(t('validation.passwordsDoNotMatch'))).toBeVisible();
    await expect(canvas.getByLabelText(t('auth.fields.password'))).toHaveAttribute('aria-invalid', 'true');
    await expect(sentBodies.length).toBe(sentBefore);
  },
};

/** A used, expired or unknown invitation: the spec's failure title, why, and the way to sign in; no form. */
export const InvalidToken: Story = {
  parameters: {
    msw: {
      handlers: {
        activateInvited: [typedResponse('post', '/activate_invitated/', 400, { token: ['Kutsu ei ole voimassa'] })],
      },
    },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.firstName')), 'Kaisa');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.lastName')), 'Kutsuttu');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), PASSWORD);
    await userEvent.type(canvas.getByLabelText(t('auth.fields.passwordAgain')), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.accountInvitation.submit') }));

    await expect(await canvas.findByText(t('auth.invitation.activationFailed'))).toBeVisible();
    await expect(canvas.getByText(t('auth.accountInvitation.invalidToken', { days: 7 }))).toBeVisible();
    await expect(canvas.queryByLabelText(t('auth.fields.password'))).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: t('auth.accountInvitation.toLogin') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
  },
};

/** A link without its token: explained at once, nothing to fill in. */
export const MissingToken: Story = {
  parameters: { route: invitationRoute(paths.auth.accountInvitation.path) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('auth.accountInvitation.missingToken'))).toBeVisible();
    await expect(canvas.getByText(t('auth.invitation.activationFailed'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('auth.accountInvitation.submit') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('auth.accountInvitation.toLogin') })).toBeVisible();
  },
};

/** A server answer the page cannot place on a field (throttled) shows as the form's general message. */
export const Throttled: Story = {
  parameters: {
    msw: {
      handlers: {
        activateInvited: [throttledResponse('post', '/activate_invitated/', 45)],
      },
    },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.firstName')), 'Kaisa');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.lastName')), 'Kutsuttu');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), PASSWORD);
    await userEvent.type(canvas.getByLabelText(t('auth.fields.passwordAgain')), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.accountInvitation.submit') }));
    // the app's own words with the wait from Retry-After, not the server's
    await expect(await canvas.findByText(t('errors.throttled', { seconds: 45 }))).toBeVisible();
    await expect(canvas.queryByText(/Request was throttled/)).toBeNull();
    // nothing typed is lost
    await expect(canvas.getByLabelText(t('auth.fields.firstName'))).toHaveValue('Kaisa');
  },
};

/** Links mailed before the page existed (/auth/activate_invitated?token=…) open the same page with their token. */
export const OldLinkPath: Story = {
  parameters: {
    route: invitationRoute(`/auth/activate_invitated?token=vanha-456`),
    msw: { handlers: { activateInvited: [recordingActivation] } },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.firstName')), 'Ville');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.lastName')), 'Vanha');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), PASSWORD);
    await userEvent.type(canvas.getByLabelText(t('auth.fields.passwordAgain')), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.accountInvitation.submit') }));
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/dashboard/frontpage');
    await expect(sentBodies.at(-1)).toMatchObject({ token: 'vanha-456' });
  },
};

/** Someone's stored session (an admin opening the link in their own browser) is cleared: the invitee acts alone. */
export const ClearsAnotherSession: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByLabelText(t('auth.fields.firstName'))).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBeNull());
    await expect(localStorage.getItem('refreshToken')).toBeNull();
  },
};
