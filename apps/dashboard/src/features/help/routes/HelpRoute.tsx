import { Card } from '../../../components/layout';
import * as styles from '../../../components/components.css';
import { externalLinks } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';

export default function HelpRoute() {
  const { t } = useI18n();
  return (
    <>
      <h1>{t('help.title')}</h1>
      <Card>
        <p>{t('help.intro')}</p>
        <p>
          {t('help.phoneLabel')}{' '}
          <a className={styles.link} href={`tel:${t('help.phone').replace(/\s+/g, '')}`}>
            {t('help.phone')}
          </a>
        </p>
        <p>
          {t('help.emailLabel')}{' '}
          <a className={styles.link} href={`mailto:${t('help.email')}`}>
            {t('help.email')}
          </a>
        </p>
        <p>
          <a className={styles.link} href={externalLinks.helpSite} target="_blank" rel="noreferrer">
            {t('help.openHelpSite')}
          </a>
        </p>
      </Card>
    </>
  );
}
