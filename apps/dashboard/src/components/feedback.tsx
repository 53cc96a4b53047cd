import { useEffect, useRef, type ReactNode } from 'react';
import {
  Badge as UiBadge,
  FullScreenSpinner as UiFullScreenSpinner,
  Notice as UiNotice,
  Spinner as UiSpinner,
} from '@siirto/ui';
import * as styles from './components.css';

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
  title: ReactNode;
  /** Omit to make the dialog impossible to dismiss (the blocking dialog). */
  onClose?: () => void;
  closeLabel?: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A modal dialog on the native <dialog> element: focus trap, Escape and backdrop come from the browser. */
export function Modal({ open, title, onClose, closeLabel, children, actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className={styles.stack}>
        <div className={styles.dialogHeader}>
          <h2 id="modal-title" style={{ margin: 0 }}>
            {title}
          </h2>
          {onClose && closeLabel ? (
            <button type="button" onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        {children}
        {actions ? <div className={styles.dialogActions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}

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
  title: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={styles.secondaryButton} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={styles.dangerButton} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
