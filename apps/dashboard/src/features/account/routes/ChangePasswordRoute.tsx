import { paths } from '../../../config/paths';
import { Card } from '@siirto/ui';
import { Breadcrumbs } from '../../../components/navigation';
import { useI18n } from '../../../i18n/intl';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { PageHeading } from '../../../components/page-heading';

/** /dashboard/myaccount/password. */
export default function ChangePasswordRoute() {
  const { t } = useI18n();
  return (
    <>
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[
          { to: paths.dashboard.other.href('user_account'), label: t('shell.menu.myaccount') },
          { label: t('account.password.title') },
        ]}
      />
      <PageHeading>{t('account.password.title')}</PageHeading>
      <Card>
        <ChangePasswordForm />
      </Card>
    </>
  );
}
