import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  parameters: {
    docs: {
      description: {
        component: 'Multi-line text such as additional information for the driver. Grows with its text (`autoresize`).',
      },
    },
  },
  args: { label: 'Lisätiedot kuljettajalle', name: 'notes', onChange: fn() },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Lisätiedot kuljettajalle' });
    await userEvent.click(textarea);
    await userEvent.keyboard('Avaimet ovat vastaanotossa.{Enter}Soita ennen noutoa.');
    await expect(textarea).toHaveValue('Avaimet ovat vastaanotossa.\nSoita ennen noutoa.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Enintään 200 merkkiä', defaultValue: 'Ajoneuvonsiirtotilausvahvistus '.repeat(8) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ei muokattavissa' } };

export const Mobile: Story = {
  args: { description: 'Näkyy kuljettajalle ajoneuvonsiirtotilausvahvistuksessa.' },
  globals: { viewport: { value: 'mobile' } },
};
