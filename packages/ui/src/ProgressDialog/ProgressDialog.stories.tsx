import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProgressDialog, progressDialogStatuses } from './ProgressDialog';

const meta = {
  title: 'Overlays/ProgressDialog',
  component: ProgressDialog,
  args: {
    open: true,
    title: 'Julkaistaan siirtoa',
    steps: [
      { id: 'save', label: 'Tallennetaan' },
      { id: 'price', label: 'Lasketaan hintaa' },
      { id: 'publish', label: 'Julkaistaan' },
    ],
    currentStepId: 'price',
    status: 'running',
    onClose: fn(),
    closeLabel: 'Sulje',
    stepStatusLabels: { done: 'valmis', current: 'käynnissä', pending: 'odottaa', failed: 'epäonnistui' },
  },
  argTypes: { status: { control: 'inline-radio', options: progressDialogStatuses } },
  parameters: {
    docs: {
      description: {
        component:
          'A blocking dialog for multi-step saves (saving → calculating price → publishing). Give the `steps`, the `currentStepId` and a `status` (`running`, `done`, `error`). While running it cannot be dismissed unless `onCancel` with `cancelLabel` offers a cancel button (Escape cancels too); `finalFocus` names where focus goes when it closes; when finished, `onClose` with `closeLabel` shows a close button and Escape closes. `stepStatusLabels` are the words screen readers hear for each step state.',
      },
    },
  },
} satisfies Meta<typeof ProgressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Julkaistaan siirtoa' });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('data-status', 'done');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveAttribute('data-status', 'pending');
    await expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Done: Story = {
  args: { status: 'done', currentStepId: 'publish' },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getAllByText(/valmis/)).toHaveLength(3);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sulje' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { status: 'error', currentStepId: 'price', error: 'Hinnan laskenta epäonnistui. Yritä uudelleen.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByText('Hinnan laskenta epäonnistui. Yritä uudelleen.')).toBeVisible(),
    );
    await expect(within(dialog).getAllByRole('listitem')[1]).toHaveAttribute('data-status', 'failed');
  },
};

/** A failed step can be run again from the dialog: Yritä uudelleen beside Sulje. */
export const FailedWithRetry: Story = {
  args: {
    status: 'error',
    currentStepId: 'publish',
    error: 'Yhteys katkesi.',
    onRetry: fn(),
    retryLabel: 'Yritä uudelleen',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Yhteys katkesi.')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yritä uudelleen' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While running there is nothing to retry. */
export const RunningOffersNoRetry: Story = {
  args: { onRetry: fn(), retryLabel: 'Yritä uudelleen' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Yritä uudelleen' })).toBeNull();
  },
};

export const LongFinnishWordsMobile: Story = {
  args: {
    title: 'Kuljetustilausvahvistuksen julkaiseminen',
    steps: [
      { id: 'save', label: 'Tallennetaan ajoneuvonsiirtotilausta' },
      { id: 'price', label: 'Lasketaan kuljetusyhtiökohtaisia hintoja' },
    ],
    currentStepId: 'save',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
