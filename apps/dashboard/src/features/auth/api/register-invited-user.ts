import { apiClient, unwrap } from '../../../lib/api';
import type { InvitationRegisterRequest } from '../../../lib/api-types';

/** POST /companies/invitations/register/: the invitee's names and password. */
export const registerInvitedUser = (values: InvitationRegisterRequest) =>
  unwrap(apiClient.POST('/companies/invitations/register/', { body: values }));
