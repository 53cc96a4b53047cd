import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@siirto/ui';
import { companySchema, INVOICING_TYPE_EINVOICE, INVOICING_TYPE_EMAIL } from '@siirto/domain';
import { SelectField, TextField } from '../../../components/fields';
import { Modal } from '../../../components/feedback';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import type { Company } from '../../../lib/api-types';
import { applyServerErrors, saveErrorMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { sharedKeys, useCities } from '../../../lib/shared-queries';
import { updateCompany } from '../api/company-api';

const fields = [
  'name',
  'business_identity_code',
  'street_address',
  'postal_code',
  'city_sk',
  'invoicing_type',
  'invoicing_email',
  'invoicing_einvoice_operator_url',
  'invoicing_einvoice_operator',
] as const;

export function CompanyEditModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const cities = useCities();
  const [general, setGeneral] = useState<string>();
  const form = useForm({
    resolver: formResolver(companySchema),
    defaultValues: {
      name: company.name,
      business_identity_code: company.business_identity_code,
      street_address: company.street_address,
      postal_code: company.postal_code,
      city_sk: company.city_sk ?? '',
      invoicing_type: String(company.invoicing_type),
      invoicing_email: company.invoicing_email ?? '',
      invoicing_einvoice_operator_url: company.invoicing_einvoice_operator_url ?? '',
      invoicing_einvoice_operator: company.invoicing_einvoice_operator ?? '',
    },
  });
  const { errors, submitCount } = form.formState;
  const invoicingType = Number(useWatch({ control: form.control, name: 'invoicing_type' }));
  const save = useMutation({
    mutationFn: (values: Parameters<typeof updateCompany>[1]) => updateCompany(company.id, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sharedKeys.company });
      notify({ tone: 'positive', title: t('company.saved') });
      onClose();
    },
    onError: (error) =>
      setGeneral(applyServerErrors(error, form.setError, fields, i18n, saveErrorMessage(error, i18n))),
  });
  const onSubmit = form.handleSubmit((values) => {
    setGeneral(undefined);
    save.mutate(values);
  });
  const err = (name: (typeof fields)[number]) => fieldError(errors[name]?.message);
  return (
    <Modal open title={t('company.editTitle')} onClose={onClose} closeLabel={t('common.close')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
        <FormMessages errors={errors} submitCount={submitCount} general={general} />
        <TextField label={t('company.fields.name')} error={err('name')} {...form.register('name')} />
        <TextField
          label={t('company.fields.businessId')}
          error={err('business_identity_code')}
          {...form.register('business_identity_code')}
        />
        <TextField
          label={t('company.fields.streetAddress')}
          error={err('street_address')}
          {...form.register('street_address')}
        />
        <TextField
          label={t('company.fields.postalCode')}
          error={err('postal_code')}
          {...form.register('postal_code')}
        />
        <SelectField
          label={t('company.fields.city')}
          placeholder={t('common.choose')}
          options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
          error={err('city_sk')}
          {...form.register('city_sk')}
        />
        <fieldset className={c.stack} style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend className={c.label}>{t('company.fields.invoicingType')}</legend>
          <div className={c.inline}>
            <label className={c.check}>
              <input type="radio" value={INVOICING_TYPE_EINVOICE} {...form.register('invoicing_type')} />
              {t('common.invoicing.einvoice')}
            </label>
            <label className={c.check}>
              <input type="radio" value={INVOICING_TYPE_EMAIL} {...form.register('invoicing_type')} />
              {t('common.invoicing.email')}
            </label>
          </div>
        </fieldset>
        {invoicingType === INVOICING_TYPE_EMAIL ? (
          <TextField
            label={t('common.invoicing.emailAddress')}
            type="email"
            error={err('invoicing_email')}
            {...form.register('invoicing_email')}
          />
        ) : (
          <>
            <TextField
              label={t('common.invoicing.einvoiceAddress')}
              error={err('invoicing_einvoice_operator_url')}
              {...form.register('invoicing_einvoice_operator_url')}
            />
            <TextField
              label={t('common.invoicing.operator')}
              error={err('invoicing_einvoice_operator')}
              {...form.register('invoicing_einvoice_operator')}
            />
          </>
        )}
        <div className={c.dialogActions}>
          <Button tone="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
