import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with `false` when the user cancels, presses Escape or clicks outside. */
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` paints the confirm button red and focuses Cancel first. */
  tone?: ConfirmDialogTone;
  /** While the action runs: the confirm button shows `busyLabel` and both buttons are disabled. */
  busy?: boolean;
  busyLabel?: string;
  /**
   * Where focus goes when the dialog closes, when the element that opened it may be gone (the deleted item's own
   * button); null or unset: back to that element.
   */
  finalFocusEl?: () => HTMLElement | null;
}

/** Asks the user to confirm an action (e.g. deleting a transport) as an `alertdialog`. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  busyLabel,
  finalFocusEl,
}: ConfirmDialogProps) {
  const cancelId = useId();
  const confirmId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      role="alertdialog"
      initialFocusEl={() => document.getElementById(tone === 'danger' ? cancelId : confirmId)}
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      <Dialog.Content size="small">
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        {description && (
          <Dialog.Body>
            <Dialog.Description>{description}</Dialog.Description>
          </Dialog.Body>
        )}
        <Dialog.Footer>
          <Button id={cancelId} tone="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            id={confirmId}
            className={tone === 'danger' ? styles.danger : undefined}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
