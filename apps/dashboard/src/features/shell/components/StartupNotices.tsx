import { useEffect } from 'react';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { errorAsText } from '../../../lib/form-errors';
import { useAdminStatus } from '../../../lib/queries/get-status';
import { useEnums } from '../../../lib/queries/get-enums';

/** Loads status and enums at start; a failure is a warning notice (enums with the serialised error). */
export function StartupNotices() {
  const { t } = useI18n();
  const notify = useNotify();
  const status = useAdminStatus();
  const enums = useEnums();
  useEffect(() => {
    if (status.isError) notify({ tone: 'caution', title: t('shell.statusLoadFailed') });
  }, [status.isError, notify, t]);
  useEffect(() => {
    if (enums.isError) notify({ tone: 'caution', title: t('shell.enumsLoadFailed'), text: errorAsText(enums.error) });
  }, [enums.isError, enums.error, notify, t]);
  return null;
}
