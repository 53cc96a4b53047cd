import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Pagination, type PaginationLabels } from '../../Pagination/Pagination';
import { Spinner } from '../../Spinner/Spinner';
import { useDebouncedCallback } from './useDebouncedCallback';
import * as styles from './DataTable.css';

declare module '@tanstack/react-table' {
  // the parameters must match the library's declaration to merge with it
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's cells never wrap: ids, dates, phone numbers. */
    nowrap?: boolean;
  }
}

/** Page sizes of the spec; 10,000 is "All". */
export const dataTablePageSizes = [30, 50, 100, 300, 10000] as const;
export const dataTableAllPageSize = 10000;
export const dataTableStatuses = ['ready', 'loading', 'error'] as const;
export type DataTableStatus = (typeof dataTableStatuses)[number];

/** Rows above this count on one page are virtualised. */
const VIRTUALIZE_OVER = 60;
const ROW_HEIGHT = 44;

export interface DataTableSearch {
  /** Visible label of the search field. */
  label: string;
  placeholder?: string;
  /** Initial text of the field. */
  defaultValue?: string;
  /** Called with the text once typing has paused for `debounceMs` (default 1 s). */
  onSearch: (value: string) => void;
  debounceMs?: number;
}

export interface DataTableLabels {
  /** Label of the page-size select, e.g. "Rivejä sivulla". */
  pageSize: string;
  /** Option text for page size 10,000, e.g. "Kaikki". */
  all: string;
  /** E.g. (1, 30, 1234) => "1–30 / 1234". */
  range?: (from: number, to: number, total: number) => string;
  pagination: PaginationLabels;
  /** Announced and shown while loading. */
  loading: string;
  /** Accessible sort hint on sortable header buttons, e.g. "Järjestä". Optional. */
  sort?: string;
}

export interface DataTableProps<TData> {
  data: TData[];
  /** TanStack Table v8 column definitions (`createColumnHelper<T>()`). Set `enableSorting: false` per column to disable. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's documented column type; values differ per column
  columns: ColumnDef<TData, any>[];
  /** The table's accessible name. */
  caption: string;
  /** Show the caption visually (otherwise screen readers only). */
  showCaption?: boolean;
  labels: DataTableLabels;
  getRowId?: (row: TData, index: number) => string;
  /** Makes rows clickable; Enter or Space on a focused row does the same. */
  onRowClick?: (row: TData) => void;
  /** Accessible name of a clickable row, e.g. the transport's number. */
  getRowLabel?: (row: TData) => string;
  status?: DataTableStatus;
  /** Shown when there are no rows. */
  emptyMessage: ReactNode;
  /** Shown when `status` is `error`. */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  search?: DataTableSearch;
  /** Controlled sorting (TanStack state). With `manualSorting` the server sorts. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  manualSorting?: boolean;
  /** Controlled paging: `pageIndex` is 0-based. With `manualPagination` give `rowCount` and pass one page as `data`. */
  pagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  manualPagination?: boolean;
  rowCount?: number;
  defaultPageSize?: number;
  pageSizes?: readonly number[];
  /** Sticky header inside a 600 px scroll area (default). */
  stickyHeader?: boolean;
  /**
   * `false` shows every row on one page without the page-size and paging footer: for short fixed lists
   * (a dialog's three tiers, a widget's five rows).
   */
  paginated?: boolean;
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg
      className={styles.sortIcon}
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
    >
      {direction !== 'desc' && <path d="M7 10l5-5 5 5" opacity={direction === 'asc' ? 1 : 0.5} />}
      {direction !== 'asc' && <path d="M7 14l5 5 5-5" opacity={direction === 'desc' ? 1 : 0.5} />}
    </svg>
  );
}

function resolve<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

/**
 * A data table on TanStack Table v8: sortable headers (aria-sort), clickable rows, paging with 30/50/100/300/All,
 * a sticky header in a 600 px scroll area, virtualised rows for long pages, loading/empty/error states and a
 * debounced search field. Import from '@siirto/ui/table'.
 */
