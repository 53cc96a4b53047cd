import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Ei siirtoja',
    description: 'Et ole vielä tilannut yhtään ajoneuvosiirtoa. Luo ensimmäinen siirto, niin se näkyy tässä.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Shown when a list or view has nothing to show. Give a short `title`, an optional `description` and an `action` for the next step. The icon is decorative.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { action: <Button onClick={onCreate}>Luo siirto</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ei siirtoja' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const LongFinnishWords: Story = {
  args: {
    title: 'Hakuehdoilla ei löytynyt kuljetustilausvahvistuksia',
    description: 'Tarkista rajaukset: toimipistekohtainen ajoneuvonsiirtohistoria näytetään vain pääkäyttäjille.',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
