import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: {
    docs: {
      description: {
        component:
          'The base layout primitive. Padding, margin, gap, colours, radius and shadow take theme tokens (`<Box padding="medium" background="surface">`); responsive values take an array `[mobile, tablet, desktop]` or an object. Use `as` for the element.',
      },
    },
  },
  args: {
    padding: 'medium',
    background: 'surface',
    borderRadius: 'medium',
    boxShadow: 'small',
    children: 'Ajoneuvonsiirtotilausvahvistus',
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Ajoneuvonsiirtotilausvahvistus');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

export const ResponsivePadding: Story = {
  args: { padding: ['small', 'large', 'xlarge'], 'data-testid': 'box' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    await expect(getComputedStyle(box).paddingLeft).toBe('8px');
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Nouto', paddingX: 'large', paddingY: 'medium', background: 'info' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Nouto' }).tagName).toBe('SECTION');
  },
};
