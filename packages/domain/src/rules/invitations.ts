/** Company user invitations (spec 1 §4): valid for 7 days from sending. */
import { addDays, isValid, subDays } from 'date-fns';
import { INVITATION_VALIDITY_DAYS } from '../constants.ts';
import { toDate } from './format.ts';

/** When an invitation sent at `sentAt` stops being valid; undefined when the time is unknown. */
export function invitationExpiresAt(sentAt: Date): Date;
export function invitationExpiresAt(sentAt: Date | string | number | null | undefined): Date | undefined;
export function invitationExpiresAt(sentAt: Date | string | number | null | undefined): Date | undefined {
  const sent = toDate(sentAt);
  return sent ? addDays(sent, INVITATION_VALIDITY_DAYS) : undefined;
}

/** When an invitation that stops being valid at `expiresAt` was sent (the server keeps the expiry). */
export function invitationSentAt(expiresAt: Date): Date {
  return subDays(expiresAt, INVITATION_VALIDITY_DAYS);
}

/** Whether the app shows '(voimassa)' for an invitation sent at `sentAt`. */
export function isInvitationValid(sentAt: Date | string | number | null | undefined, now: Date = new Date()): boolean {
  const expires = invitationExpiresAt(sentAt);
  return expires !== undefined && isValid(now) && now.getTime() < expires.getTime();
}

/**
 * The places a company's licence counts against its user limit (see `hasReachedUserLimit`): its users plus the
 * pending invitations still valid, the way the server counts them when it refuses an invitation.
 */
export function companySeatsInUse(
  userCount: number,
  pendingInvitationsSentAt: readonly (Date | string | number | null | undefined)[],
  now: Date = new Date(),
): number {
  return userCount + pendingInvitationsSentAt.filter((sentAt) => isInvitationValid(sentAt, now)).length;
}
