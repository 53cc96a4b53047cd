import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Link, linkTones } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  parameters: {
    docs: {
      description: {
        component:
          'A text link, underlined so it does not rely on colour alone. `external` opens a new tab and shows an icon (give `externalLabel` for screen readers); `asChild` styles a router link.',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
  args: { href: '#rekisteroidy', children: 'Rekisteröidy' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Rekisteröidy' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const External: Story = {
  args: {
    href: 'https://example.com/kayttoehdot',
    external: true,
    externalLabel: '(avautuu uuteen välilehteen)',
    children: 'Käyttöehdot',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Käyttöehdot (avautuu uuteen välilehteen)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InText: Story = {
  render: (args) => (
    <Text as="p">
      Etkö ole vielä asiakas? <Link {...args} /> ja tilaa ensimmäinen ajoneuvonsiirtotilausvahvistus.
    </Text>
  ),
};

export const AsRouterLink: Story = {
  args: { asChild: true, children: <a href="#/dashboard/transports">Kuljetukset</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Kuljetukset' })).toHaveAttribute(
      'href',
      '#/dashboard/transports',
    );
  },
};
