import { useState } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { Button } from '@siirto/ui';
import { LIST_PAGE_SIZE } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { Notice, Spinner } from '../../../components/feedback';
import { Card, Inline } from '../../../components/layout';
import { Table } from '../../../components/table';
import { StateBadge } from '../../../components/StateBadge';
import * as styles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { formatDateTime } from '../../../lib/format';
import { useTransports } from '../../../lib/transports';

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
      <h1>{t('transports.title')}</h1>
      <Card>
        {transports.isPending ? <Spinner label={t('common.loading')} /> : null}
        {transports.isError ? <Notice tone="caution">{t('common.loadFailed')}</Notice> : null}
        {transports.data ? (
          <Table
            caption={t('transports.title')}
            rows={transports.data.results}
            rowKey={(row) => row.id}
            empty={t('common.empty')}
            columns={[
              {
                header: t('transports.columns.id'),
                cell: (row) => (
                  <Link className={styles.link} to={paths.dashboard.transports.detail.href(row.id)}>
                    {`#${String(row.id)}`}
                  </Link>
                ),
              },
              { header: t('transports.columns.created'), cell: (row) => formatDateTime(row.created) },
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
              { header: t('transports.columns.state'), cell: (row) => <StateBadge state={row.state} /> },
            ]}
          />
        ) : null}
        <Inline>
          <Button
            tone="secondary"
            size="small"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - LIST_PAGE_SIZE))}
          >
            {t('common.previous')}
          </Button>
          <Button
            tone="secondary"
            size="small"
            disabled={offset + LIST_PAGE_SIZE >= count}
            onClick={() => setOffset(offset + LIST_PAGE_SIZE)}
          >
            {t('common.next')}
          </Button>
        </Inline>
      </Card>
    </>
  );
}

function TransportPlaceholder() {
  const { t } = useI18n();
  return (
    <>
      <h1>{t('transports.title')}</h1>
      <Notice tone="info">{t('common.comingSoon')}</Notice>
      <Link className={styles.link} to={paths.dashboard.transports.list.href()}>
        {t('transports.backToList')}
      </Link>
    </>
  );
}

export default function TransportsRoute() {
  return (
    <Routes>
      <Route index element={<TransportsList />} />
      <Route path="*" element={<TransportPlaceholder />} />
    </Routes>
  );
}
