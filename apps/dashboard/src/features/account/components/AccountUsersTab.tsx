import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Button, Notice, Spinner, Card } from '@siirto/ui';
import {
  accountUserEditSchema,
  accountUserInviteSchema,
  hasReachedUserLimit,
  type AccountUserEditValues,
  formatDate,
} from '@siirto/domain';
import { CheckboxGroupField, SelectField } from '../../../components/choice-fields';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { LicenceDialog } from '../../../components/LicenceDialog';
import { Table } from '../../../components/table';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { AccountUser } from '../../../lib/api-types';
import { applyServerErrors, errorAsText } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/server-form';
import { useSession } from '../../../lib/session';
import { useEnumLabel, useEnums } from '../../../lib/queries/get-enums';
import { useLicences } from '../../../lib/queries/get-licences';
import { useMyAccount } from '../../../lib/queries/get-account';
import { accountUsersQuery } from '../api/get-account-users';
import { companiesQuery } from '../api/get-companies';
import { inviteAccountUser } from '../api/invite-account-user';
import { accountKeys } from '../api/keys';
import { useSendInvitation } from '../api/send-invitation';
import { updateAccountUser } from '../api/update-account-user';

/**
 * The account user's role (user_type) and portfolios, shared by the invite and edit modals: an admin picks the
 * portfolios from every company of the account.
 */
function AccountUserAccessFields<T extends FieldValues>({
  control,
  roleError,
  portfoliosError,
}: {
  control: Control<T>;
  roleError: string | undefined;
  portfoliosError: string | undefined;
}) {
  const { t } = useI18n();
  const enums = useEnums();
  const companies = useQuery(companiesQuery);
  return (
    <>
      <SelectField
        label={t('account.users.role')}
        placeholder={t('common.choose')}
        options={enums.data?.['accounts.account_user.user_type'] ?? []}
        error={roleError}
        control={control}
        name={'user_type' as FieldPath<T>}
      />
      <CheckboxGroupField
        control={control}
        name={'portfolios' as FieldPath<T>}
        label={t('account.users.portfolios')}
        options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
        error={portfoliosError}
      />
    </>
  );
}

/** The role and portfolios as the invite and edit calls take them (user_type 1 or 2, portfolio ids). */
const accessOf = (values: { user_type?: string | number | undefined; portfolios: (string | number)[] }) => ({
  user_type: Number(values.user_type) === 1 ? (1 as const) : (2 as const),
  portfolios: values.portfolios.map(Number),
});

function InviteModal({ onClose }: { onClose: () => void }) {
  const { t, language } = useI18n();
  const notify = useNotify();
  const server = useServerForm({
    schema: accountUserInviteSchema,
    defaultValues: { username: '', user_type: '', portfolios: [] },
    submit: (values) =>
      inviteAccountUser({
        username: values.username,
        email: values.username,
        user_invitation: true,
        language,
        ...accessOf(values),
      }),
    invalidates: [accountKeys.accountUsers],
    onSuccess: () => {
      notify({ tone: 'positive', title: t('company.invitations.sentNotice') });
      onClose();
    },
    // spec 1 §8: the answer's first message (an errorCode translated), else general_error; none goes beside a field
    serverError: (error, setError, i18n) =>
      applyServerErrors(error, setError, [], i18n, { general: 'first', fallback: i18n.t('errors.code.general_error') }),
  });
  const { form, fieldError } = server;
  return (
    <FormDialog open title={t('account.users.inviteTitle')} onClose={onClose}>
      <DialogForm server={server} submitLabel={t('company.users.sendInvite')} onCancel={onClose}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          error={fieldError('username')}
          {...form.register('username')}
        />
        <AccountUserAccessFields
          control={form.control}
          roleError={fieldError('user_type')}
          portfoliosError={fieldError('portfolios')}
        />
      </DialogForm>
    </FormDialog>
  );
}

