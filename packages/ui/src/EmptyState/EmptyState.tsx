import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** The next step, e.g. a "create transport" button. */
  action?: ReactNode;
  /** An illustration or icon; decorative. */
  icon?: ReactNode;
  headingLevel?: EmptyStateHeadingLevel;
}

function DefaultIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M3 7l9-4 9 4-9 4-9-4z" />
      <path d="M3 7v10l9 4 9-4V7" />
      <path d="M12 11v10" />
    </svg>
  );
}

/** Tells the user that a list or view has no content yet and what to do next. */
export function EmptyState({ title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? <DefaultIcon />}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
