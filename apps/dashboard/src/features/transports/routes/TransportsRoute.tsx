import { useState } from 'react';
import { Link as RouterLink, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Heading, Link, Pagination } from '@siirto/ui';
import { LIST_PAGE_SIZE } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { Notice, Spinner } from '../../../components/feedback';
import { Card } from '../../../components/layout';
import { Table } from '../../../components/table';
import { StateBadge } from '../../../components/StateBadge';
import { useI18n } from '../../../i18n/intl';
import { formatDateTime } from '../../../lib/format';
import { useTransports } from '../api/get-transports';
import { useAdminStatus } from '../../../lib/shared-queries';
import OrderWizardRoute, { CreateOrderModal } from '../wizard/OrderWizardRoute';

/** A simple transports list; the full list, detail and order wizard are spec 2's (a later release). */
function TransportsList() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const stateParam = params.get('state');
  const state = stateParam && /^\d+$/.test(stateParam) ? Number(stateParam) : undefined;
  const [offset, setOffset] = useState(0);
  const transports = useTransports({ limit: LIST_PAGE_SIZE, offset, state });
  const count = transports.data?.count ?? 0;
  return (
    <>
      <Heading level={1}>{t('transports.title')}</Heading>
      <CreateOrder />
      <Card>
        {transports.isPending ? <Spinner label={t('common.loading')} /> : null}
        {transports.isError ? <Notice tone="caution">{t('common.loadFailed')}</Notice> : null}
        {transports.data?.results.length === 0 ? <EmptyState title={t('common.empty')} headingLevel={2} /> : null}
        {transports.data && transports.data.results.length > 0 ? (
          <Table
            caption={t('transports.title')}
            rows={transports.data.results}
            rowKey={(row) => row.id}
            empty={t('common.empty')}
            columns={[
              {
                header: t('transports.columns.id'),
                cell: (row) => (
                  <Link asChild>
                    <RouterLink to={paths.dashboard.transports.detail.href(row.id)}>{`#${String(row.id)}`}</RouterLink>
                  </Link>
                ),
                nowrap: true,
              },
              { header: t('transports.columns.created'), cell: (row) => formatDateTime(row.created), nowrap: true },
              {
                header: t('transports.columns.pickup'),
                cell: (row) =>
                  [row.pickup_location, row.pickup_city_name, formatDateTime(row.pickup_time)]
                    .filter(Boolean)
                    .join(' / '),
              },
              {
                header: t('transports.columns.destination'),
                cell: (row) =>
                  [row.destination_location, row.destination_city_name, formatDateTime(row.destination_time)]
                    .filter(Boolean)
                    .join(' / '),
              },
              {
                header: t('transports.columns.state'),
                cell: (row) => <StateBadge state={row.state} returnTripState={row.round_trip_return_trip_state} />,
              },
            ]}
          />
        ) : null}
        {count > LIST_PAGE_SIZE ? (
          <Pagination
            count={count}
            pageSize={LIST_PAGE_SIZE}
            page={Math.floor(offset / LIST_PAGE_SIZE) + 1}
            onPageChange={(page) => setOffset((page - 1) * LIST_PAGE_SIZE)}
            labels={{
              root: t('common.pagination'),
              previous: t('common.previous'),
              next: t('common.next'),
              page: (page, pages) => t('common.pageOf', { page, pages }),
            }}
          />
        ) : null}
      </Card>
    </>
  );
}

/** LUO SIIRTO: the order wizard page, or its modal when WEB_TRANSPORT_CREATE_VERSION is 1 (`?create` opens it). */
function CreateOrder() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = useAdminStatus();
  const modal = status.data?.WEB_TRANSPORT_CREATE_VERSION === 1;
  const open = params.has('create');
  const close = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('create');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <div>
        <Button
          tone="primary"
          onClick={() =>
            modal
              ? setParams((previous) => new URLSearchParams([...previous, ['create', '1']]))
              : void navigate(paths.dashboard.transports.edit.href(0))
          }
        >
          {t('wizard.create')}
        </Button>
      </div>
      <CreateOrderModal open={open} onClose={close} />
    </>
  );
}

function TransportPlaceholder() {
  const { t } = useI18n();
  return (
    <>
      <Heading level={1}>{t('transports.title')}</Heading>
      <EmptyState
        title={t('common.comingSoon')}
        action={
          <Button asChild tone="secondary">
            <RouterLink to={paths.dashboard.transports.list.href()}>{t('transports.backToList')}</RouterLink>
          </Button>
        }
      />
    </>
  );
}

export default function TransportsRoute() {
  return (
    <Routes>
      <Route index element={<TransportsList />} />
      <Route path="edit/:transportId?/:page?" element={<OrderWizardRoute />} />
      <Route path="*" element={<TransportPlaceholder />} />
    </Routes>
  );
}