export function DataTable<TData>({
  data,
  columns,
  caption,
  showCaption = false,
  labels,
  getRowId,
  onRowClick,
  getRowLabel,
  status = 'ready',
  emptyMessage,
  errorMessage,
  onRetry,
  retryLabel,
  search,
  sorting: sortingProp,
  onSortingChange,
  manualSorting = false,
  pagination: paginationProp,
  onPaginationChange,
  manualPagination = false,
  rowCount,
  defaultPageSize = 30,
  pageSizes = dataTablePageSizes,
  stickyHeader = true,
  paginated = true,
}: DataTableProps<TData>) {
  const [sortingState, setSortingState] = useState<SortingState>([]);
  const [activeRowState, setActiveRow] = useState(0);
  const [paginationState, setPaginationState] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const sorting = sortingProp ?? sortingState;
  const pagination = paginationProp ?? paginationState;
  const scrollRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const captionId = useId();

  const setPagination = (next: PaginationState) => {
    setPaginationState(next);
    setActiveRow(0);
    onPaginationChange?.(next);
    scrollRef.current?.scrollTo({ top: 0 });
  };

  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, pagination },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting);
      setSortingState(next);
      onSortingChange?.(next);
    },
    onPaginationChange: (updater) => setPagination(resolve(updater, pagination)),
    manualSorting,
    sortDescFirst: false,
    manualPagination,
    rowCount: manualPagination ? rowCount : undefined,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(paginated ? { getPaginationRowModel: getPaginationRowModel() } : {}),
  });

  const rows = table.getRowModel().rows;
  const total = manualPagination ? (rowCount ?? data.length) : table.getPrePaginationRowModel().rows.length;
  const virtualize = rows.length > VIRTUALIZE_OVER;
  const virtualizer = useVirtualizer({
    count: virtualize ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const debouncedSearch = useDebouncedCallback((value: string) => search?.onSearch(value), search?.debounceMs ?? 1000);

  const columnCount = table.getVisibleLeafColumns().length;
  const headerGroups = table.getHeaderGroups();
  const clickable = onRowClick !== undefined;

  // Roving focus: one tab stop for the rows; arrow keys, Home and End move between them.
  const activeRow = Math.min(activeRowState, Math.max(0, rows.length - 1));
  const focusRow = (position: number) => {
    const target = Math.min(rows.length - 1, Math.max(0, position));
    setActiveRow(target);
    if (virtualize) virtualizer.scrollToIndex(target);
    // A virtual row may need a frame or two to render after scrolling.
    const tryFocus = (attempts: number) => {
      const element = scrollRef.current?.querySelector<HTMLElement>(`tr[data-position="${target}"]`);
      if (element) element.focus();
      else if (attempts > 0) requestAnimationFrame(() => tryFocus(attempts - 1));
    };
    requestAnimationFrame(() => tryFocus(5));
  };

  const renderRow = (row: Row<TData>, position: number) => {
    const activate = () => {
      setActiveRow(position);
      onRowClick?.(row.original);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.target !== event.currentTarget) return;
      const moves: Record<string, number> = {
        ArrowDown: position + 1,
        ArrowUp: position - 1,
        Home: 0,
        End: rows.length - 1,
        PageDown: position + 10,
        PageUp: position - 10,
      };
      const next = moves[event.key];
      if (next !== undefined) {
        event.preventDefault();
        focusRow(next);
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        activate();
      }
    };
    return (
      <tr
        key={row.id}
        data-row=""
        data-position={position}
        aria-rowindex={pagination.pageIndex * pagination.pageSize + position + 2}
        className={[styles.row, clickable ? styles.clickableRow : ''].join(' ')}
        {...(clickable
          ? {
              tabIndex: position === activeRow ? 0 : -1,
              onClick: activate,
              onKeyDown,
              'aria-label': getRowLabel?.(row.original),
            }
          : {})}
      >
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={cell.column.columnDef.meta?.nowrap ? `${styles.td} ${styles.nowrap}` : styles.td}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <div className={styles.errorBox} role="alert">
            {errorMessage}
            {onRetry && retryLabel && (
              <button type="button" className={styles.retry} onClick={onRetry}>
                {retryLabel}
              </button>
            )}
          </div>
        </td>
      </tr>
    );
  } else if (status === 'loading' && rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <Spinner label={labels.loading} showLabel />
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else if (virtualize) {
    const items = virtualizer.getVirtualItems();
    const first = items[0];
    const last = items[items.length - 1];
    const top = first ? first.start : 0;
    const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
    body = (
      <>
        {top > 0 && (
          <tr aria-hidden="true">
            <td className={styles.spacer} colSpan={columnCount} style={{ height: top }} />
          </tr>
        )}
        {items.map((item) => {
          const row = rows[item.index];
          return row ? renderRow(row, item.index) : null;
        })}
        {bottom > 0 && (
          <tr aria-hidden="true">
            <td className={styles.spacer} colSpan={columnCount} style={{ height: bottom }} />
          </tr>
        )}
      </>
    );
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  const { pageIndex, pageSize } = pagination;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <div className={styles.root}>
      {search && (
        <div className={styles.toolbar}>
          <label className={styles.searchLabel} htmlFor={searchId}>
            {search.label}
            <input
              id={searchId}
              type="search"
              className={styles.input}
              placeholder={search.placeholder}
              defaultValue={search.defaultValue}
              onChange={(event) => debouncedSearch(event.currentTarget.value)}
            />
          </label>
        </div>
      )}
      {/* The scroll area is focusable so keyboard users can scroll it (sticky header stays in view). */}
      <div
        ref={scrollRef}
        className={[styles.scroll, stickyHeader ? styles.sticky : ''].join(' ')}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table
          className={[styles.table, status === 'loading' && rows.length > 0 ? styles.busy : ''].join(' ')}
          aria-rowcount={rows.length > 0 ? total + 1 : undefined}
          aria-busy={status === 'loading' || undefined}
        >
          <caption id={captionId} className={showCaption ? undefined : styles.caption}>
            {caption}
          </caption>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      className={styles.th}
                      // only the sorted header carries aria-sort (ARIA: one sorted column at a time)
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                          title={labels.sort}
                        >
                          {content}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {status === 'loading' && rows.length > 0 && <Spinner label={labels.loading} size="small" showLabel />}
      {paginated && (
        <div className={styles.footer}>
          <label className={styles.pageSize}>
            {labels.pageSize}
            <select
              className={styles.select}
              value={pageSize}
              onChange={(event) => setPagination({ pageIndex: 0, pageSize: Number(event.currentTarget.value) })}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size === dataTableAllPageSize ? labels.all : size}
                </option>
              ))}
            </select>
          </label>
          {labels.range && total > 0 && <span>{labels.range(from, to, total)}</span>}
          {total > pageSize && (
            <Pagination
              count={total}
              pageSize={pageSize}
              page={pageIndex + 1}
              onPageChange={(page) => setPagination({ pageIndex: page - 1, pageSize })}
              labels={labels.pagination}
            />
          )}
        </div>
      )}
    </div>
  );
}
