import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@siirto/ui';
import { companySchema } from '@siirto/domain';
import { CompanyFields, companyFormDefaults, companyFormFields } from '../../../components/CompanyFields';
import { Modal } from '../../../components/dialog';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import type { Company } from '../../../lib/api-types';
import { applyServerErrors, saveErrorMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { sharedKeys } from '../../../lib/shared-queries';
import { updateCompany } from '../api/company-api';

/**
 * The company edit dialog. It stays mounted while closed so that opening it portals it straight into the theme root
 * (see InviteUserModal); the form inside mounts afresh on each opening.
 */
export function CompanyEditModal({ open, company, onClose }: { open: boolean; company: Company; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open={open} title={t('company.editTitle')} onClose={onClose}>
      <CompanyEditForm company={company} onClose={onClose} />
    </Modal>
  );
}

function CompanyEditForm({ company, onClose }: { company: Company; onClose: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string>();
  const form = useForm({ resolver: formResolver(companySchema), defaultValues: companyFormDefaults(company) });
  const { errors, submitCount } = form.formState;
  const save = useMutation({
    mutationFn: (values: Parameters<typeof updateCompany>[1]) => updateCompany(company.id, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sharedKeys.company });
      notify({ tone: 'positive', title: t('company.saved') });
      onClose();
    },
    onError: (error) =>
      setGeneral(applyServerErrors(error, form.setError, companyFormFields, i18n, saveErrorMessage(error, i18n))),
  });
  const onSubmit = form.handleSubmit((values) => {
    setGeneral(undefined);
    save.mutate(values);
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={general} />
      <CompanyFields form={form} />
      <div className={c.dialogActions}>
        <Button tone="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
