import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@siirto/domain';
import { Button, Card, EmptyState, Notice, Spinner, Stack, Text } from '@siirto/ui';
import { ConfirmDialog } from '../../../components/dialog';
import { Table } from '../../../components/table';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { ApiKey, ApiKeyCreated } from '../../../lib/api-types';
import { errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { everyBusinessLocationQuery } from '../../../lib/queries/get-every-business-location';
import { apiKeysQuery } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { ShownOnceDialog } from './ShownOnceDialog';
import { WebhookEndpoints } from './WebhookEndpoints';
import { RowActions } from './PagedTable';
import { SCOPE_LABELS } from './scope-labels';

/** The company's integrations (issue 33), for admins: its API keys and its webhook endpoints. */
export function Integrations() {
  return (
    <Stack space="large">
      <ApiKeys />
      <WebhookEndpoints />
    </Stack>
  );
}

/** The API keys with when each was last used, a new key (shown once, with a copy button), revoking one. */
function ApiKeys() {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const keys = useQuery(apiKeysQuery);
  const locations = useQuery(everyBusinessLocationQuery);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();
  const locationName = (id: number | null) =>
    id === null
      ? t('company.integrations.allLocations')
      : (locations.data?.find((location) => location.id === id)?.name ?? '');

  return (
    <Card
      title={t('company.integrations.keys')}
      actions={<Button onClick={() => setCreating(true)}>{t('company.integrations.create')}</Button>}
      region={false}
      space="medium"
    >
      <Stack space="medium">
        <Text tone="muted">{t('company.integrations.keysIntro')}</Text>
        {keys.isPending ? <Spinner label={t('common.loading')} /> : null}
        {keys.isError ? (
          <Notice tone="caution" title={t('company.integrations.keys')} live="assertive">
            {errorAsText(keys.error)}
          </Notice>
        ) : null}
        {keys.data ? (
          <Table
            caption={t('company.integrations.keys')}
            rows={keys.data}
            rowKey={(row) => row.id}
            empty={<EmptyState title={t('company.integrations.empty')} headingLevel={3} />}
            columns={[
              {
                header: t('company.integrations.name'),
                cell: (row) => (
                  <>
                    <Text as="div" weight="semibold">
                      {row.name}
                    </Text>
                    <Text as="div" size="small" tone="muted">
                      {row.prefix}…
                    </Text>
                  </>
                ),
              },
              {
                header: t('company.integrations.scopes'),
                cell: (row) => row.scopes.map((scope) => t(SCOPE_LABELS[scope])).join(', '),
              },
              { header: t('company.integrations.location'), cell: (row) => locationName(row.business_location) },
              {
                header: t('company.integrations.lastUsed'),
                nowrap: true,
                cell: (row) =>
                  row.last_used_at ? formatDateTime(row.last_used_at) : t('company.integrations.neverUsed'),
              },
              {
                header: t('common.actions'),
                cell: (row) => (
                  <RowActions
                    actions={[
                      {
                        label: t('company.integrations.revoke'),
                        name: t('company.integrations.revokeNamed', { name: row.name }),
                        onClick: () => setRevoking(row),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        ) : null}
      </Stack>
      <CreateApiKeyModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <ShownOnceDialog
        value={created?.key ?? null}
        title={t('company.integrations.createdTitle')}
        label={t('company.integrations.key')}
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('company.integrations.revokeTitle')}
        text={t('company.integrations.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('company.integrations.revoke')}
        cancelLabel={t('common.cancel')}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              notify({ tone: 'positive', title: t('company.integrations.revoked') });
            },
            onError: (error) => {
              setRevoking(null);
              notify({
                tone: 'critical',
                title: t('company.integrations.revokeFailed'),
                text: saveErrorMessage(error, i18n),
              });
            },
          });
        }}
      />
    </Card>
  );
}
