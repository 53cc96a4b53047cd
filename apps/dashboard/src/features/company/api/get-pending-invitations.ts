// the pending invitations are read by the licence's user limit as well (lib/user-limit.ts), so they live in lib
export { pendingInvitationsQuery } from '../../../lib/shared-queries';
