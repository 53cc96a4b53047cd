/**
 * The steps of a transport write (write.ts's saveTransport): parse the body, authorise every id it names, price it
 * and check the order form's rules, and the columns to persist. Each step throws the 400 (or 409) of its own
 * failure in the request's language.
 *
 * Every rule of spec 2 §5 is the domain's (`transportOrderIssues`) on the stored values merged with the sent ones,
 * against the server's clock and the server's own drive time estimate. The price is the server's (pricing.ts).
 */
import {
  isLngLat,
  type LngLat,
  ordersForCustomers,
  PRICE_TYPE_FIXED_SPECIAL,
  PRIORITY_NORMAL,
  PRIORITY_URGENT,
  TRANSPORT_STATE,
  transportOrderIssues,
  transportPriority,
  type TransportOrderIssue,
} from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import { LOCATION_USER_ROLE } from '../../http/context.ts';
import { badRequest, type FieldErrors, HttpError } from '../../http/errors.ts';
import { fieldErrorsOf, type Language, msg } from '../../http/validation.ts';
import { toGeoPoint } from '../business-locations/serialize.ts';
import { type BusinessDb, type CompanyContext, TRANSPORT_AUTO_PRIORITY_TIME } from '../companies/context.ts';
import { companyPricing, offersFixedSpecialPrice, priceOrder, type OrderPrice } from './pricing.ts';
import { companyLocationIds, expensePricesOf, isAccountCustomer, orderableServices } from './repository.ts';
import { type Columns, columnsOfWrite, type TransportWrite, transportWriteSchema } from './write-body.ts';

export type StoredTransport = Transport & { version?: number };

/** The stored version of a row (1 before its first write). */
export const versionOf = (transport: StoredTransport) =>
  typeof transport.version === 'number' ? transport.version : 1;

/** 409: the transport changed since the client loaded it. */
export function staleVersion(language: Language, stored: number) {
  return new HttpError(409, { detail: msg('transportStaleVersion', language), code: 'stale_version', version: stored });
}

/** A parsed write: the sent values, their columns, which fields were sent, and the saving step. */
export interface ParsedWrite {
  readonly values: TransportWrite;
  readonly columns: Columns;
  readonly sent: ReadonlySet<string>;
  /** 2 save a draft, 3 calculate the price, 4 publish. */
  readonly step: 2 | 3 | 4;
}

/** Parse: the body by the contract, for this company, from the version the client read. */
export function parseWrite(
  body: unknown,
  context: CompanyContext,
  existing: StoredTransport | null,
  language: Language,
): ParsedWrite {
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const result = transportWriteSchema.safeParse(object);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, language));
  const values = result.data;
  if (values.company !== undefined && values.company !== context.company.id)
    throw badRequest({ company: [msg('companyInvalid', language)] });
  const storedVersion = existing ? versionOf(existing) : null;
  if (storedVersion !== null && values.version !== undefined && values.version !== storedVersion)
    throw staleVersion(language, storedVersion);
  const columns = columnsOfWrite(values);
  if (values.trip_length_km !== undefined) columns.client_trip_length_km = values.trip_length_km;
  const step = values.saving_step ?? (values.publish ? 4 : 2);
  return { values, columns, sent: new Set(Object.keys(object)), step };
}

/**
 * Authorise: business locations must be the company's own (a location user, role 2, orders for their location); a
 * coordinating company's customer one of its account's; extra services the company's or common ones. Returns the
 * chosen services.
 */
