import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Card as UiCard, DescriptionList as UiDescriptionList, Inline as UiInline, Stack as UiStack } from '@siirto/ui';
import * as styles from './components.css';

export function Stack({ children }: { children: ReactNode }) {
  return <UiStack space="medium">{children}</UiStack>;
}
export function Inline({ children }: { children: ReactNode }) {
  return (
    <UiInline space="small" alignY="center">
      {children}
    </UiInline>
  );
}
export function Columns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>;
}

export function Card({ title, children, actions }: { title?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    // unlabelled like before: a titled table inside already is a region named by its caption (landmark-unique)
    <UiCard title={title} actions={actions} aria-labelledby={undefined}>
      <UiStack space="medium">{children}</UiStack>
    </UiCard>
  );
}

export function DescriptionList({ items }: { items: { term: ReactNode; value: ReactNode }[] }) {
  return <UiDescriptionList items={items.map((item) => ({ term: item.term, description: item.value }))} />;
}

export function Tabs({ label, items }: { label: string; items: { to: string; label: ReactNode }[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className={styles.tab} end>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function Breadcrumbs({ label, items }: { label: string; items: { to?: string; label: ReactNode }[] }) {
  return (
    <nav aria-label={label}>
      <ol className={styles.breadcrumbs}>
        {items.map((item, index) => (
          <li key={index}>
            {item.to && index < items.length - 1 ? (
              <Link className={styles.link} to={item.to}>
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
}

export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: ReactNode;
}) {
  return (
    // a narrow screen scrolls the table sideways: the scroll area must be reachable by keyboard
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td key={index}>{column.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export { styles as componentStyles };
