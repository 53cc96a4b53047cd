import {
  createRow,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type Column,
  type ColumnDef,
  type PaginationState,
  type Row,
  type RowData,
  type SortingState,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useCallback,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
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
    /** The column's width (CSS length) in a long, virtualised page, whose columns have fixed widths. */
    width?: string;
    /** The label of the column's cells in `phoneCards` (default: the header when it is text). */
    cardLabel?: string;
    /**
     * The column's priority: a table narrower than this many rem leaves the column out (its content moves into
     * the `foldInto` column's cells, or is hidden), so that the columns that always show fit without a sideways
     * scroll. Columns without it always show. Phone cards (`phoneCards`, under 40rem) show every column.
     */
    hideBelow?: number;
    /** The id of the column whose cells show this column's content (with its name) while it is left out. */
    foldInto?: string;
    /**
     * The mirror of `hideBelow`: the column shows only in a table narrower than this many rem (never in phone cards,
     * which show every column): a compact column that stands for columns left out there, e.g. a route for a pickup
     * and a destination column.
     */
    showBelow?: number;
    /**
     * The ids of other columns (usually left out where this one shows, see `showBelow`) whose sorts this column's
     * header offers: one sort button each, named by that column's header, so that a route column sorts by pickup or
     * destination. The header's `aria-sort` tells the order of the one sorted.
     */
    sortFor?: string[];
  }
}

/** The element's content width in rem (the root font size), kept current as it resizes; null before the first layout. */
function useWidthInRem(ref: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      const rem = parseFloat(getComputedStyle(element.ownerDocument.documentElement).fontSize) || 16;
      setWidth(element.clientWidth / rem);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return width;
}

/** The width in rem under which `phoneCards` lays rows out as cards (DataTable.css.ts, `narrow`). */
const CARDS_BELOW_REM = 40;
/** A table with column priorities narrower than this (rem) has narrower cell padding. */
const COMPACT_BELOW_REM = 64;

/** Page sizes of the spec; 10,000 is "All". */
export const dataTablePageSizes = [30, 50, 100, 300, 10000] as const;
export const dataTableAllPageSize = 10000;
export const dataTableStatuses = ['ready', 'loading', 'error'] as const;
export type DataTableStatus = (typeof dataTableStatuses)[number];

/** Rows above this count on one page are virtualised. */
const VIRTUALIZE_OVER = 60;
const ROW_HEIGHT = 44;
/**
 * Rows rendered beyond each edge of the window of a long page: each scroll step lays out and paints every row that
 * enters, so fewer extra rows make a jump cheaper (8 made a jump's frame 40-70 ms at 1x CPU, the browser's own style,
 * layout and paint of its ~30 new rows); 3 still covers a wheel step (120 px) before the next frame renders.
 */
const OVERSCAN = 3;

/** A column without a width in a virtualised page: at least this wide, sharing the space left. */
const DEFAULT_COLUMN_WIDTH = '8rem';

/**
 * The grid track of a column of a virtualised page: its width at least, and a share of the space left in proportion
 * to it (what a fixed table layout did), e.g. '6rem' => 'minmax(6rem, 6fr)'.
 */
function columnTrack(width: string | undefined): string {
  const length = width ?? DEFAULT_COLUMN_WIDTH;
  const match = /^(\d+(?:\.\d+)?)(rem|px)$/.exec(length);
  if (!match) return `minmax(${length}, 1fr)`;
  const share = match[2] === 'px' ? Number(match[1]) / 16 : Number(match[1]);
  return `minmax(${length}, ${String(share)}fr)`;
}

type AnyColumn<TData> = ColumnDef<TData> & {
  accessorKey?: string;
  accessorFn?: (row: TData, index: number) => unknown;
};

/** A column's value reader (accessorFn, or accessorKey with dots for nested values). */
function accessorOf<TData>(column: AnyColumn<TData> | undefined): ((row: TData, index: number) => unknown) | undefined {
  if (!column) return undefined;
  if (typeof column.accessorFn === 'function') return column.accessorFn;
  const key = column.accessorKey;
  if (typeof key !== 'string') return undefined;
  const path = key.split('.');
  return (row) =>
    path.reduce<unknown>((value, part) => (value as Record<string, unknown> | null | undefined)?.[part], row);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null || a === '') return 1;
  if (b === undefined || b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  return collator.compare(text(a), text(b));
}

