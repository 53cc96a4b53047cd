import { companyUserEditSchema, ROLE_LOCATION_LIMITED } from '@siirto/domain';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { PersonNameFields } from '../../../components/form-fields';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { CompanyUser, CompanyUserUpdate } from '../../../lib/api-types';
import { useServerForm } from '../../../lib/server-form';
import { companyKeys } from '../api/keys';
import { updateCompanyUser } from '../api/update-company-user';
import { CompanyUserRoleFields } from './CompanyUserRoleFields';

const fields = ['email', 'first_name', 'last_name', 'role', 'business_location'] as const;

/** Stays mounted while closed (like the other dialogs): the form inside starts fresh for each user. */
export function CompanyUserEditModal({ user, onClose }: { user: CompanyUser | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <FormDialog open={user !== null} title={t('company.users.editTitle')} onClose={onClose}>
      {user ? <CompanyUserEditForm key={user.id} user={user} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function CompanyUserEditForm({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const server = useServerForm({
    schema: companyUserEditSchema,
    defaultValues: {
      email: user.user_obj.email,
      first_name: user.user_obj.first_name,
      last_name: user.user_obj.last_name,
      role: String(user.role),
      business_location: user.business_location ? String(user.business_location) : '',
    },
    submit: (values) =>
      updateCompanyUser(user.id, {
        email: values.email,
        first_name: values.first_name,
        last_name: values.last_name,
        role: values.role as CompanyUserUpdate['role'],
        business_location: values.role === ROLE_LOCATION_LIMITED ? (values.business_location ?? null) : null,
      }),
    invalidates: [companyKeys.allUsers],
    onSuccess: (_answer, values) => {
      // a new e-mail waits for the member to open the link mailed to it (issue 28 item 13)
      const emailPending = values.email !== user.user_obj.email;
      notify({
        tone: 'positive',
        title: emailPending ? t('company.users.savedEmailPending', { email: values.email }) : t('company.users.saved'),
      });
      onClose();
    },
    serverFields: fields,
  });
  const { form, fieldError } = server;
  return (
    <DialogForm server={server} submitLabel={t('common.save')} onCancel={onClose}>
      <TextField
        label={t('company.users.email')}
        type="email"
        error={fieldError('email')}
        {...form.register('email')}
      />
      <PersonNameFields
        register={form.register}
        errors={{ first_name: fieldError('first_name'), last_name: fieldError('last_name') }}
      />
      <CompanyUserRoleFields
        control={form.control}
        roleError={fieldError('role')}
        locationError={fieldError('business_location')}
        needsLocation={(role) => role === ROLE_LOCATION_LIMITED}
      />
    </DialogForm>
  );
}
