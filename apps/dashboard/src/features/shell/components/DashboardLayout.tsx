import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Button } from '@siirto/ui';
import { env } from '../../../config/env';
import { externalLinks, paths } from '../../../config/paths';
import { LicenceDialog } from '../../../components/LicenceDialog';
import { useI18n } from '../../../i18n/intl';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { sharedKeys, useContacts, useLicences, useMyAccount, useNewFeatures } from '../../../lib/shared-queries';
import { hasUnreadFeatures, isGroup, isVisible, sideMenu, topMenu, type MenuContext, type MenuItem } from './menu';
import * as styles from './shell.css';

function MenuLink({ item, unread }: { item: MenuItem; unread: boolean }) {
  const { t } = useI18n();
  return (
    <li>
      <NavLink to={item.to} className={styles.menuLink}>
        {t(item.label)}
        {item.newFeatures && unread ? (
          <span className={styles.newMark} role="img" aria-label={t('shell.newFeaturesUnread')}>
            !
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

function TopBar({
  topNavigation,
  menuOpen,
  onToggleMenu,
}: {
  topNavigation: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const { t } = useI18n();
  const contacts = useContacts();
  return (
    <header className={styles.topBar}>
      <div className={styles.contacts}>
        {!topNavigation ? (
          <Button
            tone="secondary"
            size="small"
            className={styles.hamburger}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={onToggleMenu}
          >
            {t('shell.menuButton')}
          </Button>
        ) : null}
        <Link to={paths.dashboard.frontpage.href()} className={styles.brand}>
          {t('common.brand')}
        </Link>
      </div>
      <ul className={styles.contacts} aria-label={t('shell.support')}>
        <li>{t('shell.support')}:</li>
        {(contacts.data ?? []).map((contact) => (
          <li key={`${contact.email}-${contact.phone}`}>
            {contact.name}{' '}
            <a className={styles.link} href={`tel:${(contact.phone ?? '').replace(/\s+/g, '')}`}>
              {contact.phone}
            </a>{' '}
            <a className={styles.link} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        ))}
        <li>
          <a className={styles.link} href={externalLinks.whatsapp} target="_blank" rel="noreferrer">
            {t('shell.whatsapp')}
          </a>
        </li>
      </ul>
    </header>
  );
}

/** The dashboard shell: top bar, then the side menu (account_type < 9) or the top navigation (9). */
export function DashboardLayout({ topNavigation, children }: { topNavigation: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const session = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [licenceOpen, setLicenceOpen] = useState(false);
  const account = useMyAccount();
  const licences = useLicences();
  const newFeatures = useNewFeatures();
  const apiVersion = useQuery({
    queryKey: sharedKeys.version,
    queryFn: () => api.get<{ version: string }>('/version/'),
    staleTime: 5 * 60_000,
  });

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const licence = licences.data?.find((item) => item.id === account.data?.license);
  const context: MenuContext = {
    isAdmin: session.isAdmin,
    isStaff: session.user?.is_staff === true,
    features: licence?.features ?? [],
  };
  const unread = hasUnreadFeatures(newFeatures.data ?? [], session.user?.new_features_readed);

  return (
    <div className={styles.frame}>
      <TopBar topNavigation={topNavigation} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      {topNavigation ? (
        <nav aria-label={t('shell.topNavigation')} className={styles.topBar}>
          <ul className={styles.topNav}>
            {topMenu.map((item) => (
              <MenuLink key={item.to} item={item} unread={false} />
            ))}
          </ul>
          <Button tone="secondary" size="small" onClick={() => session.signOut()}>
            {t('shell.logout')}
          </Button>
        </nav>
      ) : null}
      <div className={styles.body}>
        {!topNavigation ? (
          <nav id="side-menu" aria-label={t('shell.mainMenu')} className={styles.sidebar} data-open={menuOpen}>
            <ul className={styles.menuList}>
              {sideMenu.map((entry) =>
                isGroup(entry) ? (
                  <li key={entry.label}>
                    <p className={styles.groupTitle}>{t(entry.label)}</p>
                    <ul className={styles.menuList}>
                      {entry.items
                        .filter((item) => isVisible(item, context))
                        .map((item) => (
                          <MenuLink key={item.to} item={item} unread={unread} />
                        ))}
                    </ul>
                  </li>
                ) : isVisible(entry, context) ? (
                  <MenuLink key={entry.to} item={entry} unread={unread} />
                ) : null,
              )}
              <li>
                <button type="button" className={styles.menuButton} onClick={() => setLicenceOpen(true)}>
                  {t('shell.licenceInfo')}
                </button>
              </li>
              <li>
                <button type="button" className={styles.menuButton} onClick={() => session.signOut()}>
                  {t('shell.logout')}
                </button>
              </li>
            </ul>
            <p className={styles.versions}>
              {t('shell.appVersion', { version: env.webVersion })}
              <br />
              {t('shell.apiVersion', { version: apiVersion.data?.version ?? '–' })}
            </p>
          </nav>
        ) : null}
        <main className={styles.content} id="main">
          {children}
        </main>
      </div>
      <LicenceDialog open={licenceOpen} onClose={() => setLicenceOpen(false)} />
    </div>
  );
}
