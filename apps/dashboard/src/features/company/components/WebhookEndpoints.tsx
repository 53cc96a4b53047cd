import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, EmptyState, Notice, Spinner, Stack, Text } from '@siirto/ui';
import { ConfirmDialog } from '../../../components/dialog';
import { Table } from '../../../components/table';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { WebhookEndpoint } from '../../../lib/api-types';
import { errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint';
import { webhookEndpointsQuery } from '../api/get-webhook-endpoints';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { CreateWebhookModal } from './CreateWebhookModal';
import { RowActions } from './PagedTable';
import { ShownOnceDialog } from './ShownOnceDialog';
import { WebhookLogDialog } from './WebhookLogDialog';

/**
 * The company's webhook endpoints: each with its events and whether it is enabled; add one (its signing secret
 * shown once), its delivery log (resend, a test event), rotate its secret, enable it again, remove it.
 */
export function WebhookEndpoints() {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const endpoints = useQuery(webhookEndpointsQuery);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const update = useUpdateWebhookEndpoint();
  const failed = (title: string) => (error: Error) =>
    notify({ tone: 'critical', title, text: saveErrorMessage(error, i18n) });

  return (
    <Card
      title={t('company.webhooks.title')}
      actions={<Button onClick={() => setCreating(true)}>{t('company.webhooks.create')}</Button>}
      region={false}
      space="medium"
    >
      <Stack space="medium">
        <Text tone="muted">{t('company.webhooks.intro')}</Text>
        {endpoints.isPending ? <Spinner label={t('common.loading')} /> : null}
        {endpoints.isError ? (
          <Notice tone="caution" title={t('company.webhooks.title')} live="assertive">
            {errorAsText(endpoints.error)}
          </Notice>
        ) : null}
        {endpoints.data ? (
          <Table
            caption={t('company.webhooks.title')}
            rows={endpoints.data}
            rowKey={(row) => row.id}
            empty={<EmptyState title={t('company.webhooks.empty')} headingLevel={3} />}
            columns={[
              {
                header: t('company.webhooks.url'),
                cell: (row) => (
                  <>
                    <Text as="div" weight="semibold">
                      {row.url}
                    </Text>
                    {row.description ? (
                      <Text as="div" size="small" tone="muted">
                        {row.description}
                      </Text>
                    ) : null}
                  </>
                ),
              },
              { header: t('company.webhooks.events'), cell: (row) => row.events.join(', ') },
              {
                header: t('company.webhooks.state'),
                nowrap: true,
                cell: (row) => (
                  <Badge tone={row.enabled ? 'positive' : 'critical'}>
                    {row.enabled ? t('company.webhooks.enabled') : t('company.webhooks.disabled')}
                  </Badge>
                ),
              },
              {
                header: t('common.actions'),
                cell: (row) => (
                  <RowActions
                    actions={[
                      {
                        label: t('company.webhooks.log'),
                        name: t('company.webhooks.logNamed', { url: row.url }),
                        onClick: () => setLogOf(row),
                      },
                      ...(row.enabled
                        ? []
                        : [
                            {
                              label: t('company.webhooks.enable'),
                              name: t('company.webhooks.enableNamed', { url: row.url }),
                              onClick: () =>
                                update.mutate(
                                  { id: row.id, body: { enabled: true } },
                                  { onError: failed(t('company.webhooks.saveFailed')) },
                                ),
                            },
                          ]),
                      {
                        label: t('company.webhooks.rotate'),
                        name: t('company.webhooks.rotateNamed', { url: row.url }),
                        onClick: () =>
                          rotate.mutate(row.id, {
                            onSuccess: (rotated) => setSecret(rotated.secret),
                            onError: failed(t('company.webhooks.saveFailed')),
                          }),
                      },
                      {
                        label: t('common.delete'),
                        name: t('company.webhooks.deleteNamed', { url: row.url }),
                        onClick: () => setRemoving(row),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        ) : null}
      </Stack>
      <CreateWebhookModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created.secret);
        }}
      />
      <ShownOnceDialog
        value={secret}
        title={t('company.webhooks.secretTitle')}
        label={t('company.webhooks.secret')}
        onClose={() => setSecret(null)}
      />
      <WebhookLogDialog endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('company.webhooks.deleteTitle')}
        text={t('company.webhooks.deleteText', { url: removing?.url ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
            onError: failed(t('company.webhooks.saveFailed')),
          });
        }}
      />
    </Card>
  );
}