function EditModal({ accountUser, onClose }: { accountUser: AccountUser; onClose: () => void }) {
  const { t } = useI18n();
  const server = useServerForm({
    schema: accountUserEditSchema,
    defaultValues: {
      username: accountUser.user.username,
      user_type: String(accountUser.user_type),
      portfolios: accountUser.account_user_portfolios.map((item) => String(item.portfolio)),
    },
    submit: (values: AccountUserEditValues) => updateAccountUser(accountUser.id, accessOf(values)),
    invalidates: [accountKeys.accountUsers],
    onSuccess: onClose,
    // spec 1 §8: the answer's first message (an errorCode translated), else general_error; none goes beside a field
    serverError: (error, setError, i18n) =>
      applyServerErrors(error, setError, [], i18n, { general: 'first', fallback: i18n.t('errors.code.general_error') }),
  });
  const { form, fieldError } = server;
  return (
    <FormDialog open title={t('account.users.editTitle')} onClose={onClose}>
      <DialogForm server={server} submitLabel={t('common.save')} onCancel={onClose}>
        <TextField label={t('auth.fields.email')} readOnly {...form.register('username')} />
        <AccountUserAccessFields
          control={form.control}
          roleError={fieldError('user_type')}
          portfoliosError={fieldError('portfolios')}
        />
      </DialogForm>
    </FormDialog>
  );
}

export function AccountUsersTab() {
  const { t } = useI18n();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const enumLabel = useEnumLabel();
  const users = useQuery(accountUsersQuery);
  const account = useMyAccount();
  const licences = useLicences();
  const [modal, setModal] = useState<'invite' | 'licence' | AccountUser | null>(null);
  const resend = useSendInvitation();
  const resendTo = (userId: number) =>
    resend.mutate(userId, {
      onSuccess: () => notify({ tone: 'positive', title: t('company.invitations.resent') }),
      onError: () => notify({ tone: 'critical', title: t('company.invitations.resendFailed') }),
    });
  const licence = account.data?.license_obj ?? licences.data?.find((item) => item.id === account.data?.license);
  const all = users.data?.results ?? [];
  // the whole count, not just the loaded page
  const atLimit = hasReachedUserLimit(users.data?.count ?? all.length, licence);
  const open = (next: 'invite' | AccountUser) => setModal(atLimit ? 'licence' : next);
  const roleOf = (row: AccountUser) => enumLabel('accounts.account_user.user_type', row.user_type);
  const columns = (invited: boolean) => [
    { header: t('company.users.name'), cell: (row: AccountUser) => row.user.full_name },
    { header: t('company.users.email'), cell: (row: AccountUser) => row.user.email },
    { header: t('account.users.joined'), cell: (row: AccountUser) => formatDate(row.user.user_activated_date) },
    { header: t('account.users.invited'), cell: (row: AccountUser) => formatDate(row.user.invated_date) },
    { header: t('account.users.role'), cell: roleOf },
    {
      header: t('common.actions'),
      cell: (row: AccountUser) =>
        invited ? (
          <Button tone="secondary" size="small" disabled={!isAdmin} onClick={() => resendTo(row.user.id)}>
            {t('company.invitations.resend')}
          </Button>
        ) : (
          <Button tone="secondary" size="small" disabled={!isAdmin} onClick={() => open(row)}>
            {t('common.edit')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <Card
        title={t('account.users.activated')}
        actions={
          <Button disabled={!isAdmin} onClick={() => open('invite')}>
            {t('company.users.invite')}
          </Button>
        }
        region={false}
        space="medium"
      >
        {users.isPending ? <Spinner label={t('common.loading')} /> : null}
        {users.isError ? (
          <Notice tone="caution" live="assertive">
            {errorAsText(users.error)}
          </Notice>
        ) : null}
        {users.isSuccess ? (
          <Table
            caption={t('account.users.activated')}
            rows={all.filter((row) => row.user.activated)}
            rowKey={(row) => row.id}
            empty={t('common.empty')}
            columns={columns(false)}
          />
        ) : null}
      </Card>
      <Card title={t('account.users.invitedTitle')} region={false} space="medium">
        {/* The list is loaded once for both cards: its loading and error state show in the first card. */}
        {users.isPending ? <Spinner label={t('common.loading')} /> : null}
        {users.isSuccess ? (
          <Table
            caption={t('account.users.invitedTitle')}
            rows={all.filter((row) => !row.user.activated)}
            rowKey={(row) => row.id}
            empty={t('common.empty')}
            columns={columns(true)}
          />
        ) : null}
      </Card>
      {modal === 'invite' ? <InviteModal onClose={() => setModal(null)} /> : null}
      {modal !== null && typeof modal === 'object' ? (
        <EditModal accountUser={modal} onClose={() => setModal(null)} />
      ) : null}
      <LicenceDialog
        open={modal === 'licence'}
        onClose={() => setModal(null)}
        userLimit={licence?.limit_users ?? null}
      />
    </>
  );
}