/**
 * The rows in the sorted order, without building a row object per row (TanStack's row models create one for every
 * row, which dominated the first render of 10,000 rows): values are read once per row and sorted as indexes.
 * Empty values sort last in both directions; equal values keep their order.
 */
function sortData<TData>(data: TData[], sorting: SortingState, columns: AnyColumn<TData>[]): TData[] {
  const keys = sorting
    .map((sort) => {
      const column = columns.find((candidate) => (candidate.id ?? candidate.accessorKey) === sort.id);
      const read = accessorOf(column);
      return read ? { values: data.map((row, index) => read(row, index)), desc: sort.desc } : null;
    })
    .filter((key): key is { values: unknown[]; desc: boolean } => key !== null);
  if (keys.length === 0) return data;
  const order = data.map((_, index) => index);
  order.sort((left, right) => {
    for (const key of keys) {
      const a = key.values[left];
      const b = key.values[right];
      const emptyA = a === undefined || a === null || a === '';
      const emptyB = b === undefined || b === null || b === '';
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      const result = compareValues(a, b);
      if (result !== 0) return key.desc ? -result : result;
    }
    return left - right;
  });
  return order.map((index) => data[index] as TData);
}

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
  /** The first column stays in view while a wide table scrolls sideways (an id that names the row). */
  stickyFirstColumn?: boolean;
  /**
   * Height in px of every row of a long, virtualised page (default 44); its cells do not wrap there, so give the
   * height two-line cells need.
   */
  rowHeight?: number;
  /**
   * On a narrow screen (the table itself under 40rem wide) each row of a page shows as a card: its cells one under
   * another, each with its column's name (`meta.cardLabel` or the header's text), and the sortable headers as a row
   * of sort buttons above the cards, instead of a table that scrolls sideways. A long, virtualised page and a table
   * with a footer (totals) stay tables.
   */
  phoneCards?: boolean;
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

interface BodyRowProps<TData> {
  table: Table<TData>;
  /** TanStack's row of a short page; a virtualised page's rows are made here, only for the rows that enter. */
  row: Row<TData> | undefined;
  original: TData;
  id: string;
  /** The row's position on the page (0-based). */
  position: number;
  ariaRowIndex: number;
  /** Clickable rows: 0 for the roving tab stop, -1 for the others; undefined when rows are not clickable. */
  tabIndex: 0 | -1 | undefined;
  label: string | undefined;
  className: string;
  height: number | undefined;
  /** A virtualised row's distance from the top of the body (it is positioned there, out of the flow). */
  offset: number | undefined;
  /** The visible columns: a new list (new column definitions, other priorities) renders the row again. */
  columns: Column<TData>[];
  cellClassNames: string[];
  /** Each cell's column name as a card shows it (`phoneCards`), or undefined. */
  cellLabels: (string | undefined)[] | undefined;
  /** Per visible column, the left-out columns whose content its cells show (column priorities). */
  folds: Column<TData>[][];
  /** The table's roles are given explicitly: CSS may lay its parts out as grids or cards. */
  explicitRoles: boolean;
}

/**
 * One body row. Memoised on plain props, so that a scroll step renders only the rows that enter the window and a
 * change of the roving tab stop only the two rows concerned; clicks and keys are handled once on the tbody.
 */
