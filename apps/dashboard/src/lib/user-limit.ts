import { useQuery } from '@tanstack/react-query';
import { companySeatsInUse, hasReachedUserLimit } from '@siirto/domain';
import { companyUserCountQuery } from './queries/get-company-user-count';
import { pendingInvitationsQuery } from './queries/get-pending-invitations';
import { useLicences } from './queries/get-licences';
import { useMyAccount } from './queries/get-account';

export interface CompanyUserLimit {
  /** Whether the company's users and valid invitations fill its licence: inviting opens the licence dialog. */
  reached: boolean;
  /** The licence's user limit, when known. */
  limit: number | null;
  /** False until the licence, the users and the invitations have loaded. */
  ready: boolean;
  /** True while any of them is loading (false when one failed: then the server has the last word). */
  loading: boolean;
}

/**
 * Spec 1 §2: when the company's user count has reached the licence limit, the licence-info dialog opens instead of
 * the invite dialog. Every place an invitation starts asks this (the frontpage, the users page and its `create=1`).
 */
export function useCompanyUserLimit({ enabled = true }: { enabled?: boolean } = {}): CompanyUserLimit {
  const account = useMyAccount();
  const licences = useLicences();
  const users = useQuery({ ...companyUserCountQuery, enabled });
  const invitations = useQuery({ ...pendingInvitationsQuery, enabled });
  const licence = account.data?.license_obj ?? licences.data?.find((item) => item.id === account.data?.license) ?? null;
  const loading = account.isLoading || users.isLoading || invitations.isLoading;
  if (!account.isSuccess || !users.isSuccess || !invitations.isSuccess) {
    return { reached: false, limit: licence?.limit_users ?? null, ready: false, loading };
  }
  const seats = companySeatsInUse(
    users.data,
    invitations.data.results.map((invitation) => invitation.sent_at || invitation.created),
  );
  return { reached: hasReachedUserLimit(seats, licence), limit: licence?.limit_users ?? null, ready: true, loading };
}