export async function authoriseWrite(db: BusinessDb, context: CompanyContext, write: ParsedWrite, language: Language) {
  const { columns, values } = write;
  const ownIds = await companyLocationIds(db, context.company.id);
  for (const [column, field] of [
    ['business_location_id', 'business_location_id'],
    ['pickup_business_location_id', 'pickup_business_location'],
    ['destination_business_location_id', 'destination_business_location'],
  ] as const) {
    const id = columns[column];
    if (typeof id === 'number' && !ownIds.has(id)) throw badRequest({ [field]: [msg('locationChoose', language)] });
  }
  if (context.companyUser.role === LOCATION_USER_ROLE) {
    const own = context.linkedLocationIds[0] ?? null;
    if (columns.business_location_id !== undefined && columns.business_location_id !== own) {
      throw badRequest({ business_location_id: [msg('locationChoose', language)] });
    }
    columns.business_location_id = own;
  }
  // A coordinating company's order may name a customer: only one of its own account's (another's is no choice at all).
  if (ordersForCustomers(context.company.account_type) && typeof values.customer === 'number') {
    const accountId = context.company.account_id;
    if (accountId === null || !(await isAccountCustomer(db, accountId, values.customer)))
      throw badRequest({ customer: [msg('transportCustomerUnknown', language)] });
  }
  const rowIds = (
    JSON.parse(typeof columns.price_list_rows_data === 'string' ? columns.price_list_rows_data : '[]') as {
      price_list_row_id: number;
    }[]
  ).map((row) => row.price_list_row_id);
  const services = await orderableServices(db, context.company.id, rowIds);
  if (services.length !== rowIds.length)
    throw badRequest({ price_list_rows_ids: [msg('transportUnknownService', language)] });
  return services;
}

/** A place's position from a column (a JSON text of [lng, lat] or a GeoJSON point), if usable. */
function positionOf(value: unknown): LngLat | null {
  const parsed: unknown = typeof value === 'string' ? safeJson(value) : value;
  if (isLngLat(parsed)) return parsed;
  const point = toGeoPoint(parsed);
  return point && isLngLat(point.coordinates) ? point.coordinates : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The waypoints' positions in order. */
function waypointPositions(value: unknown): LngLat[] {
  const list: unknown = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const point = item as { coordinates?: unknown; lng?: unknown; lat?: unknown } | null;
    if (point && isLngLat(point.coordinates)) return [point.coordinates];
    if (point && typeof point.lng === 'number' && typeof point.lat === 'number')
      return [[point.lng, point.lat] as LngLat];
    return [];
  });
}

/** The domain's issues as field errors in the request's language. */
function issueErrors(issues: readonly TransportOrderIssue[], language: Language): FieldErrors {
  return Object.fromEntries(issues.map((issue) => [issue.path, [msg(issue.message, language)]]));
}

export interface PriceInput {
  readonly db: BusinessDb;
  readonly context: CompanyContext;
  readonly existing: StoredTransport | null;
  readonly services: readonly { price_eur: number }[];
  readonly now: Date;
  readonly marginPercent: number;
  readonly language: Language;
}

/**
 * Price and validate: the server measures the route itself (pickup, the waypoints, destination) and prices it; the
 * order form's rules (spec 2 §5) against the server clock, all of them before a price or publishing, a draft only
 * for the fields it sends. Sets the columns of the price, the state and the priority; returns the price (null for a
 * draft without places).
 */
