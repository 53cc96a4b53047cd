import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button, Badge, Notice, Spinner, Card, Inline } from '@siirto/ui';
import { INVITATION_VALIDITY_DAYS, USERS_PAGE_SIZE, companyUserLocationsDisplay, formatDateTime } from '@siirto/domain';
import { ConfirmDialog } from '../../../components/dialog';
import { LicenceDialog } from '../../../components/LicenceDialog';
import { Table } from '../../../components/table';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import type { CompanyInvitation, CompanyUser } from '../../../lib/api-types';
import { errorAsText, saveErrorMessage } from '../../../lib/form-errors';
import { useEnumLabel } from '../../../lib/queries/get-enums';
import { useCompanyUserLimit } from '../../../lib/user-limit';
import { useDeleteCompanyUser } from '../api/delete-company-user';
import { useDeleteInvitation } from '../api/delete-invitation';
import { companyUsersQuery } from '../api/get-company-users';
import { pendingInvitationsQuery } from '../../../lib/queries/get-pending-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { CompanyUserEditModal } from './CompanyUserEditModal';
import { InviteUserModal } from './InviteUserModal';
import { PagedTable, RowActions } from './PagedTable';

const dayMs = 24 * 60 * 60 * 1000;

/** The invitation counts as valid for 7 days from its (re)sending. */
function isValid(invitation: CompanyInvitation, now = Date.now()) {
  const sent = Date.parse(invitation.sent_at || invitation.created);
  return Number.isFinite(sent) && now - sent < INVITATION_VALIDITY_DAYS * dayMs;
}

export function useRoleLabel() {
  const { t } = useI18n();
  const enumLabel = useEnumLabel();
  return (role: number) => enumLabel('companies.company_user.role', role, t('company.users.role', { role }));
}

export function CompanyUsers() {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const roleLabel = useRoleLabel();
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const createRequested = params.get('create') === '1';
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const [removingUser, setRemovingUser] = useState<CompanyUser | null>(null);
  const [invitationError, setInvitationError] = useState<string>();
  const invitations = useQuery(pendingInvitationsQuery);

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

  const resend = useResendInvitation();
  const resendInvitation = (invitation: CompanyInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () => notify({ tone: 'positive', title: t('company.invitations.resent') }),
      onError: () => notify({ tone: 'critical', title: t('company.invitations.resendFailed') }),
    });
  const removeInvitation = useDeleteInvitation();
  const deleteInvitation = (invitation: CompanyInvitation) =>
    removeInvitation.mutate(invitation.id, {
      onSuccess: () => setInvitationError(undefined),
      onError: (error) => setInvitationError(errorAsText(error)),
    });
  const removeUser = useDeleteCompanyUser();
  const deleteUser = (user: CompanyUser) =>
    removeUser.mutate(user.id, {
      onSuccess: () => setRemovingUser(null),
      onError: (error) => {
        setRemovingUser(null);
        notify({ tone: 'critical', title: t('common.errorTitle'), text: saveErrorMessage(error, i18n) });
      },
    });

  const locationsOf = (user: CompanyUser) => {
    const shown = companyUserLocationsDisplay(user.role, user.business_locations);
    return shown.kind === 'all' ? t('common.all') : shown.locations.map((location) => location.name).join(', ');
  };

  return (
    <>
      <Card
        title={t('shell.menu.companyUsers')}
        actions={<Button onClick={startInvite}>{t('company.users.invite')}</Button>}
        region={false}
      >
        <PagedTable
          query={companyUsersQuery}
          pageSize={USERS_PAGE_SIZE}
          caption={t('shell.menu.companyUsers')}
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
                <RowActions
                  actions={[
                    {
                      label: t('common.edit'),
                      name: t('company.users.editNamed', { name: row.user.full_name }),
                      onClick: () => setEditing(row),
                    },
                    {
                      label: t('common.delete'),
                      name: t('company.users.deleteNamed', { name: row.user.full_name }),
                      onClick: () => setRemovingUser(row),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('company.invitations.title')} region={false} space="medium">
        {invitationError ? (
          <Notice tone="critical" title={t('common.errorTitle')} live="assertive">
            {invitationError}
          </Notice>
        ) : null}
        {invitations.isPending ? <Spinner label={t('common.loading')} /> : null}
        {invitations.isError ? (
          <Notice tone="caution" live="assertive">
            {errorAsText(invitations.error)}
          </Notice>
        ) : null}
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
                  <RowActions
                    actions={[
                      {
                        label: t('company.invitations.resend'),
                        name: t('company.invitations.resendNamed', { email: row.email }),
                        onClick: () => resendInvitation(row),
                        disabled: resend.isPending,
                      },
                      {
                        label: t('common.delete'),
                        name: t('company.invitations.deleteNamed', { email: row.email }),
                        onClick: () => deleteInvitation(row),
                        disabled: removeInvitation.isPending,
                      },
                    ]}
                  />
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
          if (removingUser) deleteUser(removingUser);
        }}
      />
    </>
  );
}
