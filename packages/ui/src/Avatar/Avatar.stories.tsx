import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0a58a5"/><circle cx="20" cy="16" r="7" fill="#e6f0fb"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#e6f0fb"/></svg>',
  );

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Matti Meikäläinen' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'A person’s photo (Ark Avatar) with initials as the fallback while loading or when `src` is empty. `name` is the accessible name; set `decorative` when the name is written beside the avatar (e.g. in chat).',
      },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Matti Meikäläinen' });
    await expect(avatar).toHaveTextContent('MM');
  },
};

export const WithPhoto: Story = {
  args: { src: photo, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Matti Meikäläinen' })).toBeVisible();
  },
};

export const BrokenPhoto: Story = {
  args: { src: '/does-not-exist.png', name: 'Äänekosken Autokuljetus' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ÄA')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
