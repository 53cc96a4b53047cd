import { useQuery } from '@tanstack/react-query';
import { formatDateTime, WEBHOOK_DELIVERY_TONES } from '@siirto/domain';
import { Badge, Button, EmptyState, Inline, Notice, Spinner, Stack } from '@siirto/ui';
import { Modal } from '../../../components/dialog';
import { Table } from '../../../components/table';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { WebhookEndpoint } from '../../../lib/api-types';
import { errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { webhookDeliveriesQuery } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { RowActions } from './PagedTable';

/** An endpoint's delivery log: time, event, state, status code, duration and the answer's first characters. */
export function WebhookLogDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open={endpoint !== null} title={t('company.webhooks.logTitle')} onClose={onClose} size="large">
      {endpoint ? <DeliveryLog endpoint={endpoint} /> : null}
    </Modal>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const log = useQuery(webhookDeliveriesQuery(endpoint.id));
  const test = useSendWebhookTest();
  const resend = useResendWebhookDelivery();
  const failed = (error: Error) =>
    notify({ tone: 'critical', title: t('company.webhooks.saveFailed'), text: saveErrorMessage(error, i18n) });
  const states = {
    pending: t('company.webhooks.pending'),
    delivered: t('company.webhooks.delivered'),
    failed: t('company.webhooks.failed'),
  };
  return (
    <Stack space="medium">
      <Inline>
        <Button tone="secondary" onClick={() => test.mutate(endpoint.id, { onError: failed })}>
          {t('company.webhooks.sendTest')}
        </Button>
        <Button tone="secondary" onClick={() => void log.refetch()}>
          {t('company.webhooks.refresh')}
        </Button>
      </Inline>
      {log.isPending ? <Spinner label={t('common.loading')} /> : null}
      {log.isError ? (
        <Notice tone="caution" title={t('company.webhooks.logTitle')} live="assertive">
          {errorAsText(log.error)}
        </Notice>
      ) : null}
      {log.data ? (
        <Table
          caption={endpoint.url}
          rows={log.data}
          rowKey={(row) => row.id}
          empty={<EmptyState title={t('company.webhooks.noDeliveries')} headingLevel={3} />}
          columns={[
            { header: t('company.webhooks.time'), nowrap: true, cell: (row) => formatDateTime(row.created) },
            { header: t('company.webhooks.event'), cell: (row) => row.event_type },
            {
              header: t('company.webhooks.state'),
              nowrap: true,
              cell: (row) => <Badge tone={WEBHOOK_DELIVERY_TONES[row.status]}>{states[row.status]}</Badge>,
            },
            {
              header: t('company.webhooks.answer'),
              cell: (row) =>
                [
                  row.status_code === null ? null : String(row.status_code),
                  row.duration_ms === null ? null : t('company.webhooks.duration', { ms: row.duration_ms }),
                  row.response ?? row.error,
                ]
                  .filter(Boolean)
                  .join(' · '),
            },
            {
              header: t('common.actions'),
              cell: (row) => (
                <RowActions
                  actions={[
                    {
                      label: t('company.webhooks.resend'),
                      name: t('company.webhooks.resendNamed', { event: row.event_type, id: row.event_id }),
                      onClick: () => resend.mutate({ id: endpoint.id, deliveryId: row.id }, { onError: failed }),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      ) : null}
    </Stack>
  );
}
