import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  parameters: {
    docs: {
      description: {
        component:
          'An on / off setting (Ark Switch), e.g. round trip or "show delivered". Controlled with `checked` / `onCheckedChange(boolean)` or uncontrolled with `defaultChecked`.',
      },
    },
  },
  args: { label: 'Meno-paluu', name: 'round_trip', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('checkbox', { name: 'Meno-paluu' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const CheckedWithDescription: Story = {
  args: {
    defaultChecked: true,
    label: 'Näytä myös toimitetut',
    description: 'Listaan tulevat myös toimitetut kuljetukset.',
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('checkbox');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Listaan tulevat myös toimitetut kuljetukset.');
  },
};

export const RequiredWithError: Story = {
  args: { label: 'Hyväksyn sopimuksen', required: true, error: 'Sopimus on hyväksyttävä' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Ulkomaan kuljetus' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const LongLabelOnMobile: Story = {
  args: { label: 'Ajoneuvo vaihtuu paluumatkalla (ajoneuvonsiirtotilausvahvistus)' },
  globals: { viewport: { value: 'mobile' } },
};
