import { Field as ArkField } from '@ark-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field';
import * as fieldStyles from './Field.css';

const meta = {
  title: 'Forms/Field',
  component: Field,
  parameters: {
    docs: {
      description: {
        component:
          'The wrapper shared by all fields: label, `description`, the control and the `error` message, wired with ids (Ark Field). Give a function child to receive the `aria-describedby` ids of the description and the error. TextField, PasswordField, Select and the others use it; use it directly only for a custom control that reads Ark’s field context.',
      },
    },
  },
  args: {
    label: 'Rekisterinumero',
    description: 'Esim. ABC-123',
    children: (describedBy) => (
      <div className={fieldStyles.control()}>
        <ArkField.Input className={fieldStyles.input} aria-describedby={describedBy} />
      </div>
    ),
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Rekisterinumero' });
    await expect(input).toHaveAccessibleDescription('Esim. ABC-123');
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: 'Pakollinen tieto' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Rekisterinumero' });
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Pakollinen tieto'));
  },
};
