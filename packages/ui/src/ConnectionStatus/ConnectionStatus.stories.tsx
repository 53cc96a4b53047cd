import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';

const meta = {
  title: 'Feedback/ConnectionStatus',
  component: ConnectionStatus,
  args: { reconnecting: true, label: 'Yhteys katkesi – yhdistetään…' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 80, padding: 8 }}>
        <Story />
        <p style={{ margin: 0 }}>Sisältö jatkuu tästä.</p>
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The state of a live connection: nothing while connected, a pill with `label` while it reconnects, where it is placed (the `status` of the app shell, in its top bar, where it covers none of the page). The polite `status` region stays in the page so the text is announced when it appears. Texts come as props.',
      },
    },
  },
} satisfies Meta<typeof ConnectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Yhteys katkesi – yhdistetään…');
  },
};

export const Connected: Story = {
  args: { reconnecting: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const ReconnectingEnglish: Story = { args: { label: 'Connection lost – reconnecting…' } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
