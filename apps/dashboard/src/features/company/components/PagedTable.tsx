import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Button, Pagination, Notice, Spinner, Inline } from '@siirto/ui';
import { Table, type Column } from '../../../components/table';
import { useI18n } from '../../../i18n/intl';
import type { Page } from '../../../lib/api';
import { errorAsText } from '../../../lib/form-errors';

/**
 * A list the server pages by `limit` / `offset` (business locations and company users, 30 a page): the page's
 * query, the spinner while it loads, its error, the table, and the design system's Pagination under it (which
 * keeps the page between the first and the last). The previous page stays on screen while the next one loads.
 */
export function PagedTable<Row, Key extends QueryKey>({
  query,
  pageSize,
  caption,
  columns,
  rowKey,
  empty,
  errorTitle,
}: {
  /** The query options of the page at an offset (the feature's `api/get-….ts`). */
  query: (offset: number) => UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
  pageSize: number;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  empty: ReactNode;
  /** The title of the notice when the page cannot be loaded. */
  errorTitle?: string;
}) {
  const { t } = useI18n();
  const [offset, setOffset] = useState(0);
  const page = useQuery(query(offset));
  return (
    <>
      {page.isPending ? <Spinner label={t('common.loading')} /> : null}
      {page.isError ? (
        <Notice tone="caution" title={errorTitle} live="assertive">
          {errorAsText(page.error)}
        </Notice>
      ) : null}
      {page.data ? (
        <Table caption={caption} rows={page.data.results} rowKey={rowKey} empty={empty} columns={columns} />
      ) : null}
      <Pagination
        count={page.data?.count ?? 0}
        pageSize={pageSize}
        page={Math.floor(offset / pageSize) + 1}
        onPageChange={(next) => setOffset(Math.max(0, (next - 1) * pageSize))}
        labels={{
          root: t('common.pagination'),
          previous: t('common.previous'),
          next: t('common.next'),
          page: (current, pages) => t('common.pageOf', { page: current, pages }),
        }}
      />
    </>
  );
}

export interface RowAction {
  /** The button's text ("Muokkaa"). */
  label: string;
  /** What the button does to which row, for assistive technology ("Muokkaa: Helsinki"). */
  name: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The small buttons in a row's actions cell. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Inline>
      {actions.map((action) => (
        <Button
          key={action.name}
          tone="secondary"
          size="small"
          disabled={action.disabled}
          onClick={action.onClick}
          aria-label={action.name}
        >
          {action.label}
        </Button>
      ))}
    </Inline>
  );
}
