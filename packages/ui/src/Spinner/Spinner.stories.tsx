import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Ladataan siirtoja' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'Shows that something is loading. `label` is required: it is announced through a polite `status` region and shown with `showLabel`. Prefer skeletons or the DataTable loading state inside tables; use `FullScreenSpinner` to block the whole page.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ladataan siirtoja');
  },
};
export const WithLabel: Story = { args: { showLabel: true, size: 'small' } };
export const Large: Story = { args: { size: 'large', showLabel: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
