import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Heading } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
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

export function AuthPanel({ title, children, wide }: { title: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`${styles.panel} ${wide ? styles.wide : ''}`} aria-labelledby="auth-title">
      <Heading level={1} id="auth-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
