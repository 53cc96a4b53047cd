import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const cities = [
  { value: '1', label: 'Helsinki' },
  { value: '2', label: 'Espoo' },
  { value: '3', label: 'Tampere' },
  { value: '4', label: 'Vantaa' },
  { value: '5', label: 'Oulu' },
  { value: '6', label: 'Turku' },
  { value: '7', label: 'Jyväskylä', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  parameters: {
    docs: {
      description: {
        component:
          'One option from a list (Ark Select): arrow keys, type-ahead, Enter and Escape. `onValueChange` gets the value or `null`; the hidden native select carries `name` in forms. The list renders inside the theme (no portal), positioned `fixed` so dialogs do not clip it.',
      },
    },
  },
  args: { label: 'Kaupunki', name: 'company_city_id', options: cities, placeholder: 'Valitse', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Kaupunki' });
    await expect(trigger).toHaveTextContent('Valitse');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3');
    await expect(trigger).toHaveTextContent('Tampere');
  },
};

export const WithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kaupunki' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Oulu' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('5');
    // the listbox leaves the document once its closing transition has run
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Valitse kaupunki' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Kaupunki/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining('Valitse kaupunki'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const Empty: Story = { args: { options: [], placeholder: 'Ei vaihtoehtoja' } };

export const LongOptionsOnMobile: Story = {
  args: {
    label: 'Toimipaikka',
    options: [
      { value: 'a', label: 'Ajoneuvonsiirtotilausvahvistuskeskus, Pääkaupunkiseutu' },
      { value: 'b', label: 'Pirkanmaan logistiikkakeskus' },
    ],
    defaultValue: 'a',
  },
  globals: { viewport: { value: 'mobile' } },
};
