import type { ReactNode } from 'react';
import {
  Badge as UiBadge,
  ConfirmDialog as UiConfirmDialog,
  Dialog,
  type DialogSize,
  FullScreenSpinner as UiFullScreenSpinner,
  Notice as UiNotice,
  Spinner as UiSpinner,
} from '@siirto/ui';
import { useI18n } from '../i18n/intl';

export type Tone = 'info' | 'positive' | 'caution' | 'critical';

export function Notice({ tone = 'info', title, children }: { tone?: Tone; title?: ReactNode; children?: ReactNode }) {
  return (
    <UiNotice tone={tone} title={title} live={tone === 'critical' || tone === 'caution' ? 'assertive' : 'polite'}>
      {children}
    </UiNotice>
  );
}

export function Spinner({ label }: { label: string }) {
  return <UiSpinner label={label} />;
}

export function FullScreenSpinner({ label }: { label: string }) {
  return <UiFullScreenSpinner label={label} />;
}

export function Badge({ tone = 'neutral', children }: { tone?: Tone | 'neutral'; children: ReactNode }) {
  return <UiBadge tone={tone}>{children}</UiBadge>;
}

export interface ModalProps {
  open: boolean;
  title: string;
  /** Omit to make the dialog impossible to dismiss (the blocking dialog): no close button, Escape or outside click. */
  onClose?: () => void;
  children: ReactNode;
  actions?: ReactNode;
  size?: DialogSize;
}

/**
 * A modal dialog: the design system's Dialog (focus trap, Escape, outside click, focus back to the opener) with
 * the app's close label.
 */
export function Modal({ open, title, onClose, children, actions, size = 'medium' }: ModalProps) {
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
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
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
    />
  );
}
