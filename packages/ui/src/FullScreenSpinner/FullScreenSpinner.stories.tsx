import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenSpinner } from './FullScreenSpinner';

const meta = {
  title: 'Feedback/FullScreenSpinner',
  component: FullScreenSpinner,
  args: { label: 'Ladataan Siirtoa…' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Covers the whole viewport while the app starts or a blocking action runs. Set `overlay` to dim the page instead of hiding it. The label is visible and announced.',
      },
      story: { inline: false, iframeHeight: 300 },
    },
  },
} satisfies Meta<typeof FullScreenSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ladataan Siirtoa…');
  },
};

export const Overlay: Story = {
  args: { overlay: true, label: 'Tallennetaan' },
  render: (args) => (
    <>
      <p>Sivun sisältö himmennetään tallennuksen ajaksi.</p>
      <FullScreenSpinner {...args} />
    </>
  ),
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };
