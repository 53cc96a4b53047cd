/** Dialogs: the design system's Dialog and ConfirmDialog with the app's texts (kept apart from the light feedback
 * components so that a page without dialogs does not load them). */
import type { ReactNode } from 'react';
import { ConfirmDialog as UiConfirmDialog, Dialog, type DialogSize } from '@siirto/ui';
import { useI18n } from '../i18n/intl';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Omit to make the dialog impossible to dismiss (the blocking dialog): no close button, Escape or outside click. */
  onClose?: () => void;
  children: ReactNode;
  actions?: ReactNode;
  size?: DialogSize;
  /**
   * Where focus goes when the dialog closes; the element focused before it opened unless given. Give it when the
   * opener may have been drawn anew while the dialog was open (a table row's button).
   */
  finalFocus?: (() => HTMLElement | null) | undefined;
}

/**
 * A modal dialog: the design system's Dialog (focus trap, Escape, outside click, focus back to the opener) with
 * the app's close label.
 */
export function Modal({ open, title, onClose, children, actions, size = 'medium', finalFocus }: ModalProps) {
  const { t } = useI18n();
  const dismissible = onClose !== undefined;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose?.();
      }}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      {...(finalFocus ? { finalFocusEl: finalFocus } : {})}
    >
      <Dialog.Content size={size}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {dismissible ? <Dialog.CloseTrigger aria-label={t('common.close')} /> : null}
        </Dialog.Header>
        <Dialog.Body>{children}</Dialog.Body>
        {actions ? <Dialog.Footer>{actions}</Dialog.Footer> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Asks before a destructive action (delete a business location, an invitation): Cancel has the focus first. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
  finalFocus,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Where focus goes on close when the opener may be gone (see `Modal`); null: back to the opener. */
  finalFocus?: (() => HTMLElement | null) | undefined;
}) {
  return (
    <UiConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      onConfirm={onConfirm}
      title={title}
      description={text}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      tone="danger"
      busy={busy ?? false}
      {...(finalFocus ? { finalFocusEl: finalFocus } : {})}
    />
  );
}
