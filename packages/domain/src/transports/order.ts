/**
 * The order form of a transport (spec 2 §5): its rules as one function that the dashboard (on the form's values),
 * the spreadsheet import and the API (on the merged stored and sent values, against the server clock) run, and the
 * payload clean-up (upper-case registration, electric vehicles automatic with fuel type 4, empty recharge type and
 * vehicle size left out).
 * Every issue message is a message ID of `validationMessages`.
 */
import { EMAIL_PATTERN, isGiven } from '../rules/field-rules.ts';
import type { ValidationMessageId } from '../messages.ts';
import { toDate } from '../rules/format.ts';
import { isDestinationTimeShort } from './rules.ts';
import { TRANSPORT_STATE } from './states.ts';
import {
  FUEL_TYPE_ELECTRIC,
  RECHARGE_TYPES,
  TRANSMISSION_AUTOMATIC,
  VEHICLE_REGISTRATION_MAX_LENGTH,
  VEHICLE_SIZES,
} from './constants.ts';

const TRANSPORT_SIDES = ['pickup', 'destination'] as const;
export type TransportSide = (typeof TRANSPORT_SIDES)[number];

/**
 * The text fields of a place, on both sides of the contract's transport (`pickup_name`, `destination_city_name`, ...):
 * the form holds them, the write body sends them and the API stores them under the same names.
 */
export const TRANSPORT_PLACE_TEXT_FIELDS = [
  'name',
  'phone',
  'contact_email',
  'location',
  'address',
  'postal_code',
  'city_name',
  'country',
  'google_address',
] as const;
export type TransportPlaceTextField = (typeof TRANSPORT_PLACE_TEXT_FIELDS)[number];

/** The place fields every order needs, on both sides. */
const REQUIRED_PLACE_FIELDS = ['name', 'phone', 'location', 'address', 'city_name'] as const;

/** Every field the order needs before a price can be calculated or it can be published. */
const REQUIRED_TRANSPORT_FIELDS = [
  ...TRANSPORT_SIDES.flatMap((side) => REQUIRED_PLACE_FIELDS.map((field) => `${side}_${field}` as const)),
  'vehicle',
  'pickup_time',
  'destination_time',
] as const;

type TimeValue = Date | string | number | null | undefined;
type ChoiceValue = number | string | null | undefined;

/** What the rules read of an order; the form's values and the API's merged row both fit. */
export interface TransportOrderValues {
  readonly [field: string]: unknown;
  readonly vehicle?: string | null;
  readonly vehicle_electric?: boolean | null;
  readonly vehicle_recharge_type?: ChoiceValue;
  readonly vehicle_product_number?: string | null;
  readonly vehicle_size?: ChoiceValue;
  readonly abroad?: boolean | null;
  readonly round_trip?: boolean | null;
  readonly round_trip_no_vehicle_change?: boolean | null;
  readonly pickup_time?: TimeValue;
  readonly destination_time?: TimeValue;
  readonly pickup_contact_email?: string | null;
  readonly destination_contact_email?: string | null;
  readonly pickup_country?: string | null;
  readonly destination_country?: string | null;
  readonly return_transport_vehicle?: string | null;
  readonly return_transport_brand?: string | null;
  readonly return_transport_electric?: boolean | null;
  readonly return_transport_recharge_type?: ChoiceValue;
  readonly return_transport_destination_time?: TimeValue;
  /** The customer the transport is driven for (a coordinating company's order; see `ordersForCustomers`). */
  readonly customer?: ChoiceValue;
}

export interface TransportOrderRuleOptions {
  /** The clock: the browser's in the form, the server's in the API. */
  readonly now: Date;
  /** Check the required fields (calculate price and publish); a draft checks only what it has. */
  readonly requireAll?: boolean;
  /** Estimated drive time of the outbound leg and of the return leg, in seconds. */
  readonly travelSeconds?: number | null;
  readonly returnTravelSeconds?: number | null;
  /** WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT. */
  readonly marginPercent?: number | null;
  /** The return destination time's "required" flag (1 = required); required unless it is 0. */
  readonly returnDestinationTimeRequired?: 0 | 1;
  /** The company's abroad_transports: abroad orders are refused without it (unknown: not checked). */
  readonly abroadTransports?: boolean | null;
  /** The company orders for its customers (`ordersForCustomers`): a customer is refused without it (unknown: not checked). */
  readonly customerChoice?: boolean | null;
}

