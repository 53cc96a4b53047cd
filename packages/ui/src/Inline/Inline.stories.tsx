import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline, inlineAligns, inlineAlignYs } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  parameters: {
    docs: {
      description: {
        component:
          'A wrapping row with even space, for button rows and badges. `collapseBelow="tablet"` stacks the children full width on phones (768 px or less).',
      },
    },
  },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
  args: {
    space: 'small',
    children: [
      <Button key="1" tone="secondary">
        Peruuta
      </Button>,
      <Button key="2">Ajoneuvonsiirtotilausvahvistus</Button>,
    ],
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Peruuta' }).getBoundingClientRect();
    const confirm = canvas.getByRole('button', { name: 'Ajoneuvonsiirtotilausvahvistus' }).getBoundingClientRect();
    await expect(confirm.top).toBe(cancel.top);
    await expect(confirm.left).toBeGreaterThan(cancel.right);
  },
};

export const AlignRight: Story = { args: { align: 'right' } };

export const CollapsedOnMobile: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = canvas.getByRole('button', { name: 'Peruuta' }).getBoundingClientRect();
    const confirm = canvas.getByRole('button', { name: 'Ajoneuvonsiirtotilausvahvistus' }).getBoundingClientRect();
    await expect(confirm.top).toBeGreaterThan(cancel.bottom);
    await expect(confirm.width).toBe(cancel.width);
  },
};
