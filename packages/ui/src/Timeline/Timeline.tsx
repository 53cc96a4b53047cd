import type { ReactNode } from 'react';
import * as styles from './Timeline.css';

export interface TimelineItem {
  id: string;
  title: ReactNode;
  /** Preformatted time (e.g. "24.11.2026 08:12"); `dateTime` makes it machine-readable. */
  time?: string;
  dateTime?: string;
  description?: ReactNode;
  /** Filled point = happened; empty point = still to come. */
  filled: boolean;
}

export interface TimelineProps {
  items: TimelineItem[];
  /** Screen-reader words for the points, e.g. { filled: 'tapahtunut', empty: 'tulossa' }. */
  pointLabels?: { filled: string; empty: string };
  /** Accessible name of the list. */
  label?: string;
}

/** A vertical sequence of events, e.g. a transport's state history, with filled (done) and empty (upcoming) points. */
export function Timeline({ items, pointLabels, label }: TimelineProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-filled={item.filled}>
          <span className={styles.point({ filled: item.filled })} aria-hidden="true" />
          <div className={styles.body}>
            <span className={item.filled ? styles.title : `${styles.title} ${styles.pending}`}>
              {item.title}
              {pointLabels && (
                <span className={styles.visuallyHidden}>, {item.filled ? pointLabels.filled : pointLabels.empty}</span>
              )}
            </span>
            {item.time && (
              <time className={styles.time} dateTime={item.dateTime}>
                {item.time}
              </time>
            )}
            {item.description && <div className={styles.description}>{item.description}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