export async function priceAndValidate(write: ParsedWrite, input: PriceInput): Promise<OrderPrice | null> {
  const { values, columns, sent, step } = write;
  const { db, context, existing, now, language } = input;
  const merged: Record<string, unknown> = { ...(existing ?? {}), ...columns };
  for (const key of [
    'return_transport_vehicle',
    'return_transport_brand',
    'return_transport_destination_time',
    'return_transport_electric',
    'return_transport_recharge_type',
  ] as const) {
    merged[key] = values[key];
  }
  const pickup = positionOf(merged.pickup_location_coordinates);
  const destination = positionOf(merged.destination_location_coordinates);
  const pricing = await companyPricing(db, context.company.id);
  const roundTrip = merged.round_trip === true;
  const price =
    pickup && destination
      ? priceOrder({
          stops: [pickup, ...waypointPositions(merged.waypoints), destination],
          abroad: merged.abroad === true,
          roundTrip,
          priceType: typeof merged.price_type_special === 'number' ? merged.price_type_special : 2,
          pricing,
          clientKm: typeof merged.client_trip_length_km === 'number' ? merged.client_trip_length_km : null,
          clientSecondsWithMargin:
            typeof values.trip_estimated_duration_seconds === 'number' ? values.trip_estimated_duration_seconds : null,
          marginPercent: input.marginPercent,
          services: input.services.map((row) => row.price_eur),
          expenses: existing ? await expensePricesOf(db, existing.id) : [],
        })
      : null;
  // Without the server's own estimate (a draft without places), the client's drive time.
  const travelSeconds =
    price?.travelSecondsWithMargin ??
    (typeof merged.travel_time_with_margin === 'number' ? merged.travel_time_with_margin : null);

  const orderValues = {
    ...merged,
    vehicle_size: merged.vehicle_size_id as number | null | undefined,
    customer: merged.customer_id as number | null | undefined,
  };
  const issues = transportOrderIssues(orderValues, {
    now,
    travelSeconds,
    returnTravelSeconds: travelSeconds,
    marginPercent: 0,
    requireAll: step >= 3,
    abroadTransports: context.company.abroad_transports,
    customerChoice: ordersForCustomers(context.company.account_type),
  }).filter((issue) => step >= 3 || sent.has(issue.path) || sent.has(issue.path.replace(/_address$/, '_country')));
  const errors: FieldErrors = issueErrors(issues, language);
  if (step >= 3) {
    for (const [side, position] of [
      ['pickup', pickup],
      ['destination', destination],
    ] as const) {
      if (!position && !(`${side}_address` in errors))
        errors[`${side}_address`] = [msg('transportAddressNotLocated', language)];
    }
  }
  if (
    merged.price_type_special === PRICE_TYPE_FIXED_SPECIAL &&
    (step >= 3 || sent.has('price_type_special')) &&
    !offersFixedSpecialPrice(pricing, roundTrip)
  )
    errors.price_type_special = [msg('transportSpecialPriceUnavailable', language)];
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  // Urgent and locked when the delivery is due sooner than the drive and the company's margin (spec 2 §4).
  const priority = transportPriority({
    destinationTime: merged.destination_time as Date | string | null | undefined,
    now,
    travelSeconds,
    autoPriorityTimeSeconds: TRANSPORT_AUTO_PRIORITY_TIME,
  });
  if (priority.locked) {
    columns.priority = PRIORITY_URGENT;
    columns.priority_disabled = true;
  } else if (merged.destination_time) columns.priority_disabled = false;
  if (step >= 3 && !price) throw badRequest({ pickup_address: [msg('transportAddressNotLocated', language)] });
  Object.assign(columns, stateColumns(step, price, now));
  // No priority (absent, or null from a client that clears it) is normal priority: the column is never null.
  if (columns.priority === null || (columns.priority === undefined && merged.priority === undefined)) {
    columns.priority = PRIORITY_NORMAL;
  }
  return price;
}

/** The price and state columns of a saving step: priced (3) or published (4), else a draft needing a new price. */
function stateColumns(step: 2 | 3 | 4, price: OrderPrice | null, now: Date): Columns {
  // Any saved change needs a new price before publishing.
  if (step < 3 || !price) return { state: TRANSPORT_STATE.draft, publish: false, prices_calculated: false };
  return {
    trip_length_km: price.goKm,
    return_trip_length_km: price.returnKm,
    travel_time_with_margin: price.travelSecondsWithMargin,
    price: price.tripPrice,
    price_go_trip: price.goPrice,
    price_return_trip: price.returnPrice,
    service_prices_total_company: price.servicesTotal,
    expenses_price_total: price.expensesTotal,
    transport_total_price: price.total,
    prices_calculated: true,
    state: step === 4 ? TRANSPORT_STATE.published : TRANSPORT_STATE.priceCalculated,
    publish: step === 4,
    ...(step === 4 && { state_published_time: now }),
  };
}
