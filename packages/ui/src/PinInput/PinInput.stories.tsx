import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinInput } from './PinInput';

const meta = {
  title: 'Forms/PinInput',
  component: PinInput,
  parameters: {
    docs: {
      description: {
        component:
          'The six-digit activation code (Ark PinInput). Digits only; typing moves to the next box, Backspace goes back, pasting fills all boxes; `onValueComplete` fires when all are filled. Each box is named by `inputLabel(index, length)`.',
      },
    },
  },
  args: {
    label: 'Vahvistuskoodi',
    description: 'Koodi on voimassa 20 minuuttia. Tarkista myös roskaposti.',
    name: 'pin_code',
    inputLabel: (index, length) => `Numero ${index + 1} / ${length}`,
    onValueChange: fn(),
    onValueComplete: fn(),
  },
} satisfies Meta<typeof PinInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Numero 1 / 6' });
    await userEvent.click(first);
    await userEvent.keyboard('123');
    await expect(canvas.getByRole('textbox', { name: 'Numero 3 / 6' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'Numero 4 / 6' })).toHaveFocus();
    await userEvent.keyboard('456');
    await expect(args.onValueComplete).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345');
  },
};

export const WithError: Story = {
  args: { defaultValue: '123', error: 'PIN-koodin tulee olla 6 numeroa' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Numero 1 / 6' })).toHaveAccessibleDescription(
      expect.stringContaining('PIN-koodin tulee olla 6 numeroa'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '123456' },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('textbox')) await expect(box).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
