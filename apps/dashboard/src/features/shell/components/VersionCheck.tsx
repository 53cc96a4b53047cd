import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Button, Text } from '@siirto/ui';
import { env, timing } from '../../../config/env';
import { Modal } from '../../../components/dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { createAppVersionCheck } from '../machines/version-check';

/** Polls the backend's version every 15 minutes; a newer one shows a 15-second notice and the update modal. */
export function VersionCheck() {
  const { t } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [logic] = useState(() => createAppVersionCheck(queryClient));
  const [state, send] = useMachine(logic, { input: { currentVersion: env.webVersion } });
  const latest = state.context.latestVersion;
  const modalOpen = state.hasTag('modalOpen');

  // the first check runs at start; the machine polls every 15 minutes after that
  useEffect(() => send({ type: 'version.check' }), [send]);

  useEffect(() => {
    if (modalOpen) notify({ tone: 'info', title: t('notice.newVersionAvailable'), durationMs: timing.versionNoticeMs });
  }, [modalOpen, latest, notify, t]);

  return (
    <Modal
      open={modalOpen}
      title={t('shell.version.title')}
      onClose={() => send({ type: 'version.later' })}
      actions={
        <>
          <Button tone="secondary" onClick={() => send({ type: 'version.later' })}>
            {t('shell.version.later')}
          </Button>
          <Button onClick={() => send({ type: 'version.updateNow' })}>{t('shell.version.updateNow')}</Button>
        </>
      }
    >
      <Text as="p">{t('shell.version.text', { version: latest ?? '' })}</Text>
    </Modal>
  );
}
