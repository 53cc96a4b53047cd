import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@siirto/ui';
import { inviteCompanyUserSchema, ROLE_RESTRICTED, toCompanyInvitationPayload } from '@siirto/domain';
import { TextField } from '../../../components/fields';
import { Modal } from '../../../components/dialog';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import { useI18n, type I18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import type { InvitationCreate } from '../../../lib/api-types';
import { errorAsText, throttledMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { companyKeys, createInvitation } from '../api/company-api';
import { CompanyUserRoleFields } from './CompanyUserRoleFields';

/** The server's answer to an invitation beyond the licence's user limit. */
const LICENCE_FULL = 'LICENSE_USER_LIMIT_REACHED';

/** Spec 1 §8 company invitation errors: detail; USER_EXISTS gives the e-mail's first message; else the body. */
function invitationError(error: unknown, i18n: Pick<I18n, 't'>): string {
  const throttled = throttledMessage(error, i18n);
  if (throttled) return throttled;
  if (error instanceof ApiError) {
    if (error.code === 'USER_EXISTS') return error.fieldErrors.email?.[0] ?? errorAsText(error);
    if (error.serverMessage) return error.serverMessage;
  }
  return errorAsText(error);
}

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
    <Modal open={open} title={t('company.users.inviteTitle')} onClose={onClose}>
      <InviteUserForm onClose={onClose} onLicenceFull={onLicenceFull} />
    </Modal>
  );
}

function InviteUserForm({ onClose, onLicenceFull }: { onClose: () => void; onLicenceFull: () => void }) {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string>();
  const form = useForm({
    resolver: formResolver(inviteCompanyUserSchema),
    defaultValues: { email: '', email2: '', role: '', business_location: '' },
  });
  const { errors, submitCount } = form.formState;

  const invite = useMutation({
    mutationFn: (body: InvitationCreate) => createInvitation(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.invitations });
      notify({ tone: 'positive', title: t('company.invitations.sentNotice') });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === LICENCE_FULL) {
        onLicenceFull();
        return;
      }
      if (error instanceof ApiError && error.code !== 'USER_EXISTS') {
        for (const field of ['email', 'email2', 'role'] as const) {
          const messages = error.fieldErrors[field];
          if (messages) form.setError(field, { type: 'server', message: messages.join(' ') });
        }
      }
      setGeneral(invitationError(error, i18n));
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setGeneral(undefined);
    const payload = toCompanyInvitationPayload(values);
    invite.mutate({ ...payload, role: payload.role as InvitationCreate['role'] });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={general} />
      <TextField
        label={t('company.users.email')}
        type="email"
        error={fieldError(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t('company.users.emailAgain')}
        type="email"
        error={fieldError(errors.email2?.message)}
        {...form.register('email2')}
      />
      <CompanyUserRoleFields
        control={form.control}
        roleError={fieldError(errors.role?.message)}
        locationError={fieldError(errors.business_location?.message)}
        needsLocation={(role) => role !== ROLE_RESTRICTED}
      />
      <div className={c.dialogActions}>
        <Button tone="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {t('company.users.sendInvite')}
        </Button>
      </div>
    </form>
  );
}
