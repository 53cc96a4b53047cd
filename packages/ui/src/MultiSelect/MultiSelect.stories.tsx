import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

const locations = [
  { value: '11', label: 'Helsingin toimipiste' },
  { value: '12', label: 'Tampereen toimipiste' },
  { value: '13', label: 'Oulun toimipiste' },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  parameters: {
    docs: {
      description: {
        component:
          'Several options from a list (Ark Select, multiple), e.g. cost centres in the transport filter. The list stays open while choosing; Space or Enter toggles the highlighted option.',
      },
    },
  },
  args: {
    label: 'Kustannuspaikat',
    name: 'business_locations',
    options: locations,
    placeholder: 'Kaikki',
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Kustannuspaikat' });
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole('option', { name: 'Helsingin toimipiste' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Oulun toimipiste' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['11', '13']);
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveTextContent('Helsingin toimipiste, Oulun toimipiste');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Select at least one portfolio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: ['11', '12'] } };

export const Mobile: Story = {
  args: { defaultValue: ['11', '12', '13'] },
  globals: { viewport: { value: 'mobile' } },
};