/** Addresses are limited to Finland, or Finland and Sweden when abroad (spec 2 §5). */
function orderCountries(abroad: boolean | null | undefined): readonly string[] {
  return abroad === true ? ['FI', 'SE'] : ['FI'];
}

export interface TransportOrderIssue {
  readonly path: string;
  readonly message: ValidationMessageId;
}

/** A round trip with a vehicle change has its own return leg (the return page of the form). */
export function needsReturnLeg(values: Pick<TransportOrderValues, 'round_trip' | 'round_trip_no_vehicle_change'>) {
  return values.round_trip === true && values.round_trip_no_vehicle_change !== true;
}

const isEmptyChoice = (value: unknown) => value === null || value === undefined || value === '';

/** A chosen customer's id (the form's select holds it as text), or null for none or a value that is no id. */
function customerIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Every broken rule of spec 2 §5 (one issue per field: the first that applies). */
export function transportOrderIssues(
  values: TransportOrderValues,
  options: TransportOrderRuleOptions,
): TransportOrderIssue[] {
  const issues = new Map<string, ValidationMessageId>();
  const add = (path: string, message: ValidationMessageId) => {
    if (!issues.has(path)) issues.set(path, message);
  };
  const requireAll = options.requireAll === true;
  const returnLeg = needsReturnLeg(values);

  if (requireAll) {
    for (const field of REQUIRED_TRANSPORT_FIELDS) if (!isGiven(values[field])) add(field, 'required');
  }
  if (typeof values.vehicle === 'string' && values.vehicle.trim().length > VEHICLE_REGISTRATION_MAX_LENGTH)
    add('vehicle', 'registrationMaxLength');
  for (const side of TRANSPORT_SIDES) {
    const email = values[`${side}_contact_email`];
    if (typeof email === 'string' && email.trim() !== '' && !EMAIL_PATTERN.test(email.trim()))
      add(`${side}_contact_email`, 'emailFormat');
  }

  const timeOf = (field: string) => {
    const raw = values[field] as TimeValue;
    if (!isGiven(raw)) return undefined;
    const time = toDate(raw);
    if (!time) add(field, 'timeInvalid');
    return time;
  };
  const pickup = timeOf('pickup_time');
  const destination = timeOf('destination_time');
  if (pickup && pickup.getTime() <= options.now.getTime()) add('pickup_time', 'futureTime');
  if (pickup && destination) {
    if (destination.getTime() <= pickup.getTime()) add('destination_time', 'destinationAfterPickup');
    else if (
      isDestinationTimeShort({
        pickupTime: pickup,
        destinationTime: destination,
        travelSeconds: options.travelSeconds,
        marginPercent: options.marginPercent,
      })
    )
      add('destination_time', 'driveTimeTooShort');
  }

  const countries = orderCountries(values.abroad);
  for (const side of TRANSPORT_SIDES) {
    const country = values[`${side}_country`];
    if (typeof country === 'string' && country.trim() !== '' && !countries.includes(country.trim().toUpperCase()))
      add(`${side}_address`, values.abroad === true ? 'addressInFinlandOrSweden' : 'addressInFinland');
  }
  if (values.abroad === true) {
    if (options.abroadTransports === false) add('abroad', 'abroadNotAllowed');
    // Turning abroad on turns the round trip off.
    if (values.round_trip === true) add('round_trip', 'abroadRoundTrip');
  }

  // Optional; another company's order carries none. Whose customer it is the API checks (its own customers only).
  if (!isEmptyChoice(values.customer)) {
    if (customerIdOf(values.customer) === null) add('customer', 'invalidChoice');
    else if (options.customerChoice === false) add('customer', 'customerNotAvailable');
  }

  if (requireAll && values.abroad === true) {
    if (!isGiven(values.vehicle_product_number)) add('vehicle_product_number', 'required');
    if (isEmptyChoice(values.vehicle_size)) add('vehicle_size', 'required');
  }
  if (requireAll && values.vehicle_electric === true && isEmptyChoice(values.vehicle_recharge_type))
    add('vehicle_recharge_type', 'rechargeTypeRequired');

  if (returnLeg) {
    if (requireAll) {
      if (!isGiven(values.return_transport_vehicle)) add('return_transport_vehicle', 'required');
      if (!isGiven(values.return_transport_brand)) add('return_transport_brand', 'required');
      if (options.returnDestinationTimeRequired !== 0 && !isGiven(values.return_transport_destination_time))
        add('return_transport_destination_time', 'required');
      if (values.return_transport_electric === true && isEmptyChoice(values.return_transport_recharge_type))
        add('return_transport_recharge_type', 'rechargeTypeRequired');
    }
    if (
      typeof values.return_transport_vehicle === 'string' &&
      values.return_transport_vehicle.trim().length > VEHICLE_REGISTRATION_MAX_LENGTH
    )
      add('return_transport_vehicle', 'registrationMaxLength');
    const back = timeOf('return_transport_destination_time');
    // The return leg starts where and when the outbound one ends.
    if (back && destination) {
      if (back.getTime() <= destination.getTime()) add('return_transport_destination_time', 'destinationAfterPickup');
      else if (
        isDestinationTimeShort({
          pickupTime: destination,
          destinationTime: back,
          travelSeconds: options.returnTravelSeconds ?? options.travelSeconds,
          marginPercent: options.marginPercent,
        })
      )
        add('return_transport_destination_time', 'driveTimeTooShort');
    }
  }
  return [...issues].map(([path, message]) => ({ path, message }));
}

