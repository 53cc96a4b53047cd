import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@siirto/ui';
import { env, timing } from '../../../config/env';
import { Modal } from '../../../components/feedback';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { api } from '../../../lib/api';
import { isNewerVersion } from '../../../lib/format';

/** Polls the backend's version every 15 minutes; a newer one shows a 15-second notice and the update modal. */
export function VersionCheck() {
  const { t } = useI18n();
  const notify = useNotify();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const version = useQuery({
    queryKey: ['version', 'poll'],
    queryFn: () => api.get<{ version: string }>('/version/'),
    refetchInterval: timing.versionPollMs,
    retry: false,
    // version check errors stay silent
    throwOnError: false,
  });
  const latest = version.data?.version;
  const newer = latest !== undefined && isNewerVersion(latest, env.webVersion);

  useEffect(() => {
    if (newer) notify({ tone: 'info', title: t('notice.newVersionAvailable'), durationMs: timing.versionNoticeMs });
  }, [newer, latest, notify, t]);

  return (
    <Modal
      open={newer && dismissed !== latest}
      title={t('shell.version.title')}
      onClose={() => setDismissed(latest ?? null)}
      closeLabel={t('common.close')}
      actions={
        <>
          <Button tone="secondary" onClick={() => setDismissed(latest ?? null)}>
            {t('shell.version.later')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('shell.version.updateNow')}</Button>
        </>
      }
    >
      <p>{t('shell.version.text', { version: latest ?? '' })}</p>
    </Modal>
  );
}
