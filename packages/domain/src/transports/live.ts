/**
 * Live status of transports in progress: which state changes a driver may make, when the driver may report the
 * car's position, and when a reported position is too old to be shown as current.
 */
import { TRANSPORT_STATE, type TransportState } from './states.ts';

/**
 * The state changes a driver makes (spec 2 §4 gives the states, not who moves them; these are the team's):
 * reserved 4 -> in transit 5 (picked up), in transit 5 -> delivered 6, and a claim reported 9 on the way (5) or
 * after the delivery (6). Invoicing (7) and cancelling (8) are the office's, never the driver's; nothing goes back.
 */
const DRIVER_STATE_TRANSITIONS: Readonly<Partial<Record<TransportState, readonly TransportState[]>>> = {
  [TRANSPORT_STATE.reserved]: [TRANSPORT_STATE.inTransit],
  [TRANSPORT_STATE.inTransit]: [TRANSPORT_STATE.delivered, TRANSPORT_STATE.claimReported],
  [TRANSPORT_STATE.delivered]: [TRANSPORT_STATE.claimReported],
};

/** True when a driver may move a transport from `from` to `to`. */
export function canDriverMoveTransport(from: number, to: number): boolean {
  const next = DRIVER_STATE_TRANSITIONS[from as TransportState];
  return next !== undefined && (next as readonly number[]).includes(to);
}

/** A driver reports the car's position while driving it: in transit (5) only. */
export const canDriverReportPosition = (state: number): boolean => state === TRANSPORT_STATE.inTransit;

/**
 * A car's position older than this is stale: the map shows it as "last seen", not as where the car is. A driver's
 * app reports about once a minute while driving; five minutes is a few missed reports (a tunnel, a ferry, a dead
 * spot), after which the position no longer says where the car is now.
 */
export const POSITION_STALE_AFTER_MS = 5 * 60_000;

/**
 * True when a position reported at `positionTime` is no longer current at `now` (older than
 * POSITION_STALE_AFTER_MS), or when its time is unknown. A time slightly ahead of `now` (clock skew) is current.
 */
export function isPositionStale(positionTime: Date | string | null | undefined, now: Date): boolean {
  if (positionTime === null || positionTime === undefined) return true;
  const at = positionTime instanceof Date ? positionTime.getTime() : Date.parse(positionTime);
  if (Number.isNaN(at)) return true;
  return now.getTime() - at > POSITION_STALE_AFTER_MS;
}
