import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { pendingGet, typedResponse } from '../../../mocks/api';
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
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('auth.register.step1') })).toBeVisible();
    // no city to choose yet: only the placeholder option
    await expect(within(canvas.getByLabelText(t('auth.register.city'))).getAllByRole('option')).toHaveLength(1);
  },
};

export const RegistrationStepErrors: Story = {
  parameters: { route: authRoute(paths.auth.register.href()) },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    await userEvent.type(await canvas.findByLabelText(t('auth.register.businessId')), '1234567');
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));
    await expect(await canvas.findByText(t('validation.businessId'))).toBeVisible();
    await expect(canvas.getAllByText(t('validation.required')).length).toBeGreaterThan(0);
    // still on step 1
    await expect(canvas.getByRole('heading', { level: 2, name: t('auth.register.step1') })).toBeVisible();
  },
};

export const RegistrationCompleted: Story = {
  parameters: { route: authRoute(paths.auth.register.href()) },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyText(globals);
    const type = async (label: string, text: string) => userEvent.type(canvas.getByLabelText(label), text);
    await type(t('auth.register.companyName'), 'Maijan Autot Oy');
    await type(t('auth.register.businessId'), '7654321-0');
    await type(t('auth.register.streetAddress'), 'Hämeenkatu 10');
    await type(t('auth.register.postalCode'), '33100');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Tampere' })).toBeInTheDocument());
    await userEvent.selectOptions(canvas.getByLabelText(t('auth.register.city')), 'Tampere');
    await type(t('common.invoicing.einvoiceAddress'), '003776543210');
    await type(t('common.invoicing.operator'), 'OKOYFIHH');
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));

    await expect(await canvas.findByRole('heading', { level: 2, name: t('auth.register.step2') })).toBeVisible();
    await type(t('auth.fields.firstName'), 'Maija');
    await type(t('auth.fields.lastName'), 'Meikäläinen');
    await type(t('auth.fields.phone'), '+358401234567');
    await type(t('auth.fields.email'), 'maija@yritys.fi');
    await type(t('auth.fields.emailAgain'), 'maija@yritys.fi');
    await type(t('auth.fields.password'), 'Siirto!Demo2026');
    await type(t('auth.fields.passwordAgain'), 'Siirto!Demo2026');
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));

    await expect(await canvas.findByRole('heading', { level: 2, name: t('auth.register.step3') })).toBeVisible();
    await userEvent.click(canvas.getByLabelText(t('auth.register.agreeContract')));
    await userEvent.click(canvas.getByLabelText(t('auth.fields.agreeTerms')));
    await userEvent.click(canvas.getByRole('button', { name: t('common.continue') }));

    await expect(await canvas.findByRole('heading', { level: 2, name: t('auth.register.step4') })).toBeVisible();
    await expect(canvas.getByText('Maijan Autot Oy')).toBeVisible();
    await expect(canvas.getByText('Tampere')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('auth.register.complete') }));

    const dialog = await canvas.findByRole('dialog', { name: t('auth.register.successTitle') });
    await expect(within(dialog).getByText(t('auth.register.successText'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    const fi = activationText();
    await expect(await canvas.findByRole('heading', { level: 1, name: fi('auth.activation.title') })).toBeVisible();
    await expect(canvas.getByLabelText(fi('auth.fields.email'))).toHaveValue('maija@yritys.fi');
  },
};

/** The activation page is always in Finnish (spec 1 §2), whatever the story's locale. */
const activationText = () => storyText({ locale: 'fi' });

export const ActivationWrongPin: Story = {
  parameters: { route: authRoute(paths.auth.activation.href({ email: 'maija@yritys.fi' })) },
  play: async ({ canvas, userEvent }) => {
    const t = activationText();
    await expect(await canvas.findByLabelText(t('auth.fields.email'))).toHaveValue('maija@yritys.fi');
    await expect(canvas.getByText(t('auth.activation.note'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(t('auth.activation.pin')), '123456');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.activation.submit') }));
    await expect(await canvas.findByText('Virheellinen PIN-koodi.')).toBeVisible();
  },
};

export const ActivationPinFormat: Story = {
  parameters: { route: authRoute(paths.auth.activation.href({ email: 'maija@yritys.fi' })) },
  play: async ({ canvas, userEvent }) => {
    const t = activationText();
    await userEvent.type(await canvas.findByLabelText(t('auth.activation.pin')), '12a');
    await userEvent.click(canvas.getByRole('button', { name: t('auth.activation.submit') }));
    await waitFor(() => expect(canvas.getByText(t('validation.pin'))).toBeVisible());
  },
};
