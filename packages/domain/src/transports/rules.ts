/** Rules of the order form and the transport views (spec 2 §4, §9), as plain functions. */
import { travelTimeWithMargin } from '../geo/helpers.ts';
import { toDate } from '../rules/format.ts';
import { euros, roundDecimal, sumEuros, toCents } from '../rules/money.ts';
import { ABROAD_WAYPOINTS, PRIORITY_NORMAL, PRIORITY_URGENT } from './constants.ts';

type TimeInput = Date | string | number | null | undefined;

export interface PriorityInput {
  readonly destinationTime: TimeInput;
  readonly now: Date;
  /** Estimated drive time in seconds. */
  readonly travelSeconds?: number | null;
  /** The company's transport_auto_priority_time, in seconds. */
  readonly autoPriorityTimeSeconds?: number | null;
}

const seconds = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * Priority 3 (urgent) and locked when the destination time is earlier than now + the estimated drive time + the
 * company's transport_auto_priority_time; otherwise 2 (normal) and free. No destination time: normal.
 */
export function transportPriority(input: PriorityInput): { priority: 2 | 3; locked: boolean } {
  const destination = toDate(input.destinationTime);
  if (!destination) return { priority: PRIORITY_NORMAL, locked: false };
  const limit = input.now.getTime() + (seconds(input.travelSeconds) + seconds(input.autoPriorityTimeSeconds)) * 1000;
  return destination.getTime() < limit
    ? { priority: PRIORITY_URGENT, locked: true }
    : { priority: PRIORITY_NORMAL, locked: false };
}

export interface DriveWindowInput {
  readonly pickupTime: TimeInput;
  readonly destinationTime: TimeInput;
  /** Estimated travel time in seconds (without the margin). */
  readonly travelSeconds?: number | null;
  /** WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT (default 0). */
  readonly marginPercent?: number | null;
}

/**
 * destination_time_is_short: the time between pickup and destination is less than the estimated travel time with
 * its margin. Unknown times or travel time: not short.
 */
export function isDestinationTimeShort(input: DriveWindowInput): boolean {
  const pickup = toDate(input.pickupTime);
  const destination = toDate(input.destinationTime);
  if (!pickup || !destination) return false;
  const travel = seconds(input.travelSeconds);
  if (travel === 0) return false;
  const needed = travelTimeWithMargin(travel, input.marginPercent ?? 0) * 1000;
  return destination.getTime() - pickup.getTime() < needed;
}

export interface AbroadValues {
  readonly abroad: boolean;
  readonly round_trip: boolean;
  readonly round_trip_no_vehicle_change: boolean;
  readonly waypoints: readonly { readonly name: string; readonly lat: number; readonly lng: number }[];
}

/** Turning abroad on: round trip off, no vehicle change, the two fixed waypoints. Off clears the waypoints. */
export function abroadChange(abroad: boolean): Partial<AbroadValues> {
  if (!abroad) return { abroad: false, waypoints: [] };
  return {
    abroad: true,
    round_trip: false,
    round_trip_no_vehicle_change: true,
    waypoints: ABROAD_WAYPOINTS.map(({ name, coordinates }) => ({ name, lng: coordinates[0], lat: coordinates[1] })),
  };
}

export type PhotoGroup = 'pickup' | 'destination' | 'extra';

/** Type 3 with targets 3–7: pickup; type 4 with targets 3–7: destination; target 2 with types 2–4: extra. */
export function photoGroup(photo: { readonly photo_type: number; readonly photo_target: number }): PhotoGroup | null {
  const { photo_type: type, photo_target: target } = photo;
  if (target >= 3 && target <= 7) {
    if (type === 3) return 'pickup';
    if (type === 4) return 'destination';
  }
  if (target === 2 && type >= 2 && type <= 4) return 'extra';
  return null;
}

/** The photos of a transport in their three groups (photos in no group are left out). */
export function groupPhotos<T extends { readonly photo_type: number; readonly photo_target: number }>(
  photos: readonly T[],
): Record<PhotoGroup, T[]> {
  const groups: Record<PhotoGroup, T[]> = { pickup: [], destination: [], extra: [] };
  for (const photo of photos) {
    const group = photoGroup(photo);
    if (group) groups[group].push(photo);
  }
  return groups;
}

export interface PriceSummaryInput {
  readonly price_go_trip?: number | string | null;
  readonly price_return_trip?: number | string | null;
  readonly trip_length_km?: number | null;
  readonly return_trip_length_km?: number | null;
  /** Prices of the chosen extra services. */
  readonly extras?: readonly (number | string | null | undefined)[];
  /** Driver's expenses (fuel, charging, waiting). */
  readonly expenses?: readonly (number | string | null | undefined)[];
}

export interface PriceSummary {
  readonly trip_price_total: number;
  readonly trip_length_km_total: number;
  readonly form1_price: number;
  readonly form2_price: number | null;
  readonly extras_total: number;
  readonly expenses_total: number;
  readonly total: number;
}

/** Go + return trip, the extra services and the expenses. */
export function priceSummary(input: PriceSummaryInput): PriceSummary {
  const go = toCents(input.price_go_trip);
  const back =
    input.price_return_trip === null || input.price_return_trip === undefined ? null : toCents(input.price_return_trip);
  const extras = sumEuros(input.extras ?? []);
  const expenses = sumEuros(input.expenses ?? []);
  const trip = go + (back ?? 0);
  return {
    trip_price_total: euros(trip),
    trip_length_km_total: roundDecimal((input.trip_length_km ?? 0) + (input.return_trip_length_km ?? 0), 2),
    form1_price: euros(go),
    form2_price: back === null ? null : euros(back),
    extras_total: euros(extras),
    expenses_total: euros(expenses),
    total: euros(trip + extras + expenses),
  };
}
