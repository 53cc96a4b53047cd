import { Notice } from '../../../components/feedback';
import type { MessageKey } from '../../../i18n/catalogs';
import { useI18n } from '../../../i18n/intl';

/** Screens of the second spec document that a later release brings. */
export default function ComingSoonRoute({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <h1>{t(titleKey)}</h1>
      <Notice tone="info">{t('common.comingSoon')}</Notice>
    </>
  );
}
