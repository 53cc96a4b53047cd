import { WEBHOOK_EVENT_TYPES, webhookEndpointSchema } from '@siirto/domain';
import { CheckboxGroupField } from '../../../components/choice-fields';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { useI18n } from '../../../i18n/intl';
import type { WebhookEndpointCreate } from '../../../lib/api-types';
import { useServerForm } from '../../../lib/server-form';
import { createWebhookEndpoint } from '../api/create-webhook-endpoint';
import { companyKeys } from '../api/keys';

/** The dialog of a new webhook endpoint: its https URL, a description and the events it wants. */
export function CreateWebhookModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { secret: string }) => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog open={open} title={t('company.webhooks.createTitle')} onClose={onClose}>
      <CreateWebhookForm onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

function CreateWebhookForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: { secret: string }) => void;
}) {
  const { t } = useI18n();
  const server = useServerForm({
    schema: webhookEndpointSchema,
    defaultValues: { url: 'https://', description: '', events: [] },
    submit: (values) => createWebhookEndpoint(values as WebhookEndpointCreate),
    invalidates: [companyKeys.webhooks],
    onSuccess: (created) => onCreated(created),
    serverFields: ['url', 'description', 'events'],
  });
  const { form, fieldError } = server;
  return (
    <DialogForm server={server} submitLabel={t('company.webhooks.create')} onCancel={onClose}>
      <TextField label={t('company.webhooks.url')} type="url" error={fieldError('url')} {...form.register('url')} />
      <TextField
        label={t('company.webhooks.description')}
        error={fieldError('description')}
        {...form.register('description')}
      />
      <CheckboxGroupField
        label={t('company.webhooks.events')}
        options={WEBHOOK_EVENT_TYPES.map((event) => ({ value: event, label: event }))}
        error={fieldError('events')}
        control={form.control}
        name="events"
      />
    </DialogForm>
  );
}
