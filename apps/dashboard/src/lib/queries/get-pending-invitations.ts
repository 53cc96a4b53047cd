import { queryOptions } from '@tanstack/react-query';
import { INVITATIONS_LIST_LIMIT, PENDING_INVITATION_STATUSES } from '@siirto/domain';
import { apiClient, asPage, unwrap } from '../api';
import { sharedKeys } from './keys';

/** The company's pending invitations (statuses 2 and 8, up to 100): the users page lists them, the user limit counts them. */
export const pendingInvitationsQuery = queryOptions({
  queryKey: sharedKeys.pendingInvitations,
  queryFn: async ({ signal }) =>
    asPage(
      await unwrap(
        apiClient.GET('/companies/me/invitations/', {
          signal,
          params: {
            query: { offset: 0, limit: INVITATIONS_LIST_LIMIT, status__in: PENDING_INVITATION_STATUSES.join(',') },
          },
        }),
      ),
    ),
});
