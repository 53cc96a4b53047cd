import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, EmptyState, Link, Notice, Spinner, Card, Inline } from '@siirto/ui';
import { FRONTPAGE_TRANSPORT_STATE, FRONTPAGE_WIDGET_LIMIT, formatDateTime } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { Table } from '../../../components/table';
import { LicenceDialog } from '../../../components/LicenceDialog';
import { StateBadge } from '../../../components/StateBadge';
import { useI18n } from '../../../i18n/intl';
import { useSession } from '../../../lib/session';
import { useTransports } from '../../transports';
import { inProgressTransportsParams } from '../api/in-progress-transports';
import { useCompanyUserLimit } from '../../../lib/user-limit';
import { PageHeading } from '../../../components/page-heading';

/** Welcome, the quick buttons and the in-progress (state 5) transports widget. */
export default function FrontpageRoute() {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const transports = useTransports(inProgressTransportsParams);
  const name = session.user?.first_name || session.user?.full_name || session.user?.email || '';
  const rows = transports.data?.results.slice(0, FRONTPAGE_WIDGET_LIMIT);
  const userLimit = useCompanyUserLimit({ enabled: session.isAdmin });
  const [licenceOpen, setLicenceOpen] = useState(false);
  // a full licence opens the licence dialog instead of the invitation; the button waits for the count
  const addUser = () => {
    if (userLimit.reached) setLicenceOpen(true);
    else void navigate(paths.dashboard.company.href('users', { create: '1' }));
  };

  return (
    <>
      <PageHeading documentTitle={t('frontpage.title')}>{t('frontpage.welcome', { name })}</PageHeading>
      <Inline>
        <Button onClick={() => void navigate(paths.dashboard.transports.edit.href(0))}>
          {t('frontpage.createTransport')}
        </Button>
        <Button tone="secondary" disabled={!session.isAdmin || userLimit.loading} onClick={addUser}>
          {t('frontpage.addUser')}
        </Button>
      </Inline>
      <Card
        title={t('frontpage.inProgress')}
        actions={
          <Link asChild>
            <RouterLink to={paths.dashboard.transports.list.href({ state: String(FRONTPAGE_TRANSPORT_STATE) })}>
              {t('frontpage.showAll')}
            </RouterLink>
          </Link>
        }
        region={false}
        space="medium"
      >
        {transports.isPending ? <Spinner label={t('common.loading')} /> : null}
        {transports.isError ? (
          <Notice tone="caution" live="assertive">
            {t('common.loadFailed')}
          </Notice>
        ) : null}
        {rows?.length === 0 ? <EmptyState title={t('frontpage.noneInProgress')} headingLevel={3} /> : null}
        {rows && rows.length > 0 ? (
          <Table
            caption={t('frontpage.inProgress')}
            rows={rows}
            rowKey={(row) => row.id}
            empty={t('frontpage.noneInProgress')}
            columns={[
              { header: t('transports.columns.id'), cell: (row) => `#${String(row.id)}`, nowrap: true },
              { header: t('transports.columns.created'), cell: (row) => formatDateTime(row.created), nowrap: true },
              {
                header: t('transports.columns.pickup'),
                cell: (row) => [row.pickup_location, row.pickup_city_name].filter(Boolean).join(' / '),
              },
              {
                header: t('transports.columns.destination'),
                cell: (row) => [row.destination_location, row.destination_city_name].filter(Boolean).join(' / '),
              },
              {
                header: t('transports.columns.info'),
                cell: (row) => [row.vehicle, row.name].filter(Boolean).join(' '),
              },
              { header: t('transports.columns.driver'), cell: (row) => row.contract_obj?.driver.full_name ?? '' },
              {
                header: t('transports.columns.state'),
                cell: (row) => <StateBadge state={row.state} returnTripState={row.round_trip_return_trip_state} />,
              },
              {
                header: t('common.actions'),
                cell: (row) => (
                  <Link asChild>
                    <RouterLink to={paths.dashboard.transports.detail.href(row.id)}>{t('transports.show')}</RouterLink>
                  </Link>
                ),
              },
            ]}
          />
        ) : null}
      </Card>
      <LicenceDialog open={licenceOpen} onClose={() => setLicenceOpen(false)} userLimit={userLimit.limit} />
    </>
  );
}
