import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Murupolku',
    items: [
      { label: 'Etusivu', href: '#/dashboard' },
      { label: 'Siirrot', href: '#/dashboard/transports' },
      { label: 'Siirto 10234' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'The path to the current page inside a labelled `nav`. The last item is the current page (`aria-current="page"`, not a link). Pass `linkComponent` to route links through react-router.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Murupolku' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText('Siirto 10234')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Etusivu' })).toHaveFocus();
  },
};

export const LongFinnishWordsMobile: Story = {
  args: {
    items: [
      { label: 'Etusivu', href: '#/' },
      { label: 'Yritystiedot', href: '#/company' },
      { label: 'Toimipistekohtaiset laskutusosoitteet', href: '#/company/billing' },
      { label: 'Kuljetusyhtiöneuvottelukunnan sopimus' },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
