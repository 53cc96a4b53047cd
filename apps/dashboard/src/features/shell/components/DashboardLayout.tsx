import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { hasNewFeatures } from '@siirto/domain';
import { AppShell, Button, ConnectionStatus, Stack, type AppShellContact } from '@siirto/ui';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { hasSupportContact } from '../../../config/support';
import { LicenceDialog } from '../../../components/LicenceDialog';
import { RouterLink } from '../../../components/navigation';
import { useI18n } from '../../../i18n/intl';
import type { Contact } from '../../../lib/api-types';
import { useSession } from '../../../lib/session';
import { telHref, useSupportContacts } from '../../../lib/support';
import { useApiVersion } from '../api/get-api-version';
import { useContacts } from '../../../lib/queries/get-contacts';
import { useLicences } from '../../../lib/queries/get-licences';
import { useMyAccount } from '../../../lib/queries/get-account';
import { useNewFeatures } from '../../../lib/queries/get-new-features';
import { useLiveTransports } from '../../../lib/live';
import { navigationGroups, sideMenu, topMenu, type MenuContext } from './menu';
import * as styles from './shell.css';

/** A support contact's phone and e-mail as top-bar links; the name goes before the first of them. */
function contactLinks(contact: Contact): AppShellContact[] {
  const links: AppShellContact[] = [];
  if (contact.phone) links.push({ label: contact.phone, href: telHref(contact.phone) });
  if (contact.email) links.push({ label: contact.email, href: `mailto:${contact.email}` });
  const [first, ...rest] = links;
  return first ? [{ ...first, name: contact.name }, ...rest] : [];
}

/**
 * The dashboard shell on the design system's AppShell: the side menu with the Company group (account_type below 9)
 * or the top navigation (9), the top bar with the support contacts and WhatsApp, the hamburger menu at 768 px and
 * below, logout, the licence info and the app and API versions.
 */
export function DashboardLayout({ topNavigation, children }: { topNavigation: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const session = useSession();
  const { pathname } = useLocation();
  const [licenceOpen, setLicenceOpen] = useState(false);
  const account = useMyAccount();
  const licences = useLicences();
  const newFeatures = useNewFeatures();
  const contacts = useContacts();
  const apiVersion = useApiVersion();
  const support = useSupportContacts();
  // the tab's realtime socket and the live transport status, app-wide for the signed-in user; while it reconnects
  // every screen (the chat, the list, the detail, the map) says so at the top of its content
  const live = useLiveTransports();
  // the company's own contacts, then the general support line; the item shows only when something is set
  const supportLinks = [
    ...(contacts.data ?? []).flatMap(contactLinks),
    ...contactLinks({ name: '', phone: support.phone, email: support.email }),
  ];
  const showSupport = supportLinks.length > 0 || hasSupportContact(support);

  const licence = licences.data?.find((item) => item.id === account.data?.license);
  const context: MenuContext = {
    isAdmin: session.isAdmin,
    isStaff: session.isStaff,
    features: licence?.features ?? [],
  };
  const unread = hasNewFeatures(newFeatures.data, session.user?.new_features_readed);
  const navigation = navigationGroups(topNavigation ? topMenu : sideMenu, {
    context,
    unread,
    pathname,
    translate: (key) => t(key),
  });
  const versionText = [
    t('shell.appVersion', { version: env.webVersion }),
    t('shell.apiVersion', { version: apiVersion.data?.version ?? '–' }),
  ].join(' · ');
  const logout = (
    <Button tone="secondary" size="small" onClick={() => session.signOut()}>
      {t('shell.logout')}
    </Button>
  );

  return (
    <>
      <AppShell
        variant={topNavigation ? 'top' : 'side'}
        brand={
          <RouterLink href={paths.dashboard.frontpage.href()} className={styles.brandLink}>
            {t('common.brand')}
          </RouterLink>
        }
        navigation={navigation}
        linkComponent={RouterLink}
        navLabel={topNavigation ? t('shell.topNavigation') : t('shell.mainMenu')}
        menuButtonLabel={t('shell.menuButton')}
        skipLinkLabel={t('shell.skipToContent')}
        attentionLabel={t('shell.newFeaturesUnread')}
        supportLabel={showSupport ? t('shell.support') : undefined}
        supportContacts={supportLinks}
        whatsApp={support.whatsApp ? { label: t('shell.whatsapp'), href: support.whatsApp } : undefined}
        actions={topNavigation ? logout : undefined}
        menuFooter={
          topNavigation ? undefined : (
            <Stack space="small" align="left">
              <Button tone="ghost" size="small" onClick={() => setLicenceOpen(true)}>
                {t('shell.licenceInfo')}
              </Button>
              {logout}
            </Stack>
          )
        }
        versionText={versionText}
        status={<ConnectionStatus reconnecting={live.reconnecting} label={t('shell.realtimeReconnecting')} />}
      >
        <Stack space="medium">{children}</Stack>
      </AppShell>
      <LicenceDialog open={licenceOpen} onClose={() => setLicenceOpen(false)} />
    </>
  );
}
