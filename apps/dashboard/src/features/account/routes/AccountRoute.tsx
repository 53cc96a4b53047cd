import { Navigate, useParams } from 'react-router-dom';
import { Notice } from '@siirto/ui';
import { accountTabs, paths, type AccountTab } from '../../../config/paths';
import { Breadcrumbs, Tabs } from '../../../components/navigation';
import { useI18n } from '../../../i18n/intl';
import { AccountCompaniesTab } from '../components/AccountCompaniesTab';
import { AccountUsersTab } from '../components/AccountUsersTab';
import { SubscriptionTab } from '../components/SubscriptionTab';
import { UserAccountTab } from '../components/UserAccountTab';
import { PageHeading } from '../../../components/page-heading';

const isTab = (value: string | undefined): value is AccountTab =>
  (accountTabs as readonly string[]).includes(value ?? '');

/** /dashboard/other/{tab}; the bare path (and default_settings) show user_account. */
export default function AccountRoute() {
  const { t } = useI18n();
  const { tab: raw } = useParams();
  if (raw === undefined) return <Navigate to={paths.dashboard.other.href('user_account')} replace />;
  if (raw !== 'default_settings' && !isTab(raw))
    return <Navigate to={paths.dashboard.other.href('user_account')} replace />;
  const tab: AccountTab = isTab(raw) ? raw : 'user_account';
  const titles: Record<AccountTab, string> = {
    user_account: t('account.tabs.user_account'),
    account_subscription: t('account.tabs.account_subscription'),
    account_users: t('account.tabs.account_users'),
    account_companies: t('account.tabs.account_companies'),
    account_log: t('account.tabs.account_log'),
  };
  return (
    <>
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[
          { to: paths.dashboard.root.href(), label: t('shell.menu.frontpage') },
          { to: paths.dashboard.other.href('default_settings'), label: t('account.other') },
          { label: titles[tab] },
        ]}
      />
      <PageHeading>{titles[tab]}</PageHeading>
      <Tabs
        label={t('account.tabsLabel')}
        items={accountTabs.map((item) => ({ to: paths.dashboard.other.href(item), label: titles[item] }))}
      >
        {tab === 'user_account' ? <UserAccountTab /> : null}
        {tab === 'account_subscription' ? <SubscriptionTab /> : null}
        {tab === 'account_users' ? <AccountUsersTab /> : null}
        {tab === 'account_companies' ? <AccountCompaniesTab /> : null}
        {tab === 'account_log' ? (
          <Notice tone="info" live="polite">
            {t('account.log.comingSoon')}
          </Notice>
        ) : null}
      </Tabs>
    </>
  );
}
