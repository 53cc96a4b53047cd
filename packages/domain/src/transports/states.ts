/** Transport states (spec 2 §4): names, groups and what a user may do in each. */

export const TRANSPORT_STATE = {
  draft: 2,
  published: 3,
  priceCalculated: 31,
  reserved: 4,
  inTransit: 5,
  delivered: 6,
  invoiced: 7,
  cancelled: 8,
  claimReported: 9,
} as const;

export type TransportStateName = keyof typeof TRANSPORT_STATE;
export type TransportState = (typeof TRANSPORT_STATE)[TransportStateName];

/**
 * The states' full names, served by the API's enumeration `transports.transport.state` (spec 2 §4: "full names come
 * from the server enum"; the names of 8 and 9 are not shown there, these are the team's).
 */
export const TRANSPORT_STATE_LABELS: Record<TransportState, { fi: string; en: string }> = {
  2: { fi: 'Luonnos', en: 'Draft' },
  3: { fi: 'Julkaistu', en: 'Published' },
  31: { fi: 'Hinta laskettu', en: 'Price calculated' },
  4: { fi: 'Kuljettaja varannut', en: 'Reserved by a driver' },
  5: { fi: 'Kuljetuksessa', en: 'In transit' },
  6: { fi: 'Toimitettu', en: 'Delivered' },
  7: { fi: 'Laskutettu', en: 'Invoiced' },
  8: { fi: 'Peruttu', en: 'Cancelled' },
  9: { fi: 'Vahinkoilmoitus', en: 'Claim reported' },
};

/** Every state, in the order lists and filters show them. */
export const TRANSPORT_STATES = [2, 3, 31, 4, 5, 6, 7, 8, 9] as const satisfies readonly TransportState[];

/** States in which the order can still be edited and deleted. */
const EDITABLE_TRANSPORT_STATES = [2, 3, 31] as const satisfies readonly TransportState[];
/** Published (3) or published with its price calculated (31): the notice after a save says "… and published". */
const PUBLISHED_TRANSPORT_STATES = [3, 31] as const satisfies readonly TransportState[];
/** States with a driver: the transport is in progress. */
export const IN_PROGRESS_TRANSPORT_STATES = [4, 5, 6, 7, 8, 9] as const satisfies readonly TransportState[];
/** Delivered and invoiced: hidden from the transport list unless asked for. */
export const DELIVERED_TRANSPORT_STATES = [6, 7] as const satisfies readonly TransportState[];
/** Transports on the company map: every state with a driver, 4 to 9 (spec 2 §2 "Map and customers"; 8 too). */
export const MAP_TRANSPORT_STATES = [4, 5, 6, 7, 8, 9] as const satisfies readonly TransportState[];
/**
 * Under way: a driver has the order and it is not delivered yet (reserved 4, in transit 5). The map shows more
 * (delivered, invoiced, cancelled and claimed transports too), so its count says both numbers (mapTransportCounts).
 */
const UNDERWAY_TRANSPORT_STATES = [4, 5] as const satisfies readonly TransportState[];
/**
 * States in which the car's last position is shown (spec 2: 5 to 9). A cancelled order (8) shows its car where it
 * was last seen when it had been picked up; one cancelled before the pickup has no position to show.
 */
export const CAR_POSITION_TRANSPORT_STATES = [5, 6, 7, 8, 9] as const satisfies readonly TransportState[];
/** Transports "in progress" on the frontpage widget: in transit (5). */
export const FRONTPAGE_TRANSPORT_STATE = TRANSPORT_STATE.inTransit;

/** The states after `state` in a transport's life (a pure call: a bundle that never reads the result drops it). */
function statesAfter(state: TransportState) {
  return TRANSPORT_STATES.slice(TRANSPORT_STATES.indexOf(state) + 1);
}
/** Reports show the states above this one (spec 2 §4, §7: the dashboard sends `state__gt=5`). */
export const REPORT_STATE_ABOVE = 5;
/**
 * The states a report lists: those after in transit (5) in a transport's life, 6 to 9. State 31 ("price calculated")
 * is numerically above 5, but it sits between 3 and 4 (an order not yet given to a driver, nothing delivered,
 * nothing to invoice), so a report never lists it: the API applies this set whatever `state__gt` says.
 */
