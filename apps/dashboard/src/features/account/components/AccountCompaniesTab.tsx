import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Notice, Spinner, Card } from '@siirto/ui';
import { companySchema } from '@siirto/domain';
import { CompanyFields, companyFormDefaults, companyFormFields } from '../../../components/CompanyFields';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { Table } from '../../../components/table';
import { useI18n } from '../../../i18n/intl';
import type { Company } from '../../../lib/api-types';
import { errorAsText } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/server-form';
import { useSession } from '../../../lib/session';
import { createCompany } from '../api/create-company';
import { companiesQuery } from '../api/get-companies';
import { accountKeys } from '../api/keys';
import { updateCompany } from '../../../lib/queries/update-company';

function CompanyModal({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const { t } = useI18n();
  const server = useServerForm({
    schema: companySchema,
    defaultValues: companyFormDefaults(company),
    submit: (values) => (company ? updateCompany(company.id, values) : createCompany(values)),
    invalidates: [accountKeys.companies],
    onSuccess: onClose,
    serverFields: companyFormFields,
  });
  return (
    <FormDialog
      open
      title={company ? t('account.companies.editTitle') : t('account.companies.createTitle')}
      onClose={onClose}
    >
      <DialogForm server={server} submitLabel={t('common.save')} onCancel={onClose}>
        <CompanyFields form={server.form} />
      </DialogForm>
    </FormDialog>
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
      region={false}
      space="medium"
    >
      {companies.isPending ? <Spinner label={t('common.loading')} /> : null}
      {companies.isError ? (
        <Notice tone="caution" live="assertive">
          {errorAsText(companies.error)}
        </Notice>
      ) : null}
      {companies.isSuccess ? (
        <Table
          caption={t('account.tabs.account_companies')}
          rows={companies.data}
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
      ) : null}
      {editing ? <CompanyModal company={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
