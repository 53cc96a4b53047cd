import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { IconButton, iconButtonSizes, iconButtonTones } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  parameters: {
    docs: {
      description: {
        component:
          'A button that shows only an icon (close, menu, edit, delete). `label` is required: it is the accessible name and the tooltip.',
      },
    },
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
  args: { icon: 'close', label: 'Sulje', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sulje' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline space="small">
      {iconButtonTones.map((tone) => (
        <IconButton key={tone} {...args} tone={tone} icon={tone === 'critical' ? 'trash' : 'edit'} label={tone} />
      ))}
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, icon: 'trash', label: 'Poista' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Poista' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const MenuOnMobile: Story = {
  args: { icon: 'menu', label: 'Avaa valikko', size: 'large' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const rect = within(canvasElement).getByRole('button', { name: 'Avaa valikko' }).getBoundingClientRect();
    // WCAG 2.5.8 target size: the large size is a comfortable 48 px touch target.
    await expect(rect.width).toBeGreaterThanOrEqual(44);
  },
};
