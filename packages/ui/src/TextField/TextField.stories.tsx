import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  parameters: {
    docs: {
      description: {
        component:
          'A one-line input with label, description and error. Works controlled (`value`/`onChange`) or uncontrolled (`defaultValue`); `{...register(name)}` from react-hook-form spreads straight onto it (ref, name, onChange, onBlur). `prefix` / `suffix` hold icons or units.',
      },
    },
  },
  args: { label: 'Sähköposti', name: 'email', type: 'email', autoComplete: 'email', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Käytetään käyttäjätunnuksena' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sähköposti' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('matti@esimerkki.fi');
    await expect(input).toHaveValue('matti@esimerkki.fi');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('Ajoneuvo');
    return (
      <TextField
        {...args}
        label="Kuvaus"
        type="text"
        value={value}
        onChange={(e) => setValue(e.target.value.toUpperCase())}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Kuvaus' });
    await userEvent.clear(input);
    await userEvent.type(input, 'abc-123');
    await expect(input).toHaveValue('ABC-123');
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'matti@', error: 'Tarkista sähköposti' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Sähköposti' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Tarkista sähköposti'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'kutsuttu@esimerkki.fi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const SearchWithPrefix: Story = {
  args: {
    label: 'Hae',
    hideLabel: true,
    type: 'search',
    placeholder: 'ID, rekisterinumero',
    prefix: <Icon name="search" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Hae' })).toBeVisible();
  },
};

export const LongFinnishLabelOnMobile: Story = {
  args: {
    label: 'Ajoneuvonsiirtotilausvahvistuksen vastaanottajan sähköpostiosoite',
    description: 'Ajoneuvonsiirtotilausvahvistus lähetetään tähän osoitteeseen.',
    error: 'Sähköpostiosoitteet eivät täsmää',
  },
  globals: { viewport: { value: 'mobile' } },
};

/** The a11y check runs on this story too, so the dark palette's contrast is tested. */
export const DarkThemeWithError: Story = {
  globals: { theme: 'dark' },
  args: {
    description: 'Käytetään käyttäjätunnuksena',
    placeholder: 'nimi@yritys.fi',
    error: 'Tarkista sähköposti',
    required: true,
  },
};
