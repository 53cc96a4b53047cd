/**
 * The wizard's dialogs: the progress of a write (and its failure), confirm route and price, share status changes
 * (after publishing) and confirm delete.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Text } from '@siirto/ui';
import type { OrderProgressPhase, OrderWriteKind } from '@siirto/domain';
import { ConfirmDialog, Modal } from '../../../components/dialog';
import { useI18n } from '../../../i18n/intl';
import { OrderProgress, type Action } from './OrderProgress';

// only after publishing: not in the wizard's first load (issue 32)
const ShareTransportDialog = lazy(() =>
  import('../share/ShareTransportDialog').then((module) => ({ default: module.ShareTransportDialog })),
);

const WRITE_ACTIONS = { draft: 'draft', price: 'calculate', publish: 'publish' } as const satisfies Record<
  OrderWriteKind,
  Action
>;
const PHASE_ACTIONS = { saving: 'draft', calculatingPrice: 'calculate', publishing: 'publish' } as const;

export function OrderDialogs({
  transportId,
  phase,
  failedWrite,
  failure,
  retryable,
  onDismissFailure,
  onRetry,
  confirmOpen,
  price,
  onConfirm,
  onConfirmCancel,
  shareOpen,
  onShareClose,
  confirmDelete,
  deleting,
  onDelete,
  onDeleteCancel,
}: {
  transportId: number;
  phase: OrderProgressPhase | null;
  failedWrite: OrderWriteKind | null;
  /** The failed write's message (the progress dialog shows it). */
  failure: string | null;
  retryable: boolean;
  onDismissFailure: () => void;
  onRetry: () => void;
  confirmOpen: boolean;
  /** The price to confirm, formatted. */
  price: string;
  onConfirm: () => void;
  onConfirmCancel: () => void;
  shareOpen: boolean;
  onShareClose: () => void;
  confirmDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
  onDeleteCancel: () => void;
}) {
  const { t, intl } = useI18n();
  // the share dialog opens once the progress dialog has closed and given the focus back (else its focus outside
  // the share dialog would close it at once)
  const [shareShown, setShareShown] = useState(false);
  useEffect(() => {
    if (!shareOpen) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setShareShown(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [shareOpen]);
  const running = phase !== null && phase !== 'deleting' ? PHASE_ACTIONS[phase] : null;
  return (
    <>
      <OrderProgress
        action={running ?? (failure !== null && failedWrite !== null ? WRITE_ACTIONS[failedWrite] : null)}
        status={phase === null ? 'error' : 'running'}
        error={phase === null ? (failure ?? undefined) : undefined}
        onClose={onDismissFailure}
        onRetry={retryable ? onRetry : undefined}
      />
      <Modal
        open={confirmOpen}
        title={t('wizard.confirm.title')}
        onClose={onConfirmCancel}
        actions={
          <>
            <Button tone="secondary" onClick={onConfirmCancel}>
              {t('wizard.button.back')}
            </Button>
            <Button tone="primary" onClick={onConfirm}>
              {t('wizard.confirm.accept')}
            </Button>
          </>
        }
      >
        <Text>{t('wizard.confirm.body', { price, vat: intl.formatVatPercent(0) })}</Text>
      </Modal>
      {shareOpen && shareShown ? (
        <Suspense fallback={null}>
          <ShareTransportDialog transportId={transportId} open onClose={onShareClose} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('wizard.delete.title')}
        text={t('wizard.delete.body')}
        confirmLabel={t('wizard.button.delete')}
        cancelLabel={t('common.cancel')}
        busy={deleting}
        onConfirm={onDelete}
        onCancel={onDeleteCancel}
      />
    </>
  );
}
