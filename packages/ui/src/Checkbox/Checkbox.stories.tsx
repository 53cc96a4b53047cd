import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox for consent and multi-choice (Ark Checkbox). The label may hold a link. Controlled with `checked` / `onCheckedChange(boolean)` (react-hook-form: a Controller) or uncontrolled with `defaultChecked`.',
      },
    },
  },
  args: { label: 'Hyväksyn käyttöehdot', name: 'agree_terms', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Hyväksyn käyttöehdot' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(canvasElement).getByText('Hyväksyn käyttöehdot'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const WithLinkAndError: Story = {
  args: {
    required: true,
    label: (
      <>
        Hyväksyn{' '}
        <Link href="#ehdot" external externalLabel="(avautuu uuteen välilehteen)">
          käyttöehdot
        </Link>
      </>
    ),
    error: 'Hyväksy käyttöehdot jatkaaksesi',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription(expect.stringContaining('Hyväksy käyttöehdot jatkaaksesi'));
  },
};

export const Indeterminate: Story = { args: { label: 'Kaikki toimipaikat', checked: 'indeterminate' } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Hyväksyn käyttöehdot'), { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongLabelOnMobile: Story = {
  args: {
    label: 'Vahvistan, että ajoneuvonsiirtotilausvahvistus lähetetään kaikille toimipaikan käyttäjille',
    description: 'Voit muuttaa tätä myöhemmin.',
  },
  globals: { viewport: { value: 'mobile' } },
};

/** The a11y check runs on this story too, so the dark palette's contrast is tested. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Voit muuttaa tätä myöhemmin.', error: 'Hyväksy käyttöehdot jatkaaksesi' },
};
