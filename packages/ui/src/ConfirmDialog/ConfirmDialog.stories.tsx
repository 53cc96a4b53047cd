import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Poistetaanko siirto?',
    description: 'Siirto 10234 poistetaan pysyvästi. Toimintoa ei voi perua.',
    confirmLabel: 'Poista',
    cancelLabel: 'Peruuta',
    tone: 'danger',
  },
  argTypes: { tone: { control: 'inline-radio', options: confirmDialogTones } },
  parameters: {
    docs: {
      description: {
        component:
          'Asks for confirmation before an action, as an `alertdialog`. Controlled: `open` + `onOpenChange`. `tone="danger"` paints the confirm button red and puts the initial focus on Cancel. `busy` disables both buttons (and Escape) while the action runs and shows `busyLabel`.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Poistetaanko siirto?' });
    const cancel = within(dialog).getByRole('button', { name: 'Peruuta' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Poista' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Poistetaan…' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Poistetaan…' })).toBeDisabled();
  },
};

export const DefaultTone: Story = {
  args: {
    tone: 'default',
    title: 'Julkaistaanko siirto?',
    description: 'Kuljettajat näkevät siirron heti.',
    confirmLabel: 'Julkaise',
  },
};

function WithTrigger() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Poista siirto</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => setOpen(false)}
        title="Poistetaanko siirto?"
        confirmLabel="Poista"
        cancelLabel="Peruuta"
        tone="danger"
      />
    </>
  );
}

export const OpenAndCancel: Story = {
  render: () => <WithTrigger />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Poista siirto' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const LongFinnishWordsMobile: Story = {
  args: { title: 'Poistetaanko kuljetustilausvahvistus ja ajoneuvonsiirtohistoria?' },
  globals: { viewport: { value: 'mobile' } },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
