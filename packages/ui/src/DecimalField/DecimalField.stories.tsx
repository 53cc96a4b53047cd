import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DecimalField } from './DecimalField';

const meta = {
  title: 'Forms/DecimalField',
  component: DecimalField,
  parameters: {
    docs: {
      description: {
        component:
          'Digits with an optional `.` or `,` fraction (spec). Other characters are refused as they are typed or pasted; `maxFractionDigits` limits decimals. The value is a string: convert with `parseDecimal`.',
      },
    },
  },
  args: { label: 'Hinta', name: 'price', suffix: '€', maxFractionDigits: 2 },
} satisfies Meta<typeof DecimalField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Hinta' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1a2x,5e67');
    await expect(input).toHaveValue('12,56');
  },
};

export const DotSeparator: Story = {
  args: { label: 'Matka', suffix: 'km', maxFractionDigits: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Matka' });
    await userEvent.type(input, '12.5.3');
    await expect(input).toHaveValue('12.53');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Pakollinen tieto' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '149,90' } };
