import type { AnchorHTMLAttributes, ElementType } from 'react';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit on the last item: it is the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** Accessible name of the navigation, e.g. "Murupolku". */
  label: string;
  /** A link component such as an adapter around react-router's `Link`; defaults to `a`. */
  linkComponent?: ElementType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;
}

/** The path to the current page. The last item is the current page (`aria-current="page"`). */
export function Breadcrumbs({ items, label, linkComponent: LinkComponent = 'a' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {last || item.href === undefined ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <LinkComponent className={styles.link} href={item.href}>
                  {item.label}
                </LinkComponent>
              )}
              {!last && (
                <span className={styles.separator} aria-hidden="true">
                  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M9 6l6 6-6 6" />
                  </svg>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
