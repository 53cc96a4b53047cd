import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { PageArrow } from './PageArrow';
import * as styles from './Pagination.css';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. "Sivutus". */
  root: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. (3, 12) => "Sivu 3 / 12". */
  page?: (page: number, totalPages: number) => string;
}

export interface PaginationProps {
  /** Total number of items. */
  count: number;
  pageSize: number;
  /** The current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  siblingCount?: number;
  className?: string;
}

/** Page navigation (Ark UI Pagination): previous, page numbers with ellipses, next. */
export function Pagination({
  count,
  pageSize,
  page,
  onPageChange,
  labels,
  siblingCount = 1,
  className,
}: PaginationProps) {
  const pageLabel = labels.page;
  return (
    <ArkPagination.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={siblingCount}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: labels.root,
        prevTriggerLabel: labels.previous,
        nextTriggerLabel: labels.next,
        ...(pageLabel ? { itemLabel: ({ page: p, totalPages }) => pageLabel(p, totalPages) } : {}),
      }}
    >
      <ArkPagination.PrevTrigger className={styles.item}>
        <PageArrow direction="previous" />
      </ArkPagination.PrevTrigger>
      <ArkPagination.Context>
        {(pagination) =>
          pagination.pages.map((p, index) =>
            p.type === 'page' ? (
              <ArkPagination.Item key={p.value} {...p} className={styles.item}>
                {p.value}
              </ArkPagination.Item>
            ) : (
              <ArkPagination.Ellipsis key={`e${index}`} index={index} className={styles.ellipsis}>
                …
              </ArkPagination.Ellipsis>
            ),
          )
        }
      </ArkPagination.Context>
      <ArkPagination.NextTrigger className={styles.item}>
        <PageArrow direction="next" />
      </ArkPagination.NextTrigger>
    </ArkPagination.Root>
  );
}