export const REPORT_TRANSPORT_STATES = /* @__PURE__ */ statesAfter(REPORT_STATE_ABOVE);
/** The report's state filter (spec 2 §2): delivered 6 and invoiced 7; no filter means every report state. */
export const REPORT_FILTER_STATES = [6, 7] as const satisfies readonly TransportState[];

export function isTransportState(state: unknown): state is TransportState {
  return typeof state === 'number' && (TRANSPORT_STATES as readonly number[]).includes(state);
}

const isIn = (states: readonly number[], state: number | null | undefined) =>
  typeof state === 'number' && states.includes(state);

export const isEditableState = (state: number | null | undefined) => isIn(EDITABLE_TRANSPORT_STATES, state);
export const isPublishedState = (state: number | null | undefined) => isIn(PUBLISHED_TRANSPORT_STATES, state);
export const isInProgressState = (state: number | null | undefined) => isIn(IN_PROGRESS_TRANSPORT_STATES, state);
export const isDeliveredState = (state: number | null | undefined) => isIn(DELIVERED_TRANSPORT_STATES, state);
const isUnderwayState = (state: number | null | undefined) => isIn(UNDERWAY_TRANSPORT_STATES, state);

/** The map's count: how many transports it shows, and how many of them are under way (not yet delivered). */
export function mapTransportCounts(transports: readonly { state: number }[]): { shown: number; underway: number } {
  return {
    shown: transports.length,
    underway: transports.filter((transport) => isUnderwayState(transport.state)).length,
  };
}
export const showsCarPosition = (state: number | null | undefined) => isIn(CAR_POSITION_TRANSPORT_STATES, state);

/**
 * The badge tone of a state, in the design system's semantic names: 2 light (neutral), 3 and 31 primary (info),
 * 4 and 5 warning (caution), 6 success (positive), 7 dark, 8 and 9 danger (critical). Unknown states are neutral.
 */
export type TransportStateTone = 'neutral' | 'info' | 'caution' | 'positive' | 'dark' | 'critical';

export function transportStateTone(state: number | null | undefined): TransportStateTone {
  switch (state) {
    case 3:
    case 31:
      return 'info';
    case 4:
    case 5:
      return 'caution';
    case 6:
      return 'positive';
    case 7:
      return 'dark';
    case 8:
    case 9:
      return 'critical';
    default:
      return 'neutral';
  }
}

export interface TransportStateFacts {
  readonly state: number;
  readonly is_editable?: boolean | null;
  readonly round_trip_is_return_trip?: boolean | null;
  readonly round_trip_return_trip_state?: number | null;
}

/** State 6 whose return trip is not yet delivered (below 6) is "Osatoimitettu" (partly delivered). */
export function isPartlyDelivered(transport: TransportStateFacts): boolean {
  const returnState = transport.round_trip_return_trip_state;
  return (
    transport.state === TRANSPORT_STATE.delivered &&
    typeof returnState === 'number' &&
    returnState < TRANSPORT_STATE.delivered
  );
}

/** Past the draft (2): published or further, so the order has a detail view and a tracking link. */
export function isPastDraft(state: number | null | undefined): boolean {
  return typeof state === 'number' && state > TRANSPORT_STATE.draft;
}

/**
 * Its status changes can be shared (mailed to outside addresses): not a draft (2) nor a priced draft (31), which are
 * the company's unfinished work (docs/decisions.md "An unpublished order is not shared"; the API answers 400).
 */
export function canShareTransport(state: number | null | undefined): boolean {
  return isTransportState(state) && state !== TRANSPORT_STATE.draft && state !== TRANSPORT_STATE.priceCalculated;
}

/** The detail view opens for transports above draft. */
export function canShowTransport(transport: Pick<TransportStateFacts, 'state'>): boolean {
  return isPastDraft(transport.state);
}

/** Edit: states 2, 3, 31, is_editable not false, and not a return trip (edited through the outbound trip). */
export function canEditTransport(transport: TransportStateFacts): boolean {
  return (
    isEditableState(transport.state) && transport.is_editable !== false && transport.round_trip_is_return_trip !== true
  );
}

/** Delete: states 2, 3 and 31. */
export function canDeleteTransport(transport: Pick<TransportStateFacts, 'state'>): boolean {
  return isEditableState(transport.state);
}
