import { useEffect, useRef, useState } from 'react';
import * as styles from './CopyButton.css';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** The text to copy, e.g. the share link. */
  value: string;
  label: string;
  /** Feedback after a successful copy, e.g. "Kopioitu!". */
  copiedLabel: string;
  /** Feedback when the browser refuses, e.g. "Kopionti epäonnistui!". */
  failedLabel: string;
  /** How long the feedback stays (ms). */
  resetAfterMs?: number;
  /** Replaces the clipboard write (tests, or a non-browser host). */
  writeText?: (text: string) => Promise<void>;
  onStatusChange?: (status: CopyStatus) => void;
}

function defaultWriteText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('clipboard' in navigator)) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

function Icon({ status }: { status: CopyStatus }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {status === 'copied' ? (
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      ) : status === 'failed' ? (
        <path d="M6 6l12 12M18 6L6 18" />
      ) : (
        <>
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a1 1 0 0 1 1-1h10" />
        </>
      )}
    </svg>
  );
}

/**
 * Copies a value to the clipboard and says whether it worked. Ark's Clipboard reports success even when the
 * browser refuses the write, so this button checks the write itself to show the failure text.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  failedLabel,
  resetAfterMs = 2500,
  writeText = defaultWriteText,
  onStatusChange,
}: CopyButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const update = (next: CopyStatus) => {
    setStatus(next);
    onStatusChange?.(next);
  };
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await writeText(value);
      update('copied');
    } catch {
      update('failed');
    }
    timer.current = setTimeout(() => update('idle'), resetAfterMs);
  };
  const text = status === 'copied' ? copiedLabel : status === 'failed' ? failedLabel : label;
  return (
    <>
      <button type="button" className={styles.button({ status })} data-status={status} onClick={() => void copy()}>
        <Icon status={status} />
        {text}
      </button>
      <span role="status" className={styles.visuallyHidden}>
        {status === 'copied' ? copiedLabel : status === 'failed' ? failedLabel : ''}
      </span>
    </>
  );
}
