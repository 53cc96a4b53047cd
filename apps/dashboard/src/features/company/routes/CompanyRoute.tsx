import { Navigate, useParams } from 'react-router-dom';
import { companyPageFor } from '@siirto/domain';
import { companyPages, paths, type CompanyPage } from '../../../config/paths';
import { Breadcrumbs, Tabs } from '../../../components/navigation';
import { useI18n } from '../../../i18n/intl';
import { useSession } from '../../../lib/session';
import { BusinessLocations } from '../components/BusinessLocations';
import { CompanyBasic } from '../components/CompanyBasic';
import { CompanyUsers } from '../components/CompanyUsers';
import { Integrations } from '../components/Integrations';
import { PageHeading } from '../../../components/page-heading';

const isCompanyPage = (value: string | undefined): value is CompanyPage =>
  (companyPages as readonly string[]).includes(value ?? '');

/** /dashboard/company/{page}: basic (default), business_locations, users and integrations (admins only). */
export default function CompanyRoute() {
  const { t } = useI18n();
  const { user } = useSession();
  const { page: rawPage } = useParams();
  if (rawPage !== undefined && !isCompanyPage(rawPage))
    return <Navigate to={paths.dashboard.company.href('basic')} replace />;
  const page = companyPageFor(rawPage, user);
  const titles: Record<CompanyPage, string> = {
    basic: t('shell.menu.companyBasic'),
    business_locations: t('shell.menu.businessLocations'),
    users: t('shell.menu.companyUsers'),
    integrations: t('shell.menu.integrations'),
  };
  const visible = companyPages.filter((item) => companyPageFor(item, user) === item);
  return (
    <>
      <Breadcrumbs
        label={t('common.breadcrumbs')}
        items={[
          { to: paths.dashboard.root.href(), label: t('shell.menu.frontpage') },
          { to: paths.dashboard.company.href('basic'), label: t('shell.menu.company') },
          { label: titles[page] },
        ]}
      />
      <PageHeading>{t('company.title')}</PageHeading>
      <Tabs
        label={t('company.tabs')}
        items={visible.map((item) => ({ to: paths.dashboard.company.href(item), label: titles[item] }))}
      >
        {page === 'basic' ? <CompanyBasic /> : null}
        {page === 'business_locations' ? <BusinessLocations /> : null}
        {page === 'users' ? <CompanyUsers /> : null}
        {page === 'integrations' ? <Integrations /> : null}
      </Tabs>
    </>
  );
}
