import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';

const options = [
  { value: '2', label: 'Verkkolasku', description: 'E-laskuosoite ja välittäjä' },
  { value: '5', label: 'Sähköposti', description: 'Lasku PDF:nä sähköpostiin' },
  { value: '9', label: 'Paperilasku', disabled: true },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few visible options (Ark RadioGroup). Tab enters the group, arrow keys move the selection. `onValueChange` gets the option value.',
      },
    },
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  args: { label: 'Laskutustapa', name: 'company_invoicing_type', options, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Verkkolasku/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Sähköposti/ })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('5');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', options: options.slice(0, 2) } };

export const WithError: Story = {
  args: { required: true, error: 'Valitse laskutustapa', description: 'Voit muuttaa laskutustapaa myöhemmin.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: /Laskutustapa/ })).toHaveAccessibleDescription(
      expect.stringContaining('Valitse laskutustapa'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '5' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { label: 'Ajoneuvonsiirtotilausvahvistuksen toimitustapa' },
  globals: { viewport: { value: 'mobile' } },
};
