import type { ReactNode } from 'react';
import type { BadgeTone } from '../Badge/Badge';
import { CloseIcon, ToneIcon } from './ToneIcon';
import * as styles from './Notice.css';

export const noticeTones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type NoticeTone = BadgeTone;

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Shows a close button; `dismissLabel` names it. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /**
   * `polite` announces the notice when it appears (status), `assertive` interrupts (alert),
   * `off` for notices that are part of the page from the start.
   */
  live?: 'off' | 'polite' | 'assertive';
  className?: string;
}

/** An inline message in the page flow, e.g. a form-level error or an information banner. */
export function Notice({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  dismissLabel,
  live = 'off',
  className,
}: NoticeProps) {
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <div role={role} data-tone={tone} className={[styles.notice({ tone }), className].filter(Boolean).join(' ')}>
      <span className={styles.icon({ tone })}>
        <ToneIcon tone={tone} />
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.content}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={dismissLabel}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
