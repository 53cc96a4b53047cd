import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { authKeys } from './keys';

/** GET /companies/invitations/details/: the invitation's e-mail, names and company. */
export const getInvitationDetails = (invitation_token: string) =>
  unwrap(apiClient.GET('/companies/invitations/details/', { params: { query: { invitation_token } } }));

/** The invitation's details under the feature's key; a refused token is not asked again. */
export const invitationDetailsQuery = (invitationToken: string) =>
  queryOptions({
    queryKey: authKeys.invitation(invitationToken),
    queryFn: () => getInvitationDetails(invitationToken),
    retry: false,
  });