function BodyRowComponent<TData>({
  table,
  row,
  original,
  id,
  position,
  ariaRowIndex,
  tabIndex,
  label,
  className,
  height,
  offset,
  columns,
  cellClassNames,
  cellLabels,
  folds,
  explicitRoles,
}: BodyRowProps<TData>) {
  const defaultCell = table._getDefaultColumnDef().cell;
  const tableRow = useMemo(
    () => row ?? createRow(table, id, original, position, 0),
    // the columns are a dependency: a row made for other column definitions would keep their cells
    [row, table, id, original, position, columns],
  );
  // A virtualised row is a grid of its own, out of the table's layout, placed at its offset.
  const virtual = offset !== undefined;
  return (
    <tr
      data-row=""
      data-position={position}
      aria-rowindex={ariaRowIndex}
      role={explicitRoles ? 'row' : undefined}
      className={className}
      style={virtual ? { height, transform: `translateY(${String(offset)}px)` } : undefined}
      {...(tabIndex === undefined ? {} : { tabIndex, 'aria-label': label })}
    >
      {tableRow.getVisibleCells().map((cell, index) => {
        const render = cell.column.columnDef.cell;
        return (
          <td
            key={cell.id}
            className={cellClassNames[index]}
            role={explicitRoles ? 'cell' : undefined}
            data-label={cellLabels?.[index] || undefined}
          >
            {
              // TanStack's own cell (a column without `cell`) is called, not mounted as a component: its text
              // without a component per cell
              render === defaultCell
                ? (render as (context: CellContext<TData, unknown>) => ReactNode)(cell.getContext())
                : flexRender(render, cell.getContext())
            }
            {folds[index]?.map((column) => {
              const folded = tableRow._getAllCellsByColumnId()[column.id];
              if (!folded) return null;
              const { header, meta } = column.columnDef;
              const name = meta?.cardLabel ?? (typeof header === 'string' ? header : undefined);
              return (
                <span key={column.id} className={styles.fold}>
                  {name ? <span className={styles.foldName}>{name}</span> : null}
                  <span className={styles.foldValue}>{flexRender(column.columnDef.cell, folded.getContext())}</span>
                </span>
              );
            })}
          </td>
        );
      })}
    </tr>
  );
}
const BodyRow = memo(BodyRowComponent) as typeof BodyRowComponent;

interface VirtualRowsProps {
  count: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizerRef: RefObject<Virtualizer<HTMLDivElement, Element> | null>;
  renderRow: (position: number, row: undefined, offset: number) => ReactNode;
  /** The body's own props (its click and key handlers). */
  bodyProps: ComponentProps<'tbody'>;
}

/**
 * The body of a long page: as tall as all its rows, holding the window of rows in view (and a few more), each
 * positioned at its own offset. Its own component, so that a scroll step renders this window and not the whole
 * table (header, footer, paging); a row that enters is laid out on its own, not the table around it.
 */
function VirtualRows({ count, rowHeight, scrollRef, virtualizerRef, renderRow, bodyProps }: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
  });
  virtualizerRef.current = virtualizer;
  return (
    <tbody {...bodyProps} role="rowgroup" className={styles.gridBody} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => renderRow(item.index, undefined, item.start))}
    </tbody>
  );
}

