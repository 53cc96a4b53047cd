import type { ReactNode } from 'react';
import { FullScreenSpinner, Notice } from '@siirto/ui';
import { useI18n } from '../../../i18n/intl';
import type { Company } from '../../../lib/api-types';
import { errorAsText } from '../../../lib/form-errors';
import { useMyCompany } from '../../../lib/queries/get-company';

/**
 * Hands the user's company to the dashboard. The session has loaded it already: a missing company (404) and a
 * company that is not accepted never get here, the router shows their notice and blocking dialog (spec 1 §1, §8).
 * A company that failed to load for another reason shows a warning above the dashboard, which still opens.
 */
export function CompanyGate({ children }: { children: (company: Company | undefined) => ReactNode }) {
  const { t } = useI18n();
  const company = useMyCompany();
  if (company.isPending) return <FullScreenSpinner label={t('common.loading')} />;
  return (
    <>
      {company.isError ? (
        <Notice tone="caution" title={t('shell.companyLoadFailed')} live="assertive">
          {errorAsText(company.error)}
        </Notice>
      ) : null}
      {children(company.data)}
    </>
  );
}
