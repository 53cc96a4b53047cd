import type { Schema } from '@siirto/api-client';
import { customerSchema } from '@siirto/domain';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { useServerForm } from '../../../lib/server-form';
import { chatKeys } from '../../chat';
import { createCustomer } from '../api/create-customer';
import { customerKeys } from '../api/keys';
import { updateCustomer } from '../api/update-customer';

type Customer = Schema<'CustomerDetail'>;

const fields = ['name', 'business_id', 'email', 'phone'] as const;

/**
 * Create (`customer` null) or edit a customer. It stays mounted while closed; the form inside mounts afresh on each
 * opening, so a cancelled edit leaves nothing behind, and a failed save keeps what was typed.
 */
export function CustomerDialog({
  open,
  customer,
  onClose,
  finalFocus,
}: {
  open: boolean;
  customer: Customer | null;
  onClose: () => void;
  finalFocus?: () => HTMLElement | null;
}) {
  const { t } = useI18n();
  return (
    <FormDialog
      open={open}
      title={customer ? t('customers.dialog.editTitle') : t('customers.dialog.createTitle')}
      onClose={onClose}
      finalFocus={finalFocus}
    >
      <CustomerForm customer={customer} onClose={onClose} />
    </FormDialog>
  );
}

function CustomerForm({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const server = useServerForm({
    schema: customerSchema,
    defaultValues: {
      name: customer?.name ?? '',
      business_id: customer?.business_id ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
    },
    submit: (values) => (customer ? updateCustomer(customer.id, values) : createCustomer(values)),
    // the chat's new customer chat dialog lists the customers too
    invalidates: [customerKeys.all, chatKeys.customers()],
    onSuccess: () => {
      notify({ tone: 'positive', title: customer ? t('customers.updated') : t('customers.created') });
      onClose();
    },
    serverFields: fields,
  });
  const { form } = server;
  const err = server.fieldError;
  return (
    <DialogForm server={server} submitLabel={t('common.save')} onCancel={onClose}>
      <TextField label={t('customers.fields.name')} error={err('name')} required {...form.register('name')} />
      <TextField
        label={t('customers.fields.businessId')}
        description={t('customers.fields.businessIdHint')}
        error={err('business_id')}
        {...form.register('business_id')}
      />
      <TextField
        label={t('customers.fields.email')}
        type="email"
        autoComplete="email"
        error={err('email')}
        {...form.register('email')}
      />
      <TextField
        label={t('customers.fields.phone')}
        type="tel"
        autoComplete="tel"
        description={t('customers.fields.phoneHint')}
        error={err('phone')}
        {...form.register('phone')}
      />
    </DialogForm>
  );
}
