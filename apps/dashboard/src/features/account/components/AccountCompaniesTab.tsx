import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@siirto/ui';
import { companySchema } from '@siirto/domain';
import { CompanyFields, companyFormDefaults, companyFormFields } from '../../../components/CompanyFields';
import { Notice, Spinner } from '../../../components/feedback';
import { Modal } from '../../../components/dialog';
import { FormMessages } from '../../../components/form';
import { Card } from '../../../components/layout';
import { Table } from '../../../components/table';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import type { Company } from '../../../lib/api-types';
import { applyServerErrors, errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useSession } from '../../../lib/session';
import { accountKeys, companiesQuery, createCompany, updateCompany } from '../api/account-api';

function CompanyModal({ company, onClose }: { company: Company | null; onClose: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string>();
  const form = useForm({ resolver: formResolver(companySchema), defaultValues: companyFormDefaults(company) });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(undefined);
    try {
      if (company) await updateCompany(company.id, values);
      else await createCompany(values);
      await queryClient.invalidateQueries({ queryKey: accountKeys.companies });
      onClose();
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, companyFormFields, i18n, saveErrorMessage(error, i18n)));
    }
  });
  return (
    <Modal
      open
      title={company ? t('account.companies.editTitle') : t('account.companies.createTitle')}
      onClose={onClose}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
        <FormMessages errors={errors} submitCount={submitCount} general={general} />
        <CompanyFields form={form} />
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
