import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label: string;
  size?: SpinnerSize;
  /** Show the label next to the ring instead of only to assistive technology. */
  showLabel?: boolean;
  className?: string;
}

/** A loading indicator with a polite live status. */
export function Spinner({ label, size = 'medium', showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.ring({ size })} aria-hidden="true" />
      <span className={showLabel ? styles.label : styles.visuallyHidden}>{label}</span>
    </span>
  );
}
