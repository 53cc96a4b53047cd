import { companySchema } from '@siirto/domain';
import { CompanyFields, companyFormDefaults, companyFormFields } from '../../../components/CompanyFields';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { Company } from '../../../lib/api-types';
import { useServerForm } from '../../../lib/server-form';
import { sharedKeys } from '../../../lib/queries/keys';
import { updateCompany } from '../../../lib/queries/update-company';

/**
 * The company edit dialog. It stays mounted while closed so that opening it portals it straight into the theme root
 * (see InviteUserModal); the form inside mounts afresh on each opening.
 */
export function CompanyEditModal({ open, company, onClose }: { open: boolean; company: Company; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <FormDialog open={open} title={t('company.editTitle')} onClose={onClose}>
      <CompanyEditForm company={company} onClose={onClose} />
    </FormDialog>
  );
}

function CompanyEditForm({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const server = useServerForm({
    schema: companySchema,
    defaultValues: companyFormDefaults(company),
    submit: (values) => updateCompany(company.id, values),
    invalidates: [sharedKeys.company],
    onSuccess: () => {
      notify({ tone: 'positive', title: t('company.saved') });
      onClose();
    },
    serverFields: companyFormFields,
  });
  return (
    <DialogForm server={server} submitLabel={t('common.save')} onCancel={onClose}>
      <CompanyFields form={server.form} />
    </DialogForm>
  );
}
