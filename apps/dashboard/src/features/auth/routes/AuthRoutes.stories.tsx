import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { pendingGet, throttledResponse, typedGet, typedResponse } from '../../../mocks/api';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import AuthRoutes from './AuthRoutes';

const authRoute = (url: string) => ({ path: `${paths.auth.root.path}/*`, url });

const meta = {
  title: 'Screens/Auth',
  component: AuthRoutes,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    session: 'signedOut',
    route: authRoute(paths.auth.login.href()),
    msw: {
      handlers: {
        ...sessionHandlers,
        login: [
          typedResponse('post', '/token/', 401, { detail: 'No active account found with the given credentials' }),
        ],
        register: [typedResponse('post', '/companies/register/', 201, { id: 30, email: 'maija@yritys.fi' })],
        activate: [typedResponse('post', '/activate/', 400, { pin_code: ['Virheellinen PIN-koodi.'] })],
      },
    },
  },
} satisfies Meta<typeof AuthRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
    await expect(canvas.getByLabelText(t('auth.fields.email'))).toHaveValue('');
    await expect(canvas.getByRole('link', { name: t('auth.login.toRegister') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('auth.login.toForgot') })).toBeVisible();
  },
};

/** The `locale` toolbar global switches the screen's language: the English catalog, the same screen. */
export const LoginInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(t('auth.login.title')).toBe('Sign in');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('auth.login.submit') })).toBeEnabled();
  },
};

export const LoginRequiredFields: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('auth.login.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('validation.formErrors'));
    await expect(canvas.getAllByText(t('validation.required'))).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: t('auth.fields.email') })).toHaveFocus();
    // after a submit, each change checks again: the fixed field's error goes, the other's stays
    await userEvent.type(canvas.getByRole('textbox', { name: t('auth.fields.email') }), 'admin@demo.siirto.fi');
    await waitFor(() => expect(canvas.getAllByText(t('validation.required'))).toHaveLength(1));
  },
};

export const LoginWrongCredentials: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'aino@demo.siirto.fi');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), 'Vaara!Salasana1');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('auth.login.wrongCredentials'));
    await expect(alert).toHaveTextContent(t('auth.login.checkEmailOrPassword'));
  },
};

export const LoginEmailNotConfirmed: Story = {
  parameters: {
    msw: { handlers: { login: [typedResponse('post', '/token/', 401, { errorCode: 'EMAIL_NOT_CONFIRMED' })] } },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'uusi@demo.siirto.fi');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), 'Siirto!Demo2026');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('auth.login.emailNotConfirmed'));
    await expect(within(alert).getByRole('button', { name: t('auth.login.resendActivation') })).toBeEnabled();
  },
};

export const RegistrationCitiesLoading: Story = {
  parameters: {
    route: authRoute(paths.auth.register.href()),
    msw: { handlers: { cities: [pendingGet('/sk_locations/cities/')] } },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('auth.register.step1') })).toBeVisible();
    // no city to choose yet: the list opens empty
    const city = canvas.getByRole('combobox', { name: t('auth.register.city') });
    await expect(city).toHaveTextContent(t('common.choose'));
    await userEvent.click(city);
    await expect(await canvas.findByRole('listbox')).toBeVisible();
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
type Text = ReturnType<typeof storyText>;

const continueButton = (canvas: Canvas, t: Text) => canvas.getByRole('button', { name: t('common.continue') });
const stepTitle = {
  1: 'auth.register.step1',
  2: 'auth.register.step2',
  3: 'auth.register.step3',
  4: 'auth.register.step4',
} as const;
const stepHeading = (canvas: Canvas, t: Text, step: 1 | 2 | 3 | 4) =>
  canvas.findByRole('heading', { level: 2, name: t(stepTitle[step]) });

