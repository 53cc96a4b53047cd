import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Notice } from '../../../components/feedback';
import * as styles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';

export function PaymentResult({ success }: { success: boolean }) {
  const { t } = useI18n();
  return (
    <main className={styles.fullScreen}>
      <div className={styles.card} style={{ maxWidth: '32rem' }}>
        <h1>{success ? t('payment.successTitle') : t('payment.cancelledTitle')}</h1>
        <Notice tone={success ? 'positive' : 'caution'}>
          {success ? t('payment.successText') : t('payment.cancelledText')}
        </Notice>
        <Link className={styles.link} to={paths.dashboard.frontpage.href()}>
          {t('payment.backToDashboard')}
        </Link>
      </div>
    </main>
  );
}
