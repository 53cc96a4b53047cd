import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@siirto/ui';
import { companySchema } from '@siirto/domain';
import { SelectField, TextField } from '../../../components/fields';
import { Modal, Notice, Spinner } from '../../../components/feedback';
import { FormMessages } from '../../../components/form';
import { Card, Table } from '../../../components/layout';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import type { Company } from '../../../lib/api-types';
import { applyServerErrors, errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useSession } from '../../../lib/session';
import { useCities } from '../../../lib/shared-queries';
import { accountKeys, companiesQuery, createCompany, updateCompany } from '../api/account-api';

const fields = [
  'name',
  'business_identity_code',
  'street_address',
  'postal_code',
  'city_sk',
  'invoicing_email',
] as const;

function CompanyModal({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const cities = useCities();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string>();
  const form = useForm({
    resolver: formResolver(companySchema),
    defaultValues: {
      name: company?.name ?? '',
      business_identity_code: company?.business_identity_code ?? '',
      street_address: company?.street_address ?? '',
      postal_code: company?.postal_code ?? '',
      city_sk: company?.city_sk ?? '',
      invoicing_type: '5',
      invoicing_email: company?.invoicing_email ?? '',
      invoicing_einvoice_operator_url: company?.invoicing_einvoice_operator_url ?? '',
      invoicing_einvoice_operator: company?.invoicing_einvoice_operator ?? '',
    },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(undefined);
    try {
      if (company) await updateCompany(company.id, values);
      else await createCompany(values);
      await queryClient.invalidateQueries({ queryKey: accountKeys.companies });
      onClose();
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, fields, i18n, saveErrorMessage(error, i18n)));
    }
  });
  const err = (name: (typeof fields)[number]) => fieldError(errors[name]?.message);
  return (
    <Modal
      open
      title={company ? t('account.companies.editTitle') : t('account.companies.createTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
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
        <TextField
          label={t('common.invoicing.emailAddress')}
          type="email"
          error={err('invoicing_email')}
          {...form.register('invoicing_email')}
        />
        <div className={c.dialogActions}>
          <Button tone="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function AccountCompaniesTab() {
  const { t } = useI18n();
  const { isAdmin } = useSession();
  const companies = useQuery(companiesQuery);
  const [editing, setEditing] = useState<Company | 'new' | null>(null);
  return (
    <Card
      title={t('account.tabs.account_companies')}
      actions={
        <Button disabled={!isAdmin} onClick={() => setEditing('new')}>
          {t('common.create')}
        </Button>
      }
    >
      {companies.isPending ? <Spinner label={t('common.loading')} /> : null}
      {companies.isError ? <Notice tone="caution">{errorAsText(companies.error)}</Notice> : null}
      <Table
        caption={t('account.tabs.account_companies')}
        rows={companies.data ?? []}
        rowKey={(row) => row.id}
        empty={t('common.empty')}
        columns={[
          { header: t('company.fields.name'), cell: (row) => row.name },
          { header: t('company.fields.businessId'), cell: (row) => row.business_identity_code },
          { header: t('company.fields.city'), cell: (row) => row.city_sk_obj?.name ?? '' },
          {
            header: t('common.actions'),
            cell: (row) => (
              <Button tone="secondary" size="small" disabled={!isAdmin} onClick={() => setEditing(row)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing ? <CompanyModal company={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
