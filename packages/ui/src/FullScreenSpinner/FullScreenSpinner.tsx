import { Spinner } from '../Spinner/Spinner';
import * as styles from './FullScreenSpinner.css';

export interface FullScreenSpinnerProps {
  /** What is loading; shown under the spinner and announced. */
  label: string;
  /** `true` dims the page behind instead of covering it (e.g. while saving). */
  overlay?: boolean;
}

/** Covers the viewport while the app boots or a blocking action runs. */
export function FullScreenSpinner({ label, overlay = false }: FullScreenSpinnerProps) {
  return (
    <div className={[styles.overlay, overlay ? styles.translucent : ''].join(' ')} aria-busy="true">
      <div className={styles.panel}>
        <Spinner label={label} size="large" showLabel />
      </div>
    </div>
  );
}
