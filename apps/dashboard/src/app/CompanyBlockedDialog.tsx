import { Button } from '@siirto/ui';
import { Modal } from '../components/dialog';
import { useI18n } from '../i18n/intl';

/** The unaccepted company's dialog: only a logout (spec 1 §1). Loaded only when a company is not accepted. */
export default function CompanyBlockedDialog({ onLogout }: { onLogout: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open title={t('shell.blocked.title')} actions={<Button onClick={onLogout}>{t('shell.logout')}</Button>}>
      <p>{t('shell.blocked.text')}</p>
    </Modal>
  );
}
