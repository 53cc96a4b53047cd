import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, transportStates } from './StatusBadge';

const labels: Record<number, string> = {
  2: 'Luonnos',
  3: 'Julkaistu',
  31: 'Hinta laskettu',
  4: 'Hyväksytty',
  5: 'Noudettu',
  6: 'Toimitettu',
  7: 'Laskutettu',
  8: 'Peruttu',
  9: 'Hylätty',
};

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { state: 3, label: 'Julkaistu' },
  argTypes: { state: { control: 'select', options: transportStates } },
  parameters: {
    docs: {
      description: {
        component:
          'Shows a transport state. The tone follows spec 2 §4 (2 light, 3 and 31 primary, 4 and 5 warning, 6 success, 7 dark, 8 and 9 danger); the `label` is the state name from the app messages. Use `statusBadgeAppearance(state)` when another component needs the same tone.',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {transportStates.map((state) => (
        <StatusBadge key={state} state={state} label={labels[state] ?? String(state)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Luonnos').closest('[data-state]')).toHaveAttribute('data-state', '2');
    await expect(canvas.getByText('Peruttu').closest('[data-state]')).toHaveAttribute('data-state', '8');
    await expect(canvas.getAllByText(/./)).toHaveLength(transportStates.length);
  },
};

export const UnknownState: Story = { args: { state: 42, label: 'Tuntematon tila' } };

export const LongFinnishLabel: Story = {
  args: { state: 6, label: 'Osatoimitettu (paluukuljetus kesken)' },
};

export const DarkTheme: Story = { ...AllStates, globals: { theme: 'dark' } };
