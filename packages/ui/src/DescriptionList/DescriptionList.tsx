import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export const descriptionListLayouts = ['columns', 'stacked'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

export interface DescriptionListItem {
  /** Stable key; defaults to the term when it is a string. */
  id?: string;
  term: ReactNode;
  description: ReactNode;
  /** Keep the description on one line (a phone number, an id, a date). */
  nowrap?: boolean;
}

export interface DescriptionListProps {
  items: DescriptionListItem[];
  /** `columns`: term beside value (stacks at 768 px and below); `stacked`: term above value. */
  layout?: DescriptionListLayout;
  /** Shown instead of an empty description (e.g. "–"). */
  emptyValue?: ReactNode;
  className?: string;
}

/** Key–value details such as a transport's pickup and destination data, as a semantic `dl`. */
export function DescriptionList({ items, layout = 'columns', emptyValue, className }: DescriptionListProps) {
  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.term === 'string' ? item.term : index)}
          className={[styles.row, layout === 'stacked' ? styles.stackedRow : ''].join(' ')}
        >
          <dt className={styles.term}>{item.term}</dt>
          <dd className={[styles.description, item.nowrap ? styles.nowrap : ''].join(' ')}>
            {item.description === null || item.description === undefined || item.description === ''
              ? emptyValue
              : item.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