const chosen = (value: unknown, allowed: readonly number[]): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && allowed.includes(number) ? number : undefined;
};

/** A registration as stored and sent: trimmed, upper case. */
export function normaliseRegistration(value: string): string {
  return value.trim().toUpperCase();
}

/** An electric vehicle is automatic (transmission 3) with fuel type 4; other vehicles keep their choices. */
export function forcedVehicleTypes(electric: boolean | null | undefined) {
  return electric === true ? { fuel_type: FUEL_TYPE_ELECTRIC, transmission_type: TRANSMISSION_AUTOMATIC } : null;
}

/**
 * The payload a valid order sends: registrations upper case; an electric vehicle is automatic (3) with fuel
 * type 4; an empty recharge type is absent and an empty vehicle size removed; a chosen customer is its id (none: null).
 */
export function transportOrderPayload(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...values };
  for (const field of ['vehicle', 'return_transport_vehicle'] as const) {
    const value = payload[field];
    if (typeof value === 'string') payload[field] = normaliseRegistration(value);
  }
  const outbound = forcedVehicleTypes(payload.vehicle_electric as boolean | undefined);
  if (outbound) {
    payload.vehicle_transmission_type = outbound.transmission_type;
    payload.vehicle_fuel_type = outbound.fuel_type;
  }
  const back = forcedVehicleTypes(payload.return_transport_electric as boolean | undefined);
  if (back) {
    payload.return_transport_transmission = back.transmission_type;
    payload.return_transport_fuel_type = back.fuel_type;
  }
  const choices = {
    vehicle_recharge_type: chosen(payload.vehicle_recharge_type, RECHARGE_TYPES),
    return_transport_recharge_type: chosen(payload.return_transport_recharge_type, RECHARGE_TYPES),
    vehicle_size: chosen(payload.vehicle_size, VEHICLE_SIZES),
  };
  for (const [field, value] of Object.entries(choices)) payload[field] = value;
  // the customer's id, or null to clear it
  if (payload.customer !== undefined) payload.customer = customerIdOf(payload.customer);
  return Object.fromEntries(
    Object.entries(payload).filter(([field, value]) => !(field in choices && value === undefined)),
  );
}

/**
 * How a new order is saved (the write body's `saving_step`, `publish` and `state`): a draft (state 2), a priced draft
 * (the server's price, state 31) or published (state 3, priced). The spreadsheet import offers the three; a
 * repeating series makes drafts or published orders.
 */
export const ORDER_SAVE_AS = ['draft', 'price', 'publish'] as const;
export type OrderSaveAs = (typeof ORDER_SAVE_AS)[number];

export function orderSaveFields(saveAs: OrderSaveAs): { saving_step: 2 | 3 | 4; publish: boolean; state?: 2 } {
  if (saveAs === 'publish') return { saving_step: 4, publish: true };
  if (saveAs === 'price') return { saving_step: 3, publish: false };
  return { saving_step: 2, publish: false, state: TRANSPORT_STATE.draft };
}
