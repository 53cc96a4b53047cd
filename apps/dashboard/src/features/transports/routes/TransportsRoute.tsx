import { lazy, Suspense, useState } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Spinner } from '@siirto/ui';
import { routeModule, useI18n } from '../../../i18n/intl';
import { TransportList } from '../list/TransportList';

const TransportDetailRoute = lazy(() => import('../detail/TransportDetailRoute'));
const ConditionReportPrintRoute = lazy(() => import('../detail/ConditionReportPrintRoute'));
// the import (issue 30 §1) loads with its own texts when opened: the list's first load carries none of it
const ImportRoute = lazy(() => routeModule(['import'], import('../import/ImportRoute')));
// the wizard's own page is a route of the dashboard (DashboardRoutes); the list loads it for its modal when asked
const CreateOrderModal = lazy(() =>
  import('../wizard/OrderWizardRoute').then((module) => ({ default: module.CreateOrderModal })),
);

/** `?create` on the list opens the order wizard in its modal (WEB_TRANSPORT_CREATE_VERSION 1; the list's create
 * button links there in that mode, and to the wizard page otherwise). */
function CreateOrder() {
  const [params, setParams] = useSearchParams();
  // the modal's code loads when it first opens, and stays mounted after (its closing animation)
  const [wanted, setWanted] = useState(false);
  if (params.has('create') && !wanted) setWanted(true);
  const close = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('create');
        return next;
      },
      { replace: true },
    );
  return wanted ? (
    <Suspense fallback={null}>
      <CreateOrderModal open={params.has('create')} onClose={close} />
    </Suspense>
  ) : null;
}

function LazyImportRoute() {
  const { t } = useI18n();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <ImportRoute />
    </Suspense>
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

function PrintRoute() {
  const { t } = useI18n();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <ConditionReportPrintRoute />
    </Suspense>
  );
}

export default function TransportsRoute() {
  return (
    <Routes>
      <Route
        index
        element={
          <>
            <TransportList />
            <CreateOrder />
          </>
        }
      />
      <Route path="detail/:transportId" element={<DetailRoute />} />
      <Route path="detail/:transportId/condition-report" element={<PrintRoute />} />
      <Route path="import" element={<LazyImportRoute />} />
      <Route path="*" element={<Navigate to={paths.dashboard.transports.list.href()} replace />} />
    </Routes>
  );
}
