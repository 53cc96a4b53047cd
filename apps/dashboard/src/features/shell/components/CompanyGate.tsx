import { useEffect, type ReactNode } from 'react';
import { Box, Button, Text } from '@siirto/ui';
import { timing } from '../../../config/env';
import { FullScreenSpinner, Modal, Notice } from '../../../components/feedback';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import type { Company } from '../../../lib/api-types';
import { errorAsText } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useMyCompany } from '../../../lib/shared-queries';

/**
 * Loads the user's company before the dashboard shows: no company (404) is a danger notice and a logout
 * after 3 seconds; a company that is not accepted sees only the blocking dialog (spec 1 §1, §8).
 */
export function CompanyGate({ children }: { children: (company: Company | undefined) => ReactNode }) {
  const { t } = useI18n();
  const session = useSession();
  const company = useMyCompany();
  const missing = company.error instanceof ApiError && company.error.status === 404;
  const { signOut } = session;

  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => signOut(), timing.companyErrorLogoutMs);
    return () => clearTimeout(timer);
  }, [missing, signOut]);

  if (company.isPending) return <FullScreenSpinner label={t('common.loading')} />;
  if (missing) {
    return (
      <Box as="main" padding="xlarge">
        <Notice tone="critical">{t('notice.companyMissing')}</Notice>
      </Box>
    );
  }
  if (company.data && !company.data.accepted) {
    return (
      <Modal
        open
        title={t('shell.blocked.title')}
        actions={<Button onClick={() => session.signOut()}>{t('shell.logout')}</Button>}
      >
        <Text as="p">{t('shell.blocked.text')}</Text>
      </Modal>
    );
  }
  return (
    <>
      {company.isError ? (
        <Notice tone="caution" title={t('shell.companyLoadFailed')}>
          {errorAsText(company.error)}
        </Notice>
      ) : null}
      {children(company.data)}
    </>
  );
}
