import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { PageHeading } from '../../../components/page-heading';
import * as styles from './auth.css';

/** Background and the logo linking to the root on every auth page. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.background}>
      <header>
        <Link to={paths.root.href()} className={styles.logo} aria-label={t('common.logoHome')}>
          {t('common.brand')}
        </Link>
      </header>
      <main style={{ display: 'contents' }}>{children}</main>
    </div>
  );
}

export function AuthPanel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`${styles.panel} ${wide ? styles.wide : ''}`} aria-labelledby="auth-title">
      <PageHeading id="auth-title">{title}</PageHeading>
      {children}
    </section>
  );
}
