import { apiClient, unwrap } from '../../../lib/api';
import type { InvitationCreate } from '../../../lib/api-types';

/** POST /companies/me/invitations/ (its form invalidates `companyKeys.invitations`). */
export const createInvitation = (body: InvitationCreate) =>
  unwrap(apiClient.POST('/companies/me/invitations/', { body }));
