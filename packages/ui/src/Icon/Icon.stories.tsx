import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Icon, iconNames, iconSizes, iconTones } from './Icon';

const meta = {
  title: 'Media/Icon',
  component: Icon,
  parameters: {
    docs: {
      description: {
        component:
          'Siirto’s inline SVG icons (24 × 24, 2 px strokes, `currentColor`). Decorative by default (`aria-hidden`); give `label` when the icon alone carries meaning.',
      },
    },
  },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
  },
  args: { name: 'truck', size: 'large' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithLabel: Story = {
  args: { name: 'warning', tone: 'critical', label: 'Varoitus' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Varoitus' })).toBeVisible();
  },
};

export const AllIcons: Story = {
  render: (args) => (
    <Inline space="large">
      {iconNames.map((name) => (
        <Stack key={name} space="xsmall" align="center">
          <Icon {...args} name={name} />
          <Text size="xsmall" tone="muted">
            {name}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(iconNames.length);
  },
};
