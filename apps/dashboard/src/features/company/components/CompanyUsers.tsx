import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@siirto/ui';
import { INVITATION_VALIDITY_DAYS, ROLE_LOCATION_LIMITED, USERS_PAGE_SIZE, formatDateTime } from '@siirto/domain';
import { Badge, Notice, Spinner } from '../../../components/feedback';
import { ConfirmDialog } from '../../../components/dialog';
import { LicenceDialog } from '../../../components/LicenceDialog';
import { Card, Inline } from '../../../components/layout';
import { Table } from '../../../components/table';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { CompanyInvitation, CompanyUser } from '../../../lib/api-types';
import { errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { useEnums } from '../../../lib/queries/get-enums';
import { useCompanyUserLimit } from '../../../lib/user-limit';
import { deleteCompanyUser } from '../api/delete-company-user';
import { deleteInvitation } from '../api/delete-invitation';
import { companyUsersQuery } from '../api/get-company-users';
import { pendingInvitationsQuery } from '../../../lib/queries/get-pending-invitations';
import { companyKeys } from '../api/keys';
import { resendInvitation } from '../api/resend-invitation';
import { CompanyUserEditModal } from './CompanyUserEditModal';
import { InviteUserModal } from './InviteUserModal';
import { ListPagination } from './ListPagination';

const dayMs = 24 * 60 * 60 * 1000;

/** The invitation counts as valid for 7 days from its (re)sending. */
function isValid(invitation: CompanyInvitation, now = Date.now()) {
  const sent = Date.parse(invitation.sent_at || invitation.created);
  return Number.isFinite(sent) && now - sent < INVITATION_VALIDITY_DAYS * dayMs;
}

export function useRoleLabel() {
  const { t } = useI18n();
  const enums = useEnums();
  return (role: number) =>
    enums.data?.['companies.company_user.role'].find((option) => Number(option.value) === role)?.label ??
    t('company.users.role', { role });
}

export function CompanyUsers() {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const roleLabel = useRoleLabel();
  const [params, setParams] = useSearchParams();
  const [offset, setOffset] = useState(0);
  const [inviting, setInviting] = useState(false);
  const createRequested = params.get('create') === '1';
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const [removingUser, setRemovingUser] = useState<CompanyUser | null>(null);
  const [invitationError, setInvitationError] = useState<string>();
  const users = useQuery(companyUsersQuery(offset));
  const invitations = useQuery(pendingInvitationsQuery);
  const count = users.data?.count ?? 0;

  // query create=1 opens the invite modal, once the page is there (see InviteUserModal)
  // a full licence opens the licence dialog instead (spec 1 §2), so the request waits for the count
  const userLimit = useCompanyUserLimit();
  const [licenceOpen, setLicenceOpen] = useState(false);
  const startInvite = () => {
    if (userLimit.reached) setLicenceOpen(true);
    else setInviting(true);
  };
  useEffect(() => {
    if (!createRequested || !userLimit.ready) return;
    if (userLimit.reached) setLicenceOpen(true);
    else setInviting(true);
  }, [createRequested, userLimit.ready, userLimit.reached]);

  const closeInvite = () => {
    setInviting(false);
    setLicenceOpen(false);
    if (params.has('create')) {
      params.delete('create');
      setParams(params, { replace: true });
    }
  };

  const resend = useMutation({
    mutationFn: (id: number) => resendInvitation(id),
    onSuccess: async () => {
      notify({ tone: 'positive', title: t('company.invitations.resent') });
      await queryClient.invalidateQueries({ queryKey: companyKeys.invitations });
    },
    onError: () => notify({ tone: 'critical', title: t('company.invitations.resendFailed') }),
  });
  const removeInvitation = useMutation({
    mutationFn: (id: number) => deleteInvitation(id),
    onSuccess: async () => {
      setInvitationError(undefined);
      await queryClient.invalidateQueries({ queryKey: companyKeys.invitations });
    },
    onError: (error) => setInvitationError(errorAsText(error)),
  });
  const removeUser = useMutation({
    mutationFn: (id: number) => deleteCompanyUser(id),
    onSuccess: async () => {
      setRemovingUser(null);
      await queryClient.invalidateQueries({ queryKey: companyKeys.allUsers });
    },
    onError: (error) => {
      setRemovingUser(null);
      notify({ tone: 'critical', title: t('common.errorTitle'), text: saveErrorMessage(error, i18n) });
    },
  });

  const locationsOf = (user: CompanyUser) =>
    user.role === ROLE_LOCATION_LIMITED
      ? user.business_locations.map((location) => location.name).join(', ')
      : t('common.all');

  return (
    <>
      <Card
        title={t('shell.menu.companyUsers')}
        actions={<Button onClick={startInvite}>{t('company.users.invite')}</Button>}
      >
        {users.isPending ? <Spinner label={t('common.loading')} /> : null}
        {users.isError ? <Notice tone="caution">{errorAsText(users.error)}</Notice> : null}
        {users.data ? (
          <Table
            caption={t('shell.menu.companyUsers')}
            rows={users.data.results}
            rowKey={(row) => row.id}
            empty={t('common.empty')}
            columns={[
              { header: t('company.users.name'), cell: (row) => row.user.full_name },
              { header: t('company.users.email'), cell: (row) => row.user.email },
              { header: t('company.users.roleHeader'), cell: (row) => roleLabel(row.role) },
              { header: t('company.users.locations'), cell: locationsOf },
              {
                header: t('common.actions'),
                cell: (row) => (
                  <Inline>
                    <Button
                      tone="secondary"
                      size="small"
                      onClick={() => setEditing(row)}
                      aria-label={t('company.users.editNamed', { name: row.user.full_name })}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      tone="secondary"
                      size="small"
                      onClick={() => setRemovingUser(row)}
                      aria-label={t('company.users.deleteNamed', { name: row.user.full_name })}
                    >
                      {t('common.delete')}
                    </Button>
                  </Inline>
                ),
              },
            ]}
          />
        ) : null}
        <ListPagination count={count} pageSize={USERS_PAGE_SIZE} offset={offset} onOffsetChange={setOffset} />
      </Card>
      <Card title={t('company.invitations.title')}>
        {invitationError ? (
          <Notice tone="critical" title={t('common.errorTitle')}>
            {invitationError}
          </Notice>
        ) : null}
        {invitations.isPending ? <Spinner label={t('common.loading')} /> : null}
        {invitations.isError ? <Notice tone="caution">{errorAsText(invitations.error)}</Notice> : null}
        {invitations.data ? (
          <Table
            caption={t('company.invitations.title')}
            rows={invitations.data.results}
            rowKey={(row) => row.id}
            empty={t('company.invitations.empty')}
            columns={[
              { header: t('company.users.email'), cell: (row) => row.email },
              { header: t('company.users.roleHeader'), cell: (row) => roleLabel(row.role) },
              {
                header: t('company.invitations.sent'),
                cell: (row) => (
                  <Inline>
                    {formatDateTime(row.sent_at || row.created)}
                    {isValid(row) ? <Badge tone="positive">{t('company.invitations.valid')}</Badge> : null}
                  </Inline>
                ),
              },
              {
                header: t('common.actions'),
                cell: (row) => (
                  <Inline>
                    <Button
                      tone="secondary"
                      size="small"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(row.id)}
                      aria-label={t('company.invitations.resendNamed', { email: row.email })}
                    >
                      {t('company.invitations.resend')}
                    </Button>
                    <Button
                      tone="secondary"
                      size="small"
                      disabled={removeInvitation.isPending}
                      onClick={() => removeInvitation.mutate(row.id)}
                      aria-label={t('company.invitations.deleteNamed', { email: row.email })}
                    >
                      {t('common.delete')}
                    </Button>
                  </Inline>
                ),
              },
            ]}
          />
        ) : null}
      </Card>
      <InviteUserModal
        open={inviting}
        onClose={closeInvite}
        onLicenceFull={() => {
          setInviting(false);
          setLicenceOpen(true);
        }}
      />
      <LicenceDialog open={licenceOpen} onClose={closeInvite} userLimit={userLimit.limit} />
      <CompanyUserEditModal user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removingUser !== null}
        title={t('company.users.deleteTitle')}
        text={t('company.users.deleteText', { name: removingUser?.user.full_name ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        busy={removeUser.isPending}
        onCancel={() => setRemovingUser(null)}
        onConfirm={() => {
          if (removingUser) removeUser.mutate(removingUser.id);
        }}
      />
    </>
  );
}