/** Fills steps 1-3 of the registration with valid values and opens the summary. */
async function fillRegistration(canvas: Canvas, userEvent: UserEvent, t: Text) {
  const type = async (label: string, text: string) => userEvent.type(canvas.getByLabelText(label), text);
  await expect(await stepHeading(canvas, t, 1)).toBeVisible();
  await type(t('auth.register.companyName'), 'Maijan Autot Oy');
  await type(t('auth.register.businessId'), '7654321-0');
  await type(t('auth.register.streetAddress'), 'Hämeenkatu 10');
  await type(t('auth.register.postalCode'), '33100');
  await userEvent.click(canvas.getByRole('combobox', { name: t('auth.register.city') }));
  await userEvent.click(await canvas.findByRole('option', { name: 'Tampere' }));
  await type(t('common.invoicing.einvoiceAddress'), '003776543210');
  await type(t('common.invoicing.operator'), 'OKOYFIHH');
  await userEvent.click(continueButton(canvas, t));

  await expect(await stepHeading(canvas, t, 2)).toBeVisible();
  await type(t('auth.fields.firstName'), 'Maija');
  await type(t('auth.fields.lastName'), 'Meikäläinen');
  await type(t('auth.fields.phone'), '+358401234567');
  await type(t('auth.fields.email'), 'maija@yritys.fi');
  await type(t('auth.fields.emailAgain'), 'maija@yritys.fi');
  await type(t('auth.fields.password'), 'Siirto!Demo2026');
  await type(t('auth.fields.passwordAgain'), 'Siirto!Demo2026');
  await userEvent.click(continueButton(canvas, t));

  await expect(await stepHeading(canvas, t, 3)).toBeVisible();
  await userEvent.click(canvas.getByRole('checkbox', { name: t('auth.register.agreeContract') }));
  await userEvent.click(canvas.getByRole('checkbox', { name: t('auth.fields.agreeTerms') }));
  await userEvent.click(continueButton(canvas, t));
  await expect(await stepHeading(canvas, t, 4)).toBeVisible();
}

/** Steps 1-3 are free to move among; the final validation goes back to the first step with errors. */
export const RegistrationFinalValidation: Story = {
  parameters: { route: authRoute(paths.auth.register.href()) },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.type(await canvas.findByLabelText(t('auth.register.businessId')), '1234567');
    await userEvent.click(continueButton(canvas, t));
    await expect(await stepHeading(canvas, t, 2)).toBeVisible();
    // the summary opens only once both agreements are ticked
    await expect(canvas.getByRole('tab', { name: new RegExp(t('auth.register.step4')) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: new RegExp(t('auth.register.step3')) }));
    await expect(await stepHeading(canvas, t, 3)).toBeVisible();
    // the company and superuser steps were left unfinished: neither is marked done
    for (const step of ['auth.register.step1', 'auth.register.step2'] as const)
      await expect(canvas.getByRole('tab', { name: new RegExp(t(step)) })).not.toHaveAccessibleName(
        new RegExp(t('auth.register.stepDone')),
      );
    await userEvent.click(continueButton(canvas, t));
    await expect(await canvas.findByText(t('validation.agreeContract'))).toBeVisible();
    await expect(canvas.getByText(t('validation.agreeTerms'))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('auth.register.agreeContract') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('auth.fields.agreeTerms') }));
    await userEvent.click(continueButton(canvas, t));
    await expect(await stepHeading(canvas, t, 4)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('auth.register.complete') }));
    await expect(await stepHeading(canvas, t, 1)).toBeVisible();
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent(t('validation.formErrors'));
    await expect(summary).toHaveTextContent(`${t('auth.register.businessId')}: ${t('validation.businessId')}`);
    // what was typed is still there, and the error stands beside its field
    const businessId = canvas.getByLabelText(t('auth.register.businessId'));
    await expect(businessId).toHaveValue('1234567');
    await expect(businessId).toHaveAccessibleDescription(expect.stringContaining(t('validation.businessId')));
    await expect(canvas.getByLabelText(t('auth.register.companyName'))).toHaveAccessibleDescription(
      expect.stringContaining(t('validation.required')),
    );
  },
};

export const RegistrationCompleted: Story = {
  parameters: { route: authRoute(paths.auth.register.href()) },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await fillRegistration(canvas, userEvent, t);
    await expect(canvas.getByText('Maijan Autot Oy')).toBeVisible();
    await expect(canvas.getByText('Tampere')).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: new RegExp(`${t('auth.register.step1')}.*${t('auth.register.stepDone')}`) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('auth.register.complete') }));

    const dialog = within(
      await screen.findByRole('dialog', { name: t('auth.register.successTitle') }, { timeout: 5_000 }),
    );
    await waitFor(() => expect(dialog.getByText(t('auth.register.successText'))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: t('common.ok') }));
    const fi = activationText();
    await expect(await canvas.findByRole('heading', { level: 1, name: fi('auth.activation.title') })).toBeVisible();
    await expect(canvas.getByLabelText(fi('auth.fields.email'))).toHaveValue('maija@yritys.fi');
  },
};

