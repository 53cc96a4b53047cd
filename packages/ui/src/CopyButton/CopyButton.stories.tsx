import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: {
    value: 'https://siirto.example/share/abc123',
    label: 'Kopioi linkki',
    copiedLabel: 'Kopioitu!',
    failedLabel: 'Kopionti epäonnistui!',
    writeText: fn(() => Promise.resolve()),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Copies `value` to the clipboard and shows `copiedLabel` or `failedLabel` for `resetAfterMs` (also announced through a status region). Checks the clipboard write itself so a refusal shows the failure text. `writeText` can replace the clipboard call.',
      },
    },
  },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.writeText).toHaveBeenCalledWith('https://siirto.example/share/abc123');
    await expect(await canvas.findByRole('button', { name: 'Kopioitu!' })).toHaveAttribute('data-status', 'copied');
    await expect(canvas.getByRole('status')).toHaveTextContent('Kopioitu!');
  },
};

export const Failed: Story = {
  args: { writeText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kopioi linkki' }));
    await expect(await canvas.findByRole('button', { name: 'Kopionti epäonnistui!' })).toHaveAttribute(
      'data-status',
      'failed',
    );
  },
};

export const ResetsAfterFeedback: Story = {
  args: { resetAfterMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kopioi linkki' }));
    await canvas.findByRole('button', { name: 'Kopioitu!' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Kopioi linkki' })).toBeVisible());
  },
};

export const LongFinnishLabel: Story = {
  args: { label: 'Kopioi seurantalinkki leikepöydälle' },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
