import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { externalLinks, paths } from '../../../config/paths';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import HelpRoute from './HelpRoute';

/** The session loads before the screen shows; on a busy machine that takes longer than a find's default second. */
const screenLoad = { timeout: 10_000 };

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

export const Help: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('help.title') }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('help.email') })).toHaveAttribute(
      'href',
      `mailto:${t('help.email')}`,
    );
    await expect(canvas.getByRole('link', { name: t('help.phone') })).toHaveAttribute(
      'href',
      `tel:${t('help.phone').replace(/\s+/g, '')}`,
    );
    await expect(canvas.getByText(t('help.phoneLabel'))).toBeVisible();
    await expect(canvas.getByText(t('help.emailLabel'))).toBeVisible();
    const helpSite = canvas.getByRole('link', { name: t('help.openHelpSite') });
    await expect(helpSite).toHaveAttribute('target', '_blank');
    await expect(helpSite).toHaveAttribute('href', externalLinks.helpSite);
  },
};

export const HelpInEnglishOnPhone: Story = { ...Help, globals: { locale: 'en', viewport: { value: 'mobile' } } };