const noRows: never[] = [];

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
  stickyFirstColumn = false,
  paginated = true,
  rowHeight = ROW_HEIGHT,
  phoneCards = false,
}: DataTableProps<TData>) {
  const [sortingState, setSortingState] = useState<SortingState>([]);
  const [activeRowState, setActiveRow] = useState(0);
  const [paginationState, setPaginationState] = useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize });
  const sorting = sortingProp ?? sortingState;
  const pagination = paginationProp ?? paginationState;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const captionId = useId();

  const setPagination = (next: PaginationState) => {
    setPaginationState(next);
    setActiveRow(0);
    onPaginationChange?.(next);
    scrollRef.current?.scrollTo({ top: 0 });
  };

  const { pageIndex, pageSize } = pagination;
  const flatColumns = useMemo(() => {
    const flatten = (list: AnyColumn<TData>[]): AnyColumn<TData>[] =>
      list.flatMap((column) =>
        'columns' in column && Array.isArray(column.columns) ? flatten(column.columns as AnyColumn<TData>[]) : [column],
      );
    return flatten(columns as AnyColumn<TData>[]);
  }, [columns]);
  // Sorting and paging are done here on the plain rows; TanStack gets only the rows on screen.
  const sorted = useMemo(
    () => (manualSorting || sorting.length === 0 ? data : sortData(data, sorting, flatColumns)),
    [data, sorting, manualSorting, flatColumns],
  );
  const pageStart = manualPagination || !paginated ? 0 : pageIndex * pageSize;
  const pageRows = useMemo(
    () => (manualPagination || !paginated ? sorted : sorted.slice(pageStart, pageStart + pageSize)),
    [sorted, manualPagination, paginated, pageStart, pageSize],
  );
  const total = manualPagination ? (rowCount ?? data.length) : data.length;
  const rowCountOnPage = pageRows.length;
  const virtualize = rowCountOnPage > VIRTUALIZE_OVER;
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  // On mount the scroll area's ref is set after the rows' own effects have run: the rows' virtualizer then looks
  // for its scroll element again (what its next update would do).
  const attachScroll = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    if (element) virtualizerRef.current?._willUpdate();
  }, []);

  // Column priorities: a column with `hideBelow` is left out of a table narrower than that (not of phone cards,
  // which show every column one under another)
  const prioritised = flatColumns.some(
    (column) => column.meta?.hideBelow !== undefined || column.meta?.showBelow !== undefined,
  );
  const width = useWidthInRem(rootRef, prioritised);
  const columnVisibility = useMemo(() => {
    const visibility: Record<string, boolean> = {};
    if (!prioritised) return visibility;
    const asCards = phoneCards && width !== null && width < CARDS_BELOW_REM;
    for (const column of flatColumns) {
      const { hideBelow, showBelow } = column.meta ?? {};
      const id = column.id ?? column.accessorKey;
      if (id === undefined) continue;
      // before the first layout the table is laid out wide: the columns that show only in a narrow one are left out
      if (showBelow !== undefined && (width === null || asCards || width >= showBelow)) visibility[id] = false;
      if (hideBelow !== undefined && width !== null && !asCards && width < hideBelow) visibility[id] = false;
    }
    return visibility;
  }, [flatColumns, prioritised, width, phoneCards]);

  const table = useReactTable({
    // a long page gives TanStack no rows: each row on screen makes its own row object (BodyRow), so neither the
    // first render nor a scroll step builds a row model
    data: virtualize ? (noRows as TData[]) : pageRows,
    columns,
    // ids and indexes count from the page's first row
    getRowId: (row, index) => (getRowId ? getRowId(row, pageStart + index) : String(pageStart + index)),
    state: { sorting, pagination, columnVisibility },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting);
      setSortingState(next);
      onSortingChange?.(next);
    },
    onPaginationChange: (updater) => setPagination(resolve(updater, pagination)),
    manualSorting: true,
    sortDescFirst: false,
    manualPagination: true,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
  });

  const rows = table.getRowModel().rows;

  const debouncedSearch = useDebouncedCallback((value: string) => search?.onSearch(value), search?.debounceMs ?? 1000);

  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length;
  // each shown column's left-out columns that fold into it (`meta.foldInto`)
  const folds = useMemo(() => {
    const left = table.getAllLeafColumns().filter((column) => !column.getIsVisible());
    return visibleColumns.map((column) => left.filter((candidate) => candidate.columnDef.meta?.foldInto === column.id));
  }, [table, visibleColumns]);
  // a column's `footer` (TanStack's) makes a footer row: totals that stay at the bottom of the scroll area
  const hasFooter = visibleColumns.some((column) => column.columnDef.footer !== undefined);
  const firstColumn = (index: number) => (stickyFirstColumn && index === 0 ? ` ${styles.stickyColumn}` : '');
  const cellClassNames = useMemo(
    () =>
      visibleColumns.map(
        (column, index) =>
          (virtualize ? styles.gridCell : column.columnDef.meta?.nowrap ? `${styles.td} ${styles.nowrap}` : styles.td) +
          (stickyFirstColumn && index === 0 ? ` ${styles.stickyColumn}` : ''),
      ),
    [visibleColumns, stickyFirstColumn, virtualize],
  );
  // Cards on a narrow screen (a short page without totals only): each cell with its column's name.
  const cards = phoneCards && !virtualize && !hasFooter;
  const cellLabels = useMemo(
    () =>
      cards
        ? visibleColumns.map((column) => {
            const { header, meta } = column.columnDef;
            return meta?.cardLabel ?? (typeof header === 'string' ? header : undefined);
          })
        : undefined,
    [visibleColumns, cards],
  );
  // A long page lays its rows out as grids with these tracks (see VirtualRows), at least as wide as its columns.
  const gridColumns = useMemo(
    () =>
      virtualize
        ? {
            template: visibleColumns.map((column) => columnTrack(column.columnDef.meta?.width)).join(' '),
            minWidth: `calc(${visibleColumns.map((column) => column.columnDef.meta?.width ?? DEFAULT_COLUMN_WIDTH).join(' + ')})`,
          }
        : undefined,
    [visibleColumns, virtualize],
  );
  const headerGroups = table.getHeaderGroups();
  const clickable = onRowClick !== undefined;

  // Roving focus: one tab stop for the rows; arrow keys, Home and End move between them.
  const activeRow = Math.min(activeRowState, Math.max(0, rowCountOnPage - 1));
  const focusRow = (position: number) => {
    const target = Math.min(rowCountOnPage - 1, Math.max(0, position));
    setActiveRow(target);
    if (virtualize) virtualizerRef.current?.scrollToIndex(target);
    // A virtual row may need a frame or two to render after scrolling.
    const tryFocus = (attempts: number) => {
      const element = scrollRef.current?.querySelector<HTMLElement>(`tr[data-position="${target}"]`);
      if (element) element.focus();
      else if (attempts > 0) requestAnimationFrame(() => tryFocus(attempts - 1));
    };
    requestAnimationFrame(() => tryFocus(5));
  };

  const activate = (position: number) => {
    const original = pageRows[position];
    if (original === undefined) return;
    setActiveRow(position);
    onRowClick?.(original);
  };
  /** The body row (its element) an event happened in, or null: clicks and keys are handled here, not per row. */
  const rowElementOf = (target: EventTarget, tbody: HTMLElement) => {
    const element = target instanceof Element ? target.closest('tr[data-position]') : null;
    return element instanceof HTMLElement && element.parentElement === tbody ? element : null;
  };
  const onBodyClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const element = rowElementOf(event.target, event.currentTarget);
    if (element) activate(Number(element.dataset.position));
  };
  const onBodyKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const element = rowElementOf(event.target, event.currentTarget);
    // keys on the row itself, not on a control inside it
    if (!element || element !== event.target) return;
    const position = Number(element.dataset.position);
    const moves: Record<string, number> = {
      ArrowDown: position + 1,
      ArrowUp: position - 1,
      Home: 0,
      End: rowCountOnPage - 1,
      PageDown: position + 10,
      PageUp: position - 10,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusRow(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(position);
    }
  };

  // A long page's rows are grids (VirtualRows) unless an error takes their place; CSS lays them out as grids and a
  // narrow page's as cards, so the browser is given the table's roles explicitly.
  const grid = gridColumns !== undefined && status !== 'error';
  const explicitRoles = grid || cards;
  const roleOf = (role: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell') => (explicitRoles ? role : undefined);
  const rowClassName = [styles.row, clickable ? styles.clickableRow : '', virtualize ? styles.virtualRow : ''].join(
    ' ',
  );
  const renderRow = (position: number, row?: Row<TData>, offset?: number) => {
    const original = row ? row.original : (pageRows[position] as TData);
    const id = row ? row.id : getRowId ? getRowId(original, pageStart + position) : String(pageStart + position);
    return (
      <BodyRow
        key={id}
        table={table}
        row={row}
        original={original}
        id={id}
        position={position}
        ariaRowIndex={pageStart + position + 2}
        tabIndex={clickable ? (position === activeRow ? 0 : -1) : undefined}
        label={clickable ? getRowLabel?.(original) : undefined}
        className={rowClassName}
        height={virtualize ? rowHeight : undefined}
        offset={offset}
        columns={visibleColumns}
        cellClassNames={cellClassNames}
        cellLabels={cellLabels}
        folds={folds}
        explicitRoles={explicitRoles}
      />
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
  } else if (status === 'loading' && rowCountOnPage === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <Spinner label={labels.loading} showLabel />
        </td>
      </tr>
    );
  } else if (rowCountOnPage === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else if (!virtualize) {
    body = rows.map((row, index) => renderRow(index, row));
  }
  const bodyProps = {
    onClick: clickable && rowCountOnPage > 0 ? onBodyClick : undefined,
    onKeyDown: clickable && rowCountOnPage > 0 ? onBodyKeyDown : undefined,
  };

  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <div
      ref={rootRef}
      className={[
        styles.root,
        cards ? styles.cardsRoot : '',
        prioritised && width !== null && width < COMPACT_BELOW_REM ? styles.compact : '',
      ].join(' ')}
    >
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
        ref={attachScroll}
        className={[
          styles.scroll,
          stickyHeader ? styles.sticky : '',
          stickyHeader && virtualize ? styles.containedScroll : '',
        ].join(' ')}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        {/* A long page is a table of grid rows (roles given explicitly, as CSS replaces the table's layout). */}
        <table
          className={[
            styles.table,
            grid ? styles.gridTable : '',
            cards ? styles.cardTable : '',
            status === 'loading' && rowCountOnPage > 0 ? styles.busy : '',
          ].join(' ')}
          role={roleOf('table')}
          style={
            grid
              ? { ...assignInlineVars({ [styles.columns]: gridColumns.template }), minWidth: gridColumns.minWidth }
              : undefined
          }
          aria-rowcount={rowCountOnPage > 0 ? total + 1 : undefined}
          aria-busy={status === 'loading' || undefined}
        >
          <caption id={captionId} className={showCaption ? undefined : styles.caption}>
            {caption}
          </caption>
          <thead
            className={
              grid
                ? styles.gridHead
                : cards
                  ? visibleColumns.some((column) => column.getCanSort())
                    ? styles.cardHead
                    : `${styles.cardHead} ${styles.cardHeadNoSort}`
                  : undefined
            }
            role={roleOf('rowgroup')}
          >
            {headerGroups.map((group) => (
              <tr key={group.id} aria-rowindex={1} className={grid ? styles.gridRow : undefined} role={roleOf('row')}>
                {group.headers.map((header, index) => {
                  const canSort = header.column.getCanSort();
                  const sortChoices = (header.column.columnDef.meta?.sortFor ?? []).flatMap((id) => {
                    const column = table.getAllLeafColumns().find((candidate) => candidate.id === id);
                    return column?.getCanSort() ? [column] : [];
                  });
                  const direction =
                    sortChoices.length > 0
                      ? (sortChoices.map((column) => column.getIsSorted()).find(Boolean) ?? false)
                      : header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      className={styles.th + firstColumn(index) + (grid ? ` ${styles.gridHeaderCell}` : '')}
                      role={roleOf('columnheader')}
                      data-sortable={cards && canSort ? '' : undefined}
                      // only the sorted header carries aria-sort (ARIA: one sorted column at a time)
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    >
                      {sortChoices.length > 0 ? (
                        <span className={styles.sortChoices}>
                          {content}
                          {sortChoices.map((column) => (
                            <button
                              key={column.id}
                              type="button"
                              className={styles.sortButton}
                              onClick={column.getToggleSortingHandler()}
                              title={labels.sort}
                            >
                              {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
                              <SortIcon direction={column.getIsSorted()} />
                            </button>
                          ))}
                        </span>
                      ) : canSort ? (
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
          {grid ? (
            <VirtualRows
              count={rowCountOnPage}
              rowHeight={rowHeight}
              scrollRef={scrollRef}
              virtualizerRef={virtualizerRef}
              renderRow={renderRow}
              bodyProps={bodyProps}
            />
          ) : (
            <tbody {...bodyProps} role={roleOf('rowgroup')}>
              {body}
            </tbody>
          )}
          {hasFooter && rowCountOnPage > 0 && status !== 'error' && (
            <tfoot className={grid ? styles.gridFoot : undefined} role={roleOf('rowgroup')}>
              {table.getFooterGroups().map((group) => (
                <tr key={group.id} className={grid ? styles.gridRow : undefined} role={roleOf('row')}>
                  {group.headers.map((header, index) => (
                    <td
                      key={header.id}
                      className={`${styles.tf} ${styles.nowrap}${firstColumn(index)}`}
                      role={roleOf('cell')}
                    >
                      {header.isPlaceholder ? null : flexRender(header.column.columnDef.footer, header.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      </div>
      {status === 'loading' && rowCountOnPage > 0 && <Spinner label={labels.loading} size="small" showLabel />}
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
