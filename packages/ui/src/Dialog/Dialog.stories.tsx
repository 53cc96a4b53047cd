import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, dialogSizes, useDialog, type DialogSize } from './Dialog';

function Example({
  size = 'medium',
  title = 'Jaa tilamuutokset',
  defaultOpen = false,
}: {
  size?: DialogSize;
  title?: string;
  defaultOpen?: boolean;
}) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button>Avaa</Button>
      </Dialog.Trigger>
      <Dialog.Content size={size}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.CloseTrigger aria-label="Sulje" />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>Vastaanottajat saavat sähköpostin, kun siirron tila muuttuu.</Dialog.Description>
          <label style={{ display: 'grid', gap: 4 }}>
            Sähköposti
            <input type="email" defaultValue="matti@example.fi" />
          </label>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button tone="secondary">Peruuta</Button>
          </Dialog.CloseTrigger>
          <Button>Jaa</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Example,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'Modal dialog on Ark UI Dialog, used as a namespace: `Dialog.Root` (or `Dialog.RootProvider value={useDialog()}` to drive it from outside), `Dialog.Trigger asChild`, `Dialog.Content size="small|medium|large|xlarge"`, `Dialog.Header`, `Dialog.Title`, `Dialog.Description`, `Dialog.Body` (scrolls), `Dialog.Footer`, `Dialog.CloseTrigger` (icon button with `aria-label`, or `asChild`). Focus moves into the dialog, is trapped, and returns to the trigger; Escape closes. Content renders into the nearest theme root. On phones the footer buttons stack full width.',
      },
    },
  },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Avaa' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Jaa tilamuutokset' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Sulje' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Small: Story = { args: { size: 'small', defaultOpen: true } };
export const ExtraLarge: Story = { args: { size: 'xlarge', defaultOpen: true } };

export const LongFinnishTitleOnMobile: Story = {
  args: { defaultOpen: true, title: 'Ajoneuvonkuljetusyhteistyösopimuksen tilamuutosilmoitukset' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

function Controlled() {
  const dialog = useDialog();
  return (
    <>
      <Button onClick={() => dialog.setOpen(true)}>Avaa ulkoa</Button>
      <Dialog.RootProvider value={dialog}>
        <Dialog.Content size="small">
          <Dialog.Header>
            <Dialog.Title>Ohjattu dialogi</Dialog.Title>
            <Dialog.CloseTrigger aria-label="Sulje" />
          </Dialog.Header>
          <Dialog.Body>Avattu koodista useDialog-koukulla.</Dialog.Body>
        </Dialog.Content>
      </Dialog.RootProvider>
    </>
  );
}

export const RootProvider: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Avaa ulkoa' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Ohjattu dialogi' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const DarkTheme: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
