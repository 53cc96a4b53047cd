/**
 * /dashboard/customers (account_type 9's top navigation; issue 19): the account's customers with their open
 * transports and latest chat, searched (debounced) and paged by the server, both kept in the address bar; create
 * and edit in a dialog, and a button that opens the customer's chat (created when there is none) on the chat page.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Schema } from '@siirto/api-client';
import { Button, EmptyState, Card } from '@siirto/ui';
import { DataTable, type ColumnDef } from '@siirto/ui/table';
import { formatDateTime } from '@siirto/domain';
import { SearchField } from '../../../components/search-field';
import { useNotify } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { saveErrorMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useCustomerList } from '../api/get-customers';
import { useOpenCustomerChat } from '../api/open-customer-chat';
import { CustomerDialog } from '../components/CustomerDialog';
import * as styles from '../components/customers.css';
import {
  CUSTOMER_PAGE_SIZES,
  readCustomerParams,
  writeCustomerParams,
  type CustomerListParams,
} from '../customer-params';
import { PageHeading } from '../../../components/page-heading';
import { EmailText } from '../../../components/email-text';

type Customer = Schema<'CustomerDetail'>;
type T = ReturnType<typeof useI18n>['t'];

function customerColumns(
  t: T,
  actions: {
    edit: (customer: Customer) => void;
    openChat: (customer: Customer) => void;
    opening: number | null;
  } | null,
): ColumnDef<Customer>[] {
  const columns: ColumnDef<Customer>[] = [
    {
      id: 'name',
      header: t('customers.columns.name'),
      cell: ({ row }) => (
        <span className={styles.nameCell}>
          <strong>{row.original.name}</strong>
          {row.original.business_id ? (
            <span className={`${styles.muted} ${styles.nowrap}`}>
              {t('customers.businessId', { businessId: row.original.business_id })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'contact',
      header: t('customers.columns.contact'),
      cell: ({ row }) => (
        <span className={styles.cellStack}>
          {row.original.email ? (
            <span>
              <EmailText email={row.original.email} />
            </span>
          ) : null}
          {row.original.phone ? <span>{row.original.phone}</span> : null}
        </span>
      ),
    },
    {
      id: 'open_transports',
      header: t('customers.columns.openTransports'),
      cell: ({ row }) => t('customers.openTransports', { count: row.original.open_transports_count }),
      meta: { nowrap: true },
    },
    {
      id: 'latest_chat',
      header: t('customers.columns.latestChat'),
      cell: ({ row }) => {
        const chat = row.original.latest_chat;
        if (!chat) return <span className={styles.muted}>{t('customers.noChat')}</span>;
        if (chat.latest_message_at === null || chat.latest_message_preview === null)
          return (
            <span className={styles.cellStack}>
              <span>{chat.name}</span>
              <span className={styles.muted}>{t('customers.noMessages')}</span>
            </span>
          );
        return (
          <span className={styles.cellStack}>
            <span>{formatDateTime(chat.latest_message_at)}</span>
            <span className={styles.preview} title={chat.latest_message_preview}>
              {chat.latest_message_preview || t('customers.attachmentOnly')}
            </span>
          </span>
        );
      },
    },
  ];
  if (actions === null) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('customers.columns.actions'),
      // the buttons name themselves: a phone's card shows them without the column's name
      meta: { cardLabel: '' },
      cell: ({ row }) => (
        <span className={styles.actions}>
          <Button
            size="small"
            tone="secondary"
            data-edit-customer={row.original.id}
            onClick={() => actions.edit(row.original)}
            aria-label={t('customers.editNamed', { name: row.original.name })}
          >
            {t('customers.edit')}
          </Button>
          <Button
            size="small"
            disabled={actions.opening !== null}
            onClick={() => actions.openChat(row.original)}
            aria-label={t('customers.openChatNamed', { name: row.original.name })}
          >
            {t('customers.openChat')}
          </Button>
        </span>
      ),
    },
  ];
}

export default function CustomersRoute() {
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCustomerParams(searchParams), [searchParams]);
  const customers = useCustomerList(params);
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  // the row's Muokkaa that opened the dialog, found again on close: the table may have drawn the row anew meanwhile
  const editedId = useRef<number | null>(null);
  const openChat = useOpenCustomerChat();
  // Drivers read the list; the customers' writes answer them 403, so they are not offered.
  const readOnly = useSession().user?.is_driver === true;

  const update = useCallback(
    (change: Partial<CustomerListParams>) =>
      setSearchParams((current) => writeCustomerParams({ ...readCustomerParams(current), page: 1, ...change })),
    [setSearchParams],
  );
  const search = useCallback((value: string) => update({ search: value }), [update]);
  const createNew = () => {
    editedId.current = null;
    setEditing('new');
  };

  const opening = openChat.isPending ? openChat.variables : null;
  const columns = useMemo(
    () =>
      customerColumns(
        t,
        readOnly
          ? null
          : {
              edit: (customer) => {
                editedId.current = customer.id;
                setEditing(customer);
              },
              opening,
              openChat: (customer) =>
                openChat.mutate(customer.id, {
                  onSuccess: (answer) => {
                    if (answer.created) notify({ tone: 'positive', title: t('customers.chatCreated') });
                    void navigate(paths.dashboard.chat.href(answer.group.id));
                  },
                  onError: (error) =>
                    notify({ tone: 'critical', title: t('customers.chatFailed'), text: saveErrorMessage(error, i18n) }),
                }),
            },
      ),
    [t, i18n, readOnly, opening, openChat, notify, navigate],
  );

  const page = customers.data;
  const empty =
    params.search !== '' ? (
      <EmptyState
        headingLevel={2}
        title={t('customers.noResults.title')}
        description={t('customers.noResults.text')}
        action={
          <Button tone="secondary" onClick={() => update({ search: '' })}>
            {t('customers.noResults.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        headingLevel={2}
        title={t('customers.empty.title')}
        description={t('customers.empty.text')}
        action={readOnly ? undefined : <Button onClick={createNew}>{t('customers.create')}</Button>}
      />
    );

  return (
    <>
      <div className={styles.header}>
        <PageHeading>{t('customers.title')}</PageHeading>
        {readOnly ? null : <Button onClick={createNew}>{t('customers.create')}</Button>}
      </div>
      <Card space="medium">
        <div className={styles.toolbar}>
          <div className={styles.search} role="search">
            <SearchField
              value={params.search}
              onSearch={search}
              label={t('customers.search')}
              description={t('customers.searchHint')}
            />
          </div>
          <p aria-live="polite">{page ? t('customers.count', { count: page.count }) : null}</p>
        </div>
        <DataTable
          caption={t('customers.tableCaption')}
          data={page?.results ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          rowHeight={64}
          stickyFirstColumn
          phoneCards
          status={customers.isError ? 'error' : customers.isFetching ? 'loading' : 'ready'}
          errorMessage={t('customers.loadFailed')}
          onRetry={() => void customers.refetch()}
          retryLabel={t('common.retry')}
          emptyMessage={empty}
          manualPagination
          rowCount={page?.count ?? 0}
          pagination={{ pageIndex: params.page - 1, pageSize: params.pageSize }}
          onPaginationChange={(next) =>
            update({ page: next.pageSize === params.pageSize ? next.pageIndex + 1 : 1, pageSize: next.pageSize })
          }
          pageSizes={CUSTOMER_PAGE_SIZES}
          labels={{
            pageSize: t('common.table.pageSize'),
            all: t('common.all'),
            loading: t('common.loading'),
            range: (from, to, total) => t('customers.range', { from, to, total }),
            pagination: {
              root: t('common.pagination'),
              previous: t('common.previous'),
              next: t('common.next'),
              page: (current, pages) => t('common.pageOf', { page: current, pages }),
            },
          }}
        />
      </Card>
      <CustomerDialog
        open={editing !== null}
        customer={editing === 'new' || editing === null ? null : editing}
        onClose={() => setEditing(null)}
        finalFocus={() =>
          editedId.current === null
            ? null
            : document.querySelector<HTMLElement>(`[data-edit-customer="${String(editedId.current)}"]`)
        }
      />
    </>
  );
}
