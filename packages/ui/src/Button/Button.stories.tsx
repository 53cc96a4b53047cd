import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { Button, buttonSizes, buttonTones } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component:
          'Use one `primary` button per view for the main action, `secondary` for the rest, `ghost` for low-emphasis actions and `critical` for destructive ones. `loading` keeps the size, shows a spinner and ignores presses; `fullWidth` for phone forms; icons go in `iconStart` / `iconEnd`; `asChild` styles a router link.',
      },
    },
  },
  args: { children: 'Luo siirto', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Luo siirto' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {tone}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcons: Story = {
  args: { iconStart: <Icon name="plus" />, children: 'Uusi kuljetus' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Uusi kuljetus' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Tallennetaan' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Tallennetaan' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidthLongWordOnMobile: Story = {
  args: { fullWidth: true, children: 'Ajoneuvonsiirtotilausvahvistus' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

export const AsLink: Story = {
  args: { asChild: true, tone: 'secondary', children: <a href="#kuljetukset">Kuljetukset</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Kuljetukset' })).toHaveAttribute(
      'href',
      '#kuljetukset',
    );
  },
};

/** The a11y check runs on this story too, so the dark palette's contrast is tested. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <Inline space="small">
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {tone}
        </Button>
      ))}
    </Inline>
  ),
};
