import { useQuery } from '@tanstack/react-query';
import { API_KEY_SCOPES, apiKeySchema } from '@siirto/domain';
import { CheckboxGroupField, SelectField } from '../../../components/choice-fields';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { useI18n } from '../../../i18n/intl';
import type { ApiKeyCreated } from '../../../lib/api-types';
import { everyBusinessLocationQuery } from '../../../lib/queries/get-every-business-location';
import { useServerForm } from '../../../lib/server-form';
import { createApiKey } from '../api/create-api-key';
import { companyKeys } from '../api/keys';
import { SCOPE_LABELS } from './scope-labels';

/** The dialog of a new API key: its name, scopes and (optionally) the one business location it is for. */
export function CreateApiKeyModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog open={open} title={t('company.integrations.createTitle')} onClose={onClose}>
      <CreateApiKeyForm onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

function CreateApiKeyForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: ApiKeyCreated) => void;
}) {
  const { t } = useI18n();
  const locations = useQuery(everyBusinessLocationQuery);
  const server = useServerForm({
    schema: apiKeySchema,
    defaultValues: { name: '', scopes: [], business_location: '' },
    submit: (values) => createApiKey(values),
    invalidates: [companyKeys.apiKeys],
    onSuccess: (created) => onCreated(created),
    serverFields: ['name', 'scopes', 'business_location'],
  });
  const { form, fieldError } = server;
  return (
    <DialogForm server={server} submitLabel={t('company.integrations.create')} onCancel={onClose}>
      <TextField label={t('company.integrations.name')} error={fieldError('name')} {...form.register('name')} />
      <CheckboxGroupField
        label={t('company.integrations.scopes')}
        options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: t(SCOPE_LABELS[scope]) }))}
        error={fieldError('scopes')}
        control={form.control}
        name="scopes"
      />
      <SelectField
        label={t('company.integrations.location')}
        placeholder={t('company.integrations.allLocations')}
        options={(locations.data ?? []).map((location) => ({ value: location.id, label: location.name }))}
        error={fieldError('business_location')}
        control={form.control}
        name="business_location"
      />
    </DialogForm>
  );
}
