import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a show / hide button (Ark PasswordInput). The button’s names come from `visibilityLabels`; use `autoComplete="new-password"` on registration and password change.',
      },
    },
  },
  args: {
    label: 'Salasana',
    name: 'password',
    visibilityLabels: { show: 'Näytä salasana', hide: 'Piilota salasana' },
    onChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Salasana');
    await userEvent.type(input, 'Siirto!Demo2026');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Näytä salasana' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Piilota salasana' })).toBeVisible();
  },
};

export const NewPasswordWithError: Story = {
  args: {
    label: 'Uusi salasana',
    autoComplete: 'new-password',
    required: true,
    defaultValue: 'lyhyt',
    description: 'Vähintään 8 merkkiä, numero, pieni ja iso kirjain sekä erikoismerkki.',
    error: 'Password must be 8 characters long',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Uusi salasana/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'salasana' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Salasana')).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
