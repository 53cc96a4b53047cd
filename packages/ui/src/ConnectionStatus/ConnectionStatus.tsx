import * as spinner from '../Spinner/Spinner.css';
import * as styles from './ConnectionStatus.css';

export interface ConnectionStatusProps {
  /** True while a live connection is lost and being restored: the pill shows `label`. */
  reconnecting: boolean;
  /** What the user reads while reconnecting, e.g. "Connection lost – reconnecting…". */
  label: string;
  className?: string;
}

/**
 * The state of a live connection (a chat, live status): nothing while connected, a small pill at the top of the
 * content while it reconnects. The polite status region is always in the page, so the text is announced when it
 * appears; the pill floats over the content without taking space and lets the pointer through.
 */
export function ConnectionStatus({ reconnecting, label, className }: ConnectionStatusProps) {
  return (
    <div role="status" className={[styles.region, className].filter(Boolean).join(' ')}>
      {reconnecting ? (
        <span className={styles.pill}>
          <span className={spinner.ring({ size: 'small' })} aria-hidden="true" />
          <span className={styles.text}>{label}</span>
        </span>
      ) : null}
    </div>
  );
}
