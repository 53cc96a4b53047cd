import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { externalLinks, paths } from '../../../config/paths';
import { typedGet } from '../../../mocks/api';
import { enums } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import HelpRoute from './HelpRoute';
import { screenLoad } from '../../../mocks/screen-load';

const meta = {
  title: 'Screens/Help',
  component: HelpRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.help.path, url: paths.dashboard.help.href() },
    msw: { handlers: sessionHandlers },
  },
} satisfies Meta<typeof HelpRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The support line as the server manages it (config/support.ts: no VITE_SUPPORT_* set in Storybook). */
const supportTexts = [
  { key: 'support.phone', value_fi: '+358 20 123 4567', value_en: '+358 20 123 4567' },
  { key: 'support.email', value_fi: 'tuki@siirto.fi', value_en: 'support@siirto.fi' },
];

export const Help: Story = {
  parameters: { msw: { handlers: { enums: [typedGet('/enums/', { ...enums, translations: supportTexts })] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const email = globals.locale === 'en' ? 'support@siirto.fi' : 'tuki@siirto.fi';
    await expect(await canvas.findByRole('heading', { level: 1, name: t('help.title') }, screenLoad)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(canvas.getByRole('link', { name: '+358 20 123 4567' })).toHaveAttribute('href', 'tel:+358201234567');
    await expect(canvas.getByText(t('help.phoneLabel'))).toBeVisible();
    await expect(canvas.getByText(t('help.emailLabel'))).toBeVisible();
    const helpSite = canvas.getByRole('link', { name: t('help.openHelpSite') });
    await expect(helpSite).toHaveAttribute('target', '_blank');
    await expect(helpSite).toHaveAttribute('href', externalLinks.helpSite);
  },
};

export const HelpInEnglishOnPhone: Story = { ...Help, globals: { locale: 'en', viewport: { value: 'mobile' } } };

/** No support contact configured anywhere: no empty phone or e-mail rows, the help site stays. */
export const NoSupportContacts: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('help.title') }, screenLoad)).toBeVisible();
    await expect(canvas.queryByText(t('help.phoneLabel'))).toBeNull();
    await expect(canvas.queryByText(t('help.emailLabel'))).toBeNull();
    await expect(canvas.getByRole('link', { name: t('help.openHelpSite') })).toBeVisible();
  },
};
