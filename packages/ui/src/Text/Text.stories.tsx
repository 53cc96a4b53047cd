import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  parameters: {
    docs: {
      description: {
        component:
          'Body text. `tone` is semantic (muted, critical, positive...), `size` follows the type scale, `tabularNumbers` aligns prices and times. Long words wrap instead of overflowing.',
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  args: { children: 'Kuljetus noudetaan arkisin klo 8–16.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {textTones
        .filter((tone) => tone !== 'inherit')
        .map((tone) => (
          <Text key={tone} {...args} tone={tone}>
            {tone}: {args.children}
          </Text>
        ))}
    </Stack>
  ),
};

export const LongFinnishWordOnMobile: Story = {
  args: { as: 'p', children: 'Ajoneuvonsiirtotilausvahvistusviestinlähetysjärjestelmäkokonaisuus' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Ajoneuvonsiirto/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Truncated: Story = {
  args: { truncate: true, as: 'div', style: { width: 160 }, children: 'Ajoneuvonsiirtotilausvahvistus' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Ajoneuvonsiirtotilausvahvistus');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};
