import { inviteCompanyUserSchema, ROLE_RESTRICTED, toCompanyInvitationPayload } from '@siirto/domain';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import type { InvitationCreate } from '../../../lib/api-types';
import { applyServerErrors, errorAsText } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/server-form';
import { createInvitation } from '../api/create-invitation';
import { companyKeys } from '../api/keys';
import { CompanyUserRoleFields } from './CompanyUserRoleFields';

/** The server's answer to an invitation beyond the licence's user limit. */
const LICENCE_FULL = 'LICENSE_USER_LIMIT_REACHED';

/**
 * The invite dialog. It stays mounted while closed so that opening it (also on the users page's first render, query
 * create=1) portals it straight into the theme root; the form inside mounts afresh on each opening.
 */
export function InviteUserModal({
  open,
  onClose,
  onLicenceFull,
}: {
  open: boolean;
  onClose: () => void;
  /** The server refused the invitation because the licence is full (another admin's invitation came first). */
  onLicenceFull: () => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog open={open} title={t('company.users.inviteTitle')} onClose={onClose}>
      <InviteUserForm onClose={onClose} onLicenceFull={onLicenceFull} />
    </FormDialog>
  );
}

function InviteUserForm({ onClose, onLicenceFull }: { onClose: () => void; onLicenceFull: () => void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const server = useServerForm({
    schema: inviteCompanyUserSchema,
    defaultValues: { email: '', email2: '', role: '', business_location: '' },
    submit: (values) => {
      const payload = toCompanyInvitationPayload(values);
      return createInvitation({ ...payload, role: payload.role as InvitationCreate['role'] });
    },
    invalidates: [companyKeys.invitations],
    onSuccess: () => {
      notify({ tone: 'positive', title: t('company.invitations.sentNotice') });
      onClose();
    },
    serverError: (error, setError, i18n) => {
      if (error instanceof ApiError && error.code === LICENCE_FULL) {
        onLicenceFull();
        return undefined;
      }
      // spec 1 §8: the server's detail (USER_EXISTS: the e-mail's first message), else the whole body as text
      const userExists = error instanceof ApiError && error.code === 'USER_EXISTS';
      return applyServerErrors(error, setError, userExists ? [] : ['email', 'email2', 'role'], i18n, {
        general: 'first',
        fallback: errorAsText(error),
      });
    },
  });
  const { form, fieldError } = server;

  return (
    <DialogForm server={server} submitLabel={t('company.users.sendInvite')} onCancel={onClose}>
      <TextField
        label={t('company.users.email')}
        type="email"
        error={fieldError('email')}
        {...form.register('email')}
      />
      <TextField
        label={t('company.users.emailAgain')}
        type="email"
        error={fieldError('email2')}
        {...form.register('email2')}
      />
      <CompanyUserRoleFields
        control={form.control}
        roleError={fieldError('role')}
        locationError={fieldError('business_location')}
        needsLocation={(role) => role !== ROLE_RESTRICTED}
      />
    </DialogForm>
  );
}
