import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack, stackAligns } from './Stack';

const Item = ({ children }: { children: string }) => (
  <Box padding="small" background="surfaceSunken" borderRadius="small">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  parameters: {
    docs: {
      description: {
        component:
          'Vertical rhythm: puts `space` (a token, or responsive tokens) between its children. Forms, cards and pages are Stacks of sections.',
      },
    },
  },
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
  args: {
    space: 'medium',
    children: [<Item key="1">Nouto</Item>, <Item key="2">Toimitus</Item>, <Item key="3">Ajoneuvo</Item>],
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Nouto').getBoundingClientRect();
    const second = canvas.getByText('Toimitus').getBoundingClientRect();
    await expect(second.top - first.bottom).toBe(16);
    await expect(second.left).toBe(first.left);
  },
};

export const LargeSpaceCentered: Story = { args: { space: 'xlarge', align: 'center' } };

export const Empty: Story = { args: { children: [] } };
