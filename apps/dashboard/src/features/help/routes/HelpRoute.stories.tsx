import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../../../config/paths';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import HelpRoute from './HelpRoute';

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
    await expect(await canvas.findByRole('heading', { level: 1, name: t('help.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('help.email') })).toHaveAttribute(
      'href',
      `mailto:${t('help.email')}`,
    );
    await expect(canvas.getByRole('link', { name: t('help.openHelpSite') })).toHaveAttribute('target', '_blank');
  },
};
