import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { Button, EmptyState, Heading } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { TransportList } from '../list/TransportList';

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
      <Route index element={<TransportList />} />
      <Route path="*" element={<TransportPlaceholder />} />
    </Routes>
  );
}
