import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, segmentedControlSizes } from './SegmentedControl';

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  parameters: {
    docs: {
      description: {
        component:
          'A compact switch between 2–5 short options (Ark SegmentGroup), such as creator All / Me in the transport filters. Keyboard: Tab to the group, arrow keys to choose.',
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: segmentedControlSizes } },
  args: {
    label: 'Tilaaja',
    options: [
      { value: 'all', label: 'Kaikki' },
      { value: 'me', label: 'Minä' },
    ],
    defaultValue: 'all',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Kaikki' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Minä' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('me');
  },
};

export const SmallHiddenLabel: Story = {
  args: {
    size: 'small',
    hideLabel: true,
    label: 'Hinnasto',
    options: [
      { value: '2', label: 'Normaali' },
      { value: '17', label: 'Kiinteä erikoishinta' },
    ],
    defaultValue: '17',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Kiinteä erikoishinta' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const FullWidthLongWordsOnMobile: Story = {
  args: {
    fullWidth: true,
    options: [
      { value: 'pickup', label: 'Noutopaikka' },
      { value: 'delivery', label: 'Ajoneuvonsiirtotilausvahvistus' },
      { value: 'both', label: 'Molemmat' },
    ],
    defaultValue: 'pickup',
  },
  globals: { viewport: { value: 'mobile' } },
};
