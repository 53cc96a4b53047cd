import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@siirto/ui';
import { companyUserEditSchema, ROLE_LOCATION_LIMITED } from '@siirto/domain';
import { TextField } from '../../../components/fields';
import { Modal } from '../../../components/dialog';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import type { CompanyUser, CompanyUserUpdate } from '../../../lib/api-types';
import { applyServerErrors, saveErrorMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { companyKeys, updateCompanyUser } from '../api/company-api';
import { CompanyUserRoleFields } from './CompanyUserRoleFields';

const fields = ['email', 'first_name', 'last_name', 'role', 'business_location'] as const;

/** Stays mounted while closed (like the other dialogs): the form inside starts fresh for each user. */
export function CompanyUserEditModal({ user, onClose }: { user: CompanyUser | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open={user !== null} title={t('company.users.editTitle')} onClose={onClose}>
      {user ? <CompanyUserEditForm key={user.id} user={user} onClose={onClose} /> : null}
    </Modal>
  );
}

function CompanyUserEditForm({ user, onClose }: { user: CompanyUser; onClose: () => void }) {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string>();
  const form = useForm({
    resolver: formResolver(companyUserEditSchema),
    defaultValues: {
      email: user.user_obj.email,
      first_name: user.user_obj.first_name,
      last_name: user.user_obj.last_name,
      role: String(user.role),
      business_location: user.business_location ? String(user.business_location) : '',
    },
  });
  const { errors, submitCount } = form.formState;
  const save = useMutation({
    mutationFn: (body: CompanyUserUpdate) => updateCompanyUser(user.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.allUsers });
      notify({ tone: 'positive', title: t('company.users.saved') });
      onClose();
    },
    onError: (error) =>
      setGeneral(applyServerErrors(error, form.setError, fields, i18n, saveErrorMessage(error, i18n))),
  });
  const onSubmit = form.handleSubmit((values) => {
    setGeneral(undefined);
    save.mutate({
      email: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      role: values.role as CompanyUserUpdate['role'],
      business_location: values.role === ROLE_LOCATION_LIMITED ? (values.business_location ?? null) : null,
    });
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
        label={t('auth.fields.firstName')}
        error={fieldError(errors.first_name?.message)}
        {...form.register('first_name')}
      />
      <TextField
        label={t('auth.fields.lastName')}
        error={fieldError(errors.last_name?.message)}
        {...form.register('last_name')}
      />
      <CompanyUserRoleFields
        control={form.control}
        roleError={fieldError(errors.role?.message)}
        locationError={fieldError(errors.business_location?.message)}
        needsLocation={(role) => role === ROLE_LOCATION_LIMITED}
      />
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
