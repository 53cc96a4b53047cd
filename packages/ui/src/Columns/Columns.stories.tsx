import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Column, Columns } from './Columns';

const Panel = ({ children }: { children: string }) => (
  <Box padding="medium" background="surface" borderRadius="medium" boxShadow="small">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  parameters: {
    docs: {
      description: {
        component:
          'Side-by-side `<Column>`s (`width`: fill, content, 1/2, 1/3, 2/3, 1/4, 3/4). With `collapseBelow="tablet"` they stack on phones (768 px or less), as the order form does with its pickup and delivery sections.',
      },
    },
  },
  args: {
    space: 'large',
    collapseBelow: 'tablet',
    children: [
      <Column key="1" width="2/3">
        <Panel>Noutopaikka</Panel>
      </Column>,
      <Column key="2">
        <Panel>Toimituspaikka</Panel>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pickup = canvas.getByText('Noutopaikka').getBoundingClientRect();
    const delivery = canvas.getByText('Toimituspaikka').getBoundingClientRect();
    await expect(delivery.top).toBe(pickup.top);
    await expect(pickup.width).toBeGreaterThan(delivery.width);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pickup = canvas.getByText('Noutopaikka').getBoundingClientRect();
    const delivery = canvas.getByText('Toimituspaikka').getBoundingClientRect();
    await expect(delivery.top).toBeGreaterThan(pickup.bottom);
    await expect(delivery.width).toBe(pickup.width);
  },
};
