import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, type StatusTone, statusTones } from './StatusBadge';

/** One label per tone, as the dashboard uses them for transport states. */
const labels: Record<StatusTone, string> = {
  neutral: 'Luonnos',
  info: 'Julkaistu',
  caution: 'Kuljetuksessa',
  positive: 'Toimitettu',
  dark: 'Laskutettu',
  critical: 'Peruttu',
};

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { tone: 'info', label: 'Julkaistu' },
  argTypes: { tone: { control: 'select', options: statusTones } },
  parameters: {
    docs: {
      description: {
        component:
          "Shows a status with a `tone` and a `label`, both from the app: ui knows no transport states. `neutral` is the light badge, `dark` a filled neutral, the others filled in their colour. The dashboard takes a transport state's tone from the domain (`transportStateTone`: 2 neutral, 3 and 31 info, 4 and 5 caution, 6 positive, 7 dark, 8 and 9 critical). Use `statusToneAppearance(tone)` when another component needs the same look.",
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statusTones.map((tone) => (
        <StatusBadge key={tone} tone={tone} label={labels[tone]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Luonnos').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByText('Peruttu').closest('[data-tone]')).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.getAllByText(/./)).toHaveLength(statusTones.length);
  },
};

export const LongFinnishLabel: Story = {
  args: { tone: 'positive', label: 'Osatoimitettu (paluukuljetus kesken)' },
};

export const DarkTheme: Story = { ...AllTones, globals: { theme: 'dark' } };
