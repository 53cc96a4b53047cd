import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ProgressDialog.css';

export const progressDialogStatuses = ['running', 'done', 'error'] as const;
export type ProgressDialogStatus = (typeof progressDialogStatuses)[number];
export type ProgressStepStatus = 'done' | 'current' | 'pending' | 'failed';

export interface ProgressDialogStep {
  id: string;
  /** E.g. "Tallennetaan", "Lasketaan hintaa", "Julkaistaan". */
  label: string;
}

export interface ProgressDialogProps {
  open: boolean;
  title: string;
  steps: ProgressDialogStep[];
  /** The step running now (or the one that failed). */
  currentStepId: string;
  status?: ProgressDialogStatus;
  /** Shown under the steps when `status` is `error`. */
  error?: ReactNode;
  /** Offered when the run is over (done or error); Escape closes too. */
  onClose?: () => void;
  closeLabel?: string;
  /** Offered beside Close when `status` is `error`: runs the failed step again. */
  onRetry?: () => void;
  retryLabel?: string;
  /**
   * Offered while running (with `cancelLabel`): stops the run; Escape does the same. Without it a running dialog
   * cannot be dismissed (and has no control: give one where the run can be stopped).
   */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Where focus goes when the dialog closes (default: the element focused before it opened). */
  finalFocus?: () => HTMLElement | null;
  /** Screen-reader words for each step's state, e.g. { done: 'valmis', current: 'käynnissä', … }. */
  stepStatusLabels?: Partial<Record<ProgressStepStatus, string>>;
}

function Check() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A blocking dialog that shows the progress of a multi-step save (saving, calculating price, publishing…). */
export function ProgressDialog({
  open,
  title,
  steps,
  currentStepId,
  status = 'running',
  error,
  onClose,
  closeLabel,
  onRetry,
  retryLabel,
  onCancel,
  cancelLabel,
  finalFocus,
  stepStatusLabels,
}: ProgressDialogProps) {
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentStepId),
  );
  const finished = status !== 'running';
  const stepStatus = (index: number): ProgressStepStatus => {
    if (status === 'done') return 'done';
    if (index < currentIndex) return 'done';
    if (index > currentIndex) return 'pending';
    return status === 'error' ? 'failed' : 'current';
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) return;
        if (finished) onClose?.();
        else onCancel?.();
      }}
      closeOnEscape={finished || onCancel !== undefined}
      finalFocusEl={finalFocus}
      closeOnInteractOutside={false}
    >
      <Dialog.Content size="small" aria-busy={!finished}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <ol className={styles.list}>
            {steps.map((step, index) => {
              const s = stepStatus(index);
              const srLabel = stepStatusLabels?.[s];
              return (
                <li
                  key={step.id}
                  className={styles.step({ status: s })}
                  data-status={s}
                  aria-current={s === 'current' ? 'step' : undefined}
                >
                  <span className={styles.marker({ status: s })} aria-hidden="true">
                    {s === 'done' && <Check />}
                    {s === 'failed' && '!'}
                  </span>
                  <span>
                    {step.label}
                    {srLabel && <span className={styles.visuallyHidden}>, {srLabel}</span>}
                  </span>
                </li>
              );
            })}
          </ol>
          <div role="status">{status === 'error' && error ? <p className={styles.error}>{error}</p> : null}</div>
        </Dialog.Body>
        {!finished && onCancel && cancelLabel && (
          <Dialog.Footer>
            <Button tone="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          </Dialog.Footer>
        )}
        {finished && ((onClose && closeLabel) || (status === 'error' && onRetry && retryLabel)) && (
          <Dialog.Footer>
            {onClose && closeLabel && (
              <Button tone={status === 'error' && onRetry ? 'secondary' : 'primary'} onClick={onClose}>
                {closeLabel}
              </Button>
            )}
            {status === 'error' && onRetry && retryLabel && (
              <Button tone="primary" onClick={onRetry}>
                {retryLabel}
              </Button>
            )}
          </Dialog.Footer>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
