import { lazy, Suspense } from 'react';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { Button, EmptyState, Heading } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/feedback';
import { useI18n } from '../../../i18n/intl';
import { TransportList } from '../list/TransportList';

const TransportDetailRoute = lazy(() => import('../detail/TransportDetailRoute'));

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

function DetailRoute() {
  const { t } = useI18n();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <TransportDetailRoute />
    </Suspense>
  );
}

export default function TransportsRoute() {
  return (
    <Routes>
      <Route index element={<TransportList />} />
      <Route path="detail/:transportId" element={<DetailRoute />} />
      <Route path="*" element={<TransportPlaceholder />} />
    </Routes>
  );
}
