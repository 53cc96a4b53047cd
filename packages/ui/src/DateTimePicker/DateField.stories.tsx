import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField, type DateFieldProps } from './DateField';
import { dateTimeLabels as labels } from './fixtures';

function Controlled(props: DateFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  parameters: {
    docs: {
      description: {
        component:
          "A day alone in the date-time picker's field: typed as dd.MM.yyyy or picked from the same calendar, the same in every browser (a native date input follows the browser's locale). The value is a day `YYYY-MM-DD`; `min` and `max` disable the days outside them.",
      },
    },
  },
  args: { label: 'Noutopäivä alkaen', labels, value: null, onValueChange: fn(), max: '2027-03-20' },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeOrPickADay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Noutopäivä alkaen' });
    await expect(input).toHaveAttribute('placeholder', 'pp.kk.vvvv');
    await userEvent.type(input, '5.3.2027');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('05.03.2027'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-03-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Avaa kalenteri' }));
    const calendar = await canvas.findByRole('application', { name: 'Kalenteri' });
    await expect(
      within(calendar).getByRole('button', { name: 'Ei valittavissa: sunnuntaina 21. maaliskuuta 2027' }),
    ).toHaveAttribute('data-disabled');
    await userEvent.click(within(calendar).getByRole('button', { name: 'Valitse perjantaina 19. maaliskuuta 2027' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-03-19');
    await waitFor(() => expect(input).toHaveValue('19.03.2027'));
  },
};
