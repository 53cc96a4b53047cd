import { Pagination } from '@siirto/ui';
import { useI18n } from '../../../i18n/intl';

/**
 * The page navigation under a list the server pages by `limit` / `offset` (business locations and company users,
 * 30 a page): the design system's Pagination, which keeps the page between the first and the last.
 */
export function ListPagination({
  count,
  pageSize,
  offset,
  onOffsetChange,
}: {
  count: number;
  pageSize: number;
  offset: number;
  onOffsetChange: (offset: number) => void;
}) {
  const { t } = useI18n();
  return (
    <Pagination
      count={count}
      pageSize={pageSize}
      page={Math.floor(offset / pageSize) + 1}
      onPageChange={(page) => onOffsetChange(Math.max(0, (page - 1) * pageSize))}
      labels={{
        root: t('common.pagination'),
        previous: t('common.previous'),
        next: t('common.next'),
        page: (page, pages) => t('common.pageOf', { page, pages }),
      }}
    />
  );
}
