import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateTimePicker } from './DateTimePicker';
import { dateTimeLabels as labels } from './fixtures';

const meta = {
  title: 'Forms/DateTimePicker',
  component: DateTimePicker,
  parameters: {
    docs: {
      description: {
        component:
          'A day (Ark DatePicker: Finnish month and weekday names from the locale, weeks start on Monday, typed as dd.MM.yyyy or picked) and a time in 15-minute steps (Ark Select). The value is a wall time `YYYY-MM-DDTHH:mm` with no time zone (the app converts it to and from Finnish time). `min` disables earlier days and times. `onValueChange` gets the wall time when both parts are chosen, otherwise null. Every text, the names of the day buttons too, comes in `labels`.',
      },
    },
  },
  args: { label: 'Noutoaika', name: 'pickup_time', labels, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 460, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateTimePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeDateAndPickTime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Noutoaika' });
    await userEvent.type(input, '24.3.2027');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('24.03.2027'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    const time = canvas.getByRole('combobox', { name: 'Kellonaika' });
    await userEvent.click(time);
    await userEvent.click(await canvas.findByRole('option', { name: '14:15' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-03-24T14:15');
  },
};

export const PickFromCalendarWithKeyboard: Story = {
  args: { defaultValue: '2027-03-10T08:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Avaa kalenteri' }));
    const calendar = await canvas.findByRole('application', { name: 'Kalenteri' });
    await expect(calendar).toHaveTextContent(/maaliskuu 2027/i);
    // Weeks start on Monday.
    await expect(calendar.querySelector('th')).toHaveTextContent(/^ma/i);
    await waitFor(() => expect(within(calendar).getByText('10', { selector: '[data-focus]' })).toHaveFocus());
    // the day buttons' names come from labels, in the calendar's language
    await expect(within(calendar).getByText('10', { selector: '[data-focus]' })).toHaveAccessibleName(
      'Valittu päivä: keskiviikkona 10. maaliskuuta 2027',
    );
    await expect(
      within(calendar).getByText('11', { selector: '[data-part=table-cell-trigger]:not([data-outside-range])' }),
    ).toHaveAccessibleName('Valitse torstaina 11. maaliskuuta 2027');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2027-03-18T08:00');
    await expect(canvas.getByRole('textbox', { name: 'Noutoaika' })).toHaveValue('18.03.2027');
  },
};

export const MinDate: Story = {
  args: { min: '2027-03-10T10:07', defaultValue: '2027-03-10T12:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Avaa kalenteri' }));
    const calendar = await canvas.findByRole('application', { name: 'Kalenteri' });
    await expect(
      within(calendar).getByText('9', { selector: '[data-part=table-cell-trigger]:not([data-outside-range])' }),
    ).toHaveAttribute('data-disabled');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kellonaika' }));
    await expect(await canvas.findByRole('option', { name: '10:00' })).toHaveAttribute('data-disabled');
    await expect(canvas.getByRole('option', { name: '10:15' })).not.toHaveAttribute('data-disabled');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Valitse noutoaika' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Noutoaika/ })).toHaveAccessibleDescription(
      expect.stringContaining('Valitse noutoaika'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2027-03-10T08:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { label: 'Ajoneuvonsiirtotilausvahvistuksen toimitusaika', defaultValue: '2027-03-10T08:00' },
  globals: { viewport: { value: 'mobile' } },
};
