import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './Timeline';

const meta = {
  title: 'Data display/Timeline',
  component: Timeline,
  args: {
    label: 'Siirron vaiheet',
    pointLabels: { filled: 'tapahtunut', empty: 'tulossa' },
    items: [
      { id: '1', title: 'Tilattu', time: '21.11.2026 14:02', dateTime: '2026-11-21T14:02', filled: true },
      {
        id: '2',
        title: 'Kuljettaja hyväksyi',
        time: '21.11.2026 16:45',
        dateTime: '2026-11-21T16:45',
        filled: true,
        description: 'Kuljettaja: Matti M.',
      },
      { id: '3', title: 'Noudettu', time: '24.11.2026 08:10', dateTime: '2026-11-24T08:10', filled: true },
      { id: '4', title: 'Perillä', time: 'viimeistään 24.11.2026 16:00', filled: false },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'A vertical list of events with times. `filled: true` draws a filled point (happened), `false` an empty one (upcoming); `pointLabels` gives screen readers the same information. Times arrive preformatted (dd.MM.yyyy HH:mm); add `dateTime` for a machine-readable value.',
      },
    },
  },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Siirron vaiheet' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('tapahtunut');
    await expect(items[3]).toHaveTextContent('tulossa');
    await expect(items[3]).toHaveAttribute('data-filled', 'false');
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongFinnishWordsMobile: Story = {
  args: {
    items: [
      {
        id: '1',
        title: 'Kuljetustilausvahvistus lähetetty',
        time: '21.11.2026 14:02',
        filled: true,
        description: 'Ajoneuvonkuljetusyhteistyösopimuksen mukaisesti.',
      },
      { id: '2', title: 'Luovutuspöytäkirja allekirjoitettu', filled: false },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
