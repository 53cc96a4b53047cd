/** What the transport detail and the public tracking view show (spec 2 §2 "Transport detail", §4, §9). */
import { euros, sumEuros } from '../rules/money.ts';
import { photoGroup } from './rules.ts';

export type TimelineStep = 'published' | 'reserved' | 'announcedPickup' | 'pickedUp' | 'delivered';

export interface TimelineFacts {
  readonly state_published_time?: string | null;
  readonly state_reserved_time?: string | null;
  readonly pickup_time_driver_arrives?: string | null;
  readonly pickup_acknowledged?: string | null;
  readonly destination_acknowledged?: string | null;
}

export interface TimelineEntry {
  readonly step: TimelineStep;
  readonly time: string | null;
  /** Filled circle: it has happened (its time is known). */
  readonly filled: boolean;
}

/**
 * The timeline: published, reserved by a driver, the driver's announced pickup time, the actual pickup, the actual
 * arrival at the destination; each filled when its time is known, else empty.
 */
export function transportTimeline(transport: TimelineFacts): TimelineEntry[] {
  const steps: [TimelineStep, string | null | undefined][] = [
    ['published', transport.state_published_time],
    ['reserved', transport.state_reserved_time],
    ['announcedPickup', transport.pickup_time_driver_arrives],
    ['pickedUp', transport.pickup_acknowledged],
    ['delivered', transport.destination_acknowledged],
  ];
  return steps.map(([step, time]) => ({ step, time: time ?? null, filled: typeof time === 'string' && time !== '' }));
}

/** Photo targets 3–7 are the sides of the car photographed both at pickup and at the destination. */
export const CONDITION_PHOTO_TARGETS = [3, 4, 5, 6, 7] as const;

export interface ConditionPair<T> {
  readonly target: number;
  readonly pickup: T | null;
  readonly destination: T | null;
}

/**
 * Condition at a glance: for each side of the car (target 3–7), its pickup and destination photos side by side (the
 * newest of each). Sides photographed at neither end are left out.
 */
export function conditionPairs<T extends { readonly photo_type: number; readonly photo_target: number }>(
  photos: readonly T[],
): ConditionPair<T>[] {
  return CONDITION_PHOTO_TARGETS.map((target) => {
    let pickup: T | null = null;
    let destination: T | null = null;
    for (const photo of photos) {
      if (photo.photo_target !== target) continue;
      const group = photoGroup(photo);
      if (group === 'pickup') pickup = photo;
      if (group === 'destination') destination = photo;
    }
    return { target, pickup, destination };
  }).filter((pair) => pair.pickup !== null || pair.destination !== null);
}

/** Expense types 3 (charging) and 4 (waiting): the waiting fee rule applies to them. */
const WAITING_FEE_EXPENSE_TYPES = [3, 4] as const;
export const isWaitingFeeExpense = (expenseType: number): boolean =>
  (WAITING_FEE_EXPENSE_TYPES as readonly number[]).includes(expenseType);

export interface PaymentFacts {
  readonly price?: number | null;
  readonly service_prices_total_company?: number | null;
  readonly expenses_price_total?: number | null;
  readonly transport_total_price?: number | null;
  readonly trip_length_km?: number | null;
}

export interface PaymentBox {
  /** Base + km. */
  readonly price: number | null;
  readonly services: number;
  readonly expenses: number;
  readonly km: number | null;
  /** The server's total, else the sum of the parts (null before a price exists). */
  readonly total: number | null;
}

/** The payment box at VAT 0 %: price (base + km), services, expenses, km and total. */
export function paymentBox(transport: PaymentFacts): PaymentBox {
  const price = transport.price ?? null;
  const services = transport.service_prices_total_company ?? 0;
  const expenses = transport.expenses_price_total ?? 0;
  const total =
    transport.transport_total_price ?? (price === null ? null : euros(sumEuros([price, services, expenses])));
  return { price, services, expenses, km: transport.trip_length_km ?? null, total };
}

/** Show extras is disabled when there are no expenses and no price list rows. */
export const hasExtras = (transport: {
  readonly expenses: readonly unknown[];
  readonly price_list_rows: readonly unknown[];
}) => transport.expenses.length > 0 || transport.price_list_rows.length > 0;