/** A server field error goes back to its step, beside its field, with everything typed kept. */
export const RegistrationServerFieldError: Story = {
  parameters: {
    route: authRoute(paths.auth.register.href()),
    msw: {
      handlers: {
        register: [typedResponse('post', '/companies/register/', 400, { email: ['Käyttäjä on jo olemassa.'] })],
      },
    },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await fillRegistration(canvas, userEvent, t);
    await userEvent.click(canvas.getByRole('button', { name: t('auth.register.complete') }));
    await expect(await stepHeading(canvas, t, 2)).toBeVisible();
    const email = canvas.getByLabelText(t('auth.fields.email'));
    await expect(email).toHaveValue('maija@yritys.fi');
    await expect(email).toHaveAccessibleDescription(expect.stringContaining('Käyttäjä on jo olemassa.'));
    await expect(canvas.getByLabelText(t('auth.fields.firstName'))).toHaveValue('Maija');
  },
};

/** The activation page is always in Finnish (spec 1 §2), whatever the story's locale. */
const activationText = () => storyText({ locale: 'fi' });
const pinDigit = (index: number) => activationText()('auth.activation.pinDigit', { index, count: 6 });

export const ActivationWrongPin: Story = {
  parameters: { route: authRoute(paths.auth.activation.href({ email: 'maija@yritys.fi' })) },
  play: async ({ canvas, userEvent }) => {
    const t = activationText();
    await expect(await canvas.findByLabelText(t('auth.fields.email'))).toHaveValue('maija@yritys.fi');
    await expect(canvas.getByText(t('auth.activation.note'))).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: pinDigit(1) }));
    await userEvent.keyboard('123456');
    await expect(canvas.getByRole('textbox', { name: pinDigit(6) })).toHaveValue('6');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.activation.submit') }));
    await expect(await canvas.findByText('Virheellinen PIN-koodi.')).toBeVisible();
  },
};

export const ActivationPinFormat: Story = {
  parameters: { route: authRoute(paths.auth.activation.href({ email: 'maija@yritys.fi' })) },
  play: async ({ canvas, userEvent }) => {
    const t = activationText();
    await userEvent.click(await canvas.findByRole('textbox', { name: pinDigit(1) }));
    await userEvent.keyboard('123');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.activation.submit') }));
    await waitFor(() => expect(canvas.getByText(t('validation.pin'))).toBeVisible());
  },
};

export const ForgotPasswordSent: Story = {
  parameters: {
    route: authRoute(paths.auth.forgot.href()),
    msw: {
      handlers: {
        forgot: [
          typedResponse('post', '/send_password_reset_confirmation/', 200, { detail: 'Password reset e-mail sent' }),
        ],
      },
    },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    // the page's code loads when it is opened: on a busy machine that can take more than a second
    await expect(await canvas.findByRole('link', { name: t('auth.backToLogin') }, { timeout: 10_000 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(t('auth.fields.email')), 'maija@yritys.fi');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgot.submit') }));
    // the toast shows once the toaster's code has loaded (it loads after the first page)
    await waitFor(() => expect(screen.getByText(t('auth.forgot.sent'))).toBeVisible(), { timeout: 10_000 });
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(paths.dashboard.users.href());
  },
};

export const ForgotPasswordFieldError: Story = {
  parameters: {
    route: authRoute(paths.auth.forgot.href()),
    msw: {
      handlers: {
        forgot: [
          typedResponse('post', '/send_password_reset_confirmation/', 400, { email: ['Käyttäjää ei löytynyt.'] }),
        ],
      },
    },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    const email = await canvas.findByLabelText(t('auth.fields.email'));
    await userEvent.type(email, 'tuntematon@yritys.fi');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgot.submit') }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('Käyttäjää ei löytynyt.')));
    await expect(email).toHaveValue('tuntematon@yritys.fi');
  },
};

const invitationDetails = {
  id: 7,
  first_name: 'Ville',
  last_name: 'Virtanen',
  email: 'ville@demo.siirto.fi',
  company_name: 'Demo Kuljetus Oy',
  business_identity_code: '1234567-8',
};

export const InvitationForm: Story = {
  parameters: {
    route: authRoute(paths.auth.invitation.href('kutsu-123')),
    msw: { handlers: { invitation: [typedGet('/companies/invitations/details/', invitationDetails)] } },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('auth.invitation.intro', { company: 'Demo Kuljetus Oy' }))).toBeVisible();
    const email = canvas.getByLabelText(t('auth.fields.email'));
    await waitFor(() => expect(email).toHaveValue('ville@demo.siirto.fi'));
    await expect(email).toBeDisabled();
    await expect(canvas.getByLabelText(t('auth.fields.firstName'))).toHaveValue('Ville');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.invitation.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('validation.formErrors'));
    await expect(canvas.getByRole('checkbox', { name: t('auth.fields.agreeTerms') })).toHaveAccessibleDescription(
      expect.stringContaining(t('validation.agreeTerms')),
    );
  },
};

