import { ProgressDialog } from '@siirto/ui';
import { useI18n } from '../../../i18n/intl';

/** A write the wizard's buttons start. */
export type Action = 'draft' | 'calculate' | 'publish';

function progressSteps(action: Action): ('saving' | 'calculating' | 'publishing')[] {
  if (action === 'calculate') return ['saving', 'calculating'];
  if (action === 'publish') return ['saving', 'publishing'];
  return ['saving'];
}

/** The progress modal of a write: saving, calculating price, publishing (spec 2 §2). Closed when `action` is null. */
export function OrderProgress({
  action,
  status,
  error,
  onClose,
  onRetry,
}: {
  action: Action | null;
  status: 'running' | 'error';
  error?: string | undefined;
  onClose: () => void;
  /** Offered when the write failed in a way a retry may mend (the connection, the server). */
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useI18n();
  const steps = progressSteps(action ?? 'draft');
  return (
    <ProgressDialog
      open={action !== null}
      title={t('wizard.progress.title')}
      steps={steps.map((id) => ({ id, label: t(`wizard.progress.${id}`) }))}
      currentStepId={steps.at(-1) ?? 'saving'}
      status={status}
      error={error}
      onClose={onClose}
      closeLabel={t('common.close')}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
    />
  );
}
