import { EmptyState, Heading } from '@siirto/ui';
import type { MessageKey } from '../../../i18n/catalogs';
import { useI18n } from '../../../i18n/intl';

/** Screens of the second spec document that a later release brings. */
export default function ComingSoonRoute({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <Heading level={1}>{t(titleKey)}</Heading>
      <EmptyState title={t('common.comingSoon')} />
    </>
  );
}
