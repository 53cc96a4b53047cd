import { useRef, useState } from 'react';
import { Button, ProgressDialog } from '@siirto/ui';
import { useI18n } from '../../../i18n/intl';
import { exportReports, saveFile } from '../api/export-reports';
import type { ReportParams } from '../report-params';
import { readServerErrors } from '../../../lib/form-errors';
import type { I18n } from '../../../i18n/intl';

/** What went wrong, in the user's words: the server's own message (a filter it refused) or a try-again hint. */
export function exportErrorText(error: unknown, i18n: Pick<I18n, 't' | 'tryT'>): string {
  const { general } = readServerErrors(error, [], i18n, {
    general: 'messages',
    fallback: i18n.t('reports.export.tryAgain'),
  });
  return `${i18n.t('reports.export.failed')} ${general}`;
}

type ExportState = { status: 'idle' } | { status: 'running'; bytes: number } | { status: 'error'; message: string };

/**
 * "Lataa Excel": the filtered report as an xlsx file (the same parameters as the list), through the app's session. A
 * dialog shows the progress while the file is prepared and arrives, and a clear error if it fails.
 */
export function ExportButton({ params, disabled }: { params: ReportParams; disabled?: boolean }) {
  const i18n = useI18n();
  const { t, intl } = i18n;
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', bytes: 0 });
    try {
      const file = await exportReports(params, (bytes) => setState({ status: 'running', bytes }), controller.signal);
      if (controller.signal.aborted) return;
      saveFile(file);
      setState({ status: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'error', message: exportErrorText(error, i18n) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };
  const close = () => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  };

  const kilobytes = state.status === 'running' ? Math.round(state.bytes / 1024) : 0;
  return (
    <>
      <Button
        ref={button}
        tone="primary"
        onClick={() => void start()}
        disabled={disabled || state.status === 'running'}
        loading={state.status === 'running'}
      >
        {t('reports.export.button')}
      </Button>
      <ProgressDialog
        open={state.status !== 'idle'}
        title={t('reports.export.title')}
        steps={[
          {
            id: 'prepare',
            label:
              state.status === 'running' && kilobytes > 0
                ? t('reports.export.received', { size: intl.formatNumber(kilobytes) })
                : t('reports.export.preparing'),
          },
        ]}
        currentStepId="prepare"
        status={state.status === 'error' ? 'error' : 'running'}
        error={state.status === 'error' ? state.message : undefined}
        onClose={close}
        closeLabel={t('common.close')}
        onCancel={close}
        cancelLabel={t('common.cancel')}
        // the button was disabled while the file was prepared, so the focus it had is gone: give it back
        finalFocus={() => button.current}
      />
    </>
  );
}
