/**
 * The condition report (issue 31): one document per transport (each leg of a round trip is its own transport) with
 * the car's condition at pickup and at the destination. When it exists, who may have it, and how its photos are laid
 * out; the API writes it (PDF), the dashboard offers it.
 */
import { CONDITION_PHOTO_TARGETS } from './detail.ts';
import { photoGroup } from './rules.ts';
import { isDeliveredState } from './states.ts';

export interface ConditionReportFacts {
  readonly state: number;
  readonly pickup_acknowledged?: Date | string | null;
  readonly destination_acknowledged?: Date | string | null;
}

const known = (value: Date | string | null | undefined) => value !== null && value !== undefined && value !== '';

/** Delivered: the driver acknowledged the handover at the destination, or the state says delivered (6) or invoiced (7). */
export function isConditionReportComplete(transport: ConditionReportFacts): boolean {
  return known(transport.destination_acknowledged) || isDeliveredState(transport.state);
}

/**
 * The company's users may download the report once the car is picked up (the driver acknowledged the pickup); before
 * the delivery it is partial (its first page says so).
 */
export function hasConditionReport(transport: ConditionReportFacts): boolean {
  return known(transport.pickup_acknowledged) || isConditionReportComplete(transport);
}

/** The public tracking view offers the report (with the link's token) only once the car is delivered. */
export const sharesConditionReport = (transport: ConditionReportFacts): boolean => isConditionReportComplete(transport);

export interface ConditionPhotoRow<T> {
  readonly pickup: T | null;
  readonly destination: T | null;
}

export interface ConditionReportPhotos<T> {
  /** Per side of the car (targets 3–7, in that order), pickup and destination photos side by side, oldest first. */
  readonly sides: readonly { readonly target: number; readonly rows: readonly ConditionPhotoRow<T>[] }[];
  /** Extra photos (target 2), after the sides. */
  readonly extras: readonly T[];
}

/**
 * Every classified photo of a transport laid out for the report: for each side the n-th pickup photo beside the n-th
 * destination photo (a side photographed more often at one end gets rows with an empty other half), then the extra
 * photos. Photos in no group are left out, as on the detail page.
 */
export function conditionReportPhotos<
  T extends { readonly photo_type: number; readonly photo_target: number; readonly created: Date | string },
>(photos: readonly T[]): ConditionReportPhotos<T> {
  const byTime = [...photos].sort((a, b) => new Date(a.created).getTime() - new Date(b.created).getTime());
  const sides = CONDITION_PHOTO_TARGETS.flatMap((target) => {
    const pickup = byTime.filter((photo) => photo.photo_target === target && photoGroup(photo) === 'pickup');
    const destination = byTime.filter((photo) => photo.photo_target === target && photoGroup(photo) === 'destination');
    const count = Math.max(pickup.length, destination.length);
    if (count === 0) return [];
    const rows = Array.from({ length: count }, (_, index) => ({
      pickup: pickup[index] ?? null,
      destination: destination[index] ?? null,
    }));
    return [{ target, rows }];
  });
  return { sides, extras: byTime.filter((photo) => photoGroup(photo) === 'extra') };
}