export const InvitationAcceptedInAnotherSession: Story = {
  parameters: {
    route: authRoute(paths.auth.invitation.href('kutsu-123')),
    msw: {
      handlers: {
        invitation: [
          typedGet('/companies/invitations/details/', invitationDetails),
          typedResponse('post', '/companies/invitations/register/', 201, {
            access: 'kutsutun-access',
            refresh: 'kutsutun-refresh',
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    // the browser held someone else's session: it is gone before the invitee types anything
    await waitFor(() => expect(canvas.getByLabelText(t('auth.fields.email'))).toHaveValue('ville@demo.siirto.fi'));
    await expect(localStorage.getItem('accessToken')).toBeNull();
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), 'Siirto!Demo2026');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.passwordAgain')), 'Siirto!Demo2026');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('auth.fields.agreeTerms') }));
    await userEvent.click(canvas.getByRole('button', { name: t('auth.invitation.submit') }));
    // signed in as the invitee, whose tokens survive the page being shown again while the session loads
    await expect(await canvas.findByTestId('story-location', {}, { timeout: 5000 })).toHaveTextContent(
      paths.dashboard.frontpage.href(),
    );
    await expect(localStorage.getItem('accessToken')).toBe('kutsutun-access');
    await expect(localStorage.getItem('refreshToken')).toBe('kutsutun-refresh');
  },
};

export const InvitationLookupFailed: Story = {
  parameters: {
    route: authRoute(paths.auth.invitation.href('vanha-kutsu')),
    msw: {
      handlers: {
        invitation: [
          typedResponse('get', '/companies/invitations/details/', 400, { invitation_token: ['Kutsu ei ole voimassa'] }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('auth.invitation.lookupFailed'));
    await expect(alert).toHaveTextContent('Kutsu ei ole voimassa');
    await expect(canvas.queryByRole('button', { name: t('auth.invitation.submit') })).not.toBeInTheDocument();
  },
};

/** A throttled sign-in (429, Retry-After 50): the app's own text with the wait, never "wrong password". */
export const LoginThrottled: Story = {
  parameters: { msw: { handlers: { login: [throttledResponse('post', '/token/', 50)] } } },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email')), 'aino@demo.siirto.fi');
    await userEvent.type(canvas.getByLabelText(t('auth.fields.password')), 'Vaara!Salasana1');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.login.submit') }));
    await expect(await canvas.findByText(t('errors.throttled', { seconds: 50 }))).toBeVisible();
    await expect(canvas.queryByText(t('auth.login.wrongCredentials'))).toBeNull();
    await expect(canvas.queryByText(/Request was throttled/)).toBeNull();
  },
};

export const LoginThrottledInEnglish: Story = { ...LoginThrottled, globals: { locale: 'en' } };

export const ForgotPasswordThrottled: Story = {
  parameters: {
    route: authRoute(paths.auth.forgot.href()),
    msw: { handlers: { forgot: [throttledResponse('post', '/send_password_reset_confirmation/', 42)] } },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    // the forgot-password page is a lazily loaded chunk with its texts: in the full storybook run on 2 cores it takes
    // seconds to arrive (the same wait as the other forgot-password story)
    await userEvent.type(await canvas.findByLabelText(t('auth.fields.email'), {}, { timeout: 10_000 }), 'a@b.fi');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgot.submit') }));
    await expect(await canvas.findByText(t('errors.throttled', { seconds: 42 }))).toBeVisible();
    await expect(canvas.queryByText(/Request was throttled/)).toBeNull();
  },
};

/** A throttled invitation link: it says to wait, not that the invitation was not found. */
export const InvitationLinkThrottled: Story = {
  parameters: {
    route: authRoute(paths.auth.invitation.href('kutsu-123')),
    msw: { handlers: { invitation: [throttledResponse('get', '/companies/invitations/details/', 30)] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('errors.throttled', { seconds: 30 }))).toBeVisible();
    await expect(canvas.queryByText(t('auth.invitation.lookupFailed'))).toBeNull();
    await expect(canvas.queryByText(/Request was throttled/)).toBeNull();
  },
};
