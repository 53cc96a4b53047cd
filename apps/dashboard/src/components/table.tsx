import { useMemo, type ReactNode } from 'react';
import type { CellContext } from '@tanstack/react-table';
import { DataTable, type ColumnDef } from '@siirto/ui/table';
import { useI18n } from '../i18n/intl';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The cells never wrap: ids, dates, phone numbers. */
  nowrap?: boolean;
}

interface CellMeta<T> {
  render: (row: T) => ReactNode;
  /** ids, dates and phone numbers: never wrapped */
  nowrap?: boolean;
}

/**
 * Every cell is this one component: the table renders a column's `cell` as a component type, so a function made
 * anew on each render of the page would unmount and remount the cell (a clicked button gone from the page, the
 * focus lost when its dialog closes). The column's current `cell` travels in `meta`.
 */
function TableCell<T>({ row, column }: CellContext<T, unknown>) {
  return (column.columnDef.meta as CellMeta<T>).render(row.original);
}

/**
 * A table (the design system's DataTable) of rows the caller already has, all on one page: lists paged by the
 * server put their own paging under it. On a phone each row is a card of named cells (DataTable's `phoneCards`).
 */
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
  const { t } = useI18n();
  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column, index) => ({
        id: String(index),
        header: column.header,
        cell: TableCell,
        meta: { render: column.cell, nowrap: column.nowrap } satisfies CellMeta<T>,
        enableSorting: false,
      })),
    [columns],
  );
  return (
    <DataTable
      caption={caption}
      data={rows}
      columns={columnDefs}
      getRowId={(row) => String(rowKey(row))}
      emptyMessage={empty}
      paginated={false}
      stickyHeader={false}
      phoneCards
      labels={{
        pageSize: t('common.table.pageSize'),
        all: t('common.all'),
        loading: t('common.loading'),
        pagination: { root: t('common.pagination'), previous: t('common.previous'), next: t('common.next') },
      }}
    />
  );
}
