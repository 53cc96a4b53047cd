import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeEmphases, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Julkaistu', tone: 'info', emphasis: 'subtle' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
    size: { control: 'inline-radio', options: badgeSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short status label. Pick a semantic `tone` (neutral, info, positive, caution, critical) and an `emphasis`: `subtle` for quiet metadata, `solid` for strong statuses. The label text is the meaning; colour only supports it. For a status the app tones (such as a transport state) use `StatusBadge`.',
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Julkaistu')).toBeVisible();
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {badgeEmphases.map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} emphasis={emphasis}>
              {tone} {emphasis}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/subtle|solid/)).toHaveLength(10);
  },
};

export const LongFinnishWord: Story = {
  args: { children: 'Kuljetusyhtiöneuvottelukunnanpuheenjohtaja', tone: 'caution', emphasis: 'solid' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText(/Kuljetusyhtiö/).parentElement!;
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

export const Small: Story = { args: { size: 'small', children: 'Uusi' } };

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { children: 'Toimitettu', tone: 'positive' },
};

export const DarkTheme: Story = {
  ...AllTones,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  },
};
