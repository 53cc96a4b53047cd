/**
 * The reference backend's price of a transport and the pricing look-ups the order form reads (the company's price
 * list, extra services, vehicle sizes).
 *
 * A price the customer can believe and cannot game: the server measures the route itself from the coordinates
 * (pickup, waypoints, destination: the great-circle legs times the road factor) and prices that distance. The
 * distance the client reports (its map service's road route) is kept and may raise the priced distance, never lower
 * it, and counts at most twice the server's estimate (a road longer than that is taken as the client's error).
 * A round trip is priced per leg (the return leg drives the same road back) and its total includes the return.
 * Price type 17 (fixed special) is the company's fixed round-trip price from its price list
 * (`company_transport_pricing`), split evenly between the legs; it is offered only to a company whose price list
 * has type 17, and only for a round trip.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  type Cents,
  estimateDrive,
  euros,
  multiplyEuros,
  roundKm,
  splitCents,
  sumEuros,
  toCents,
  greatCircleKm,
  PRICE_TYPE_FIXED_SPECIAL,
  PRICE_TYPE_NORMAL,
  travelTimeWithMargin,
  type LngLat,
} from '@siirto/domain';
import { requireUser } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { languageOf, msg } from '../../http/validation.ts';
import { type BusinessDb, businessDb, companyContext } from '../companies/context.ts';
import { positiveInt } from './query.ts';
import { companyPricingRow, extraServicesOf } from './repository.ts';
import { serializePriceListRow } from './serialize.ts';
import { vehicleSizes } from './texts.ts';

/** The standard price list of a company without its own. */
export const STANDARD_PRICING: CompanyPricing = {
  price_type: PRICE_TYPE_NORMAL,
  base_price_eur: 39,
  price_per_km_eur: 0.85,
  abroad_surcharge_eur: 250,
  fixed_round_trip_price_eur: null,
};

/** The client's distance counts at most this many times the server's estimate. */
export const CLIENT_DISTANCE_MAX_FACTOR = 2;

export interface CompanyPricing {
  /** 2 normal; 17: the company has a fixed special round-trip price and the order form offers the toggle. */
  readonly price_type: 2 | 17;
  readonly base_price_eur: number;
  readonly price_per_km_eur: number;
  readonly abroad_surcharge_eur: number;
  readonly fixed_round_trip_price_eur: number | null;
}

/** Kilometres to one decimal by the money module's rounding rule. */

/** A leg's price in cents: base + kilometres × the price per kilometre (+ the surcharge abroad), rounded once. */
function legCents(km: number, abroad: boolean, pricing: CompanyPricing): Cents {
  return (
    toCents(pricing.base_price_eur) +
    multiplyEuros(pricing.price_per_km_eur, km) +
    (abroad ? toCents(pricing.abroad_surcharge_eur) : 0)
  );
}

/** The road distance between two places, estimated from the great circle (one decimal). */
export function estimatedRoadKm(from: LngLat, to: LngLat): number {
  return roundKm(estimateDrive(greatCircleKm(from, to)).distanceKm);
}

/** The estimated road distance (one decimal) and drive time (seconds, no margin) through the stops in order. */
export function routeEstimate(stops: readonly LngLat[]): { km: number; seconds: number } {
  let straight = 0;
  for (let index = 0; index + 1 < stops.length; index += 1) {
    const from = stops[index];
    const to = stops[index + 1];
    if (from && to) straight += greatCircleKm(from, to);
  }
  const drive = estimateDrive(straight);
  return { km: roundKm(drive.distanceKm), seconds: drive.durationSeconds };
}

/** The trip price at the standard prices: base + per kilometre (+ the surcharge abroad), rounded to cents. */
export function tripPrice(km: number, abroad: boolean, pricing: CompanyPricing = STANDARD_PRICING): number {
  return euros(legCents(km, abroad, pricing));
}

/** Whether an order may use price type 17: a round trip of a company whose price list has the fixed special price. */
export function offersFixedSpecialPrice(pricing: CompanyPricing, roundTrip: boolean): boolean {
  return roundTrip && pricing.price_type === PRICE_TYPE_FIXED_SPECIAL && pricing.fixed_round_trip_price_eur !== null;
}

export interface OrderPriceInput {
  /** Pickup, the waypoints, destination. */
  readonly stops: readonly LngLat[];
  readonly abroad: boolean;
  readonly roundTrip: boolean;
  readonly priceType: number;
  readonly pricing: CompanyPricing;
  /** The distance the client reported (trip_length_km), if any. */
  readonly clientKm: number | null;
  /** The client's travel time with margin (trip_estimated_duration_seconds), if any. */
  readonly clientSecondsWithMargin: number | null;
  /** WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT. */
  readonly marginPercent: number;
  /** Prices of the chosen extra services. */
  readonly services: readonly number[];
  /** The driver's expenses charged to the company (service prices). */
  readonly expenses: readonly number[];
}

export interface OrderPrice {
  /** The server's own estimate of the outbound route. */
  readonly serverKm: number;
  /** The priced distance of the outbound leg (the client's may raise it, never lower it). */
  readonly goKm: number;
  readonly returnKm: number | null;
  /** The outbound drive time with the margin: the server's estimate, or the client's when it is longer. */
  readonly travelSecondsWithMargin: number;
  readonly goPrice: number;
  readonly returnPrice: number | null;
  /** Both legs. */
  readonly tripPrice: number;
  readonly servicesTotal: number;
  readonly expensesTotal: number;
  /** Trip, services and expenses. */
  readonly total: number;
}

/** The order's price (see the module's comment). */
export function priceOrder(input: OrderPriceInput): OrderPrice {
  const estimate = routeEstimate(input.stops);
  const client =
    input.clientKm !== null && Number.isFinite(input.clientKm)
      ? Math.min(input.clientKm, estimate.km * CLIENT_DISTANCE_MAX_FACTOR)
      : 0;
  const goKm = roundKm(Math.max(estimate.km, client));
  const returnKm = input.roundTrip ? goKm : null;
  let goPrice: Cents;
  let returnPrice: Cents | null;
  const fixed = input.pricing.fixed_round_trip_price_eur;
  if (
    input.priceType === PRICE_TYPE_FIXED_SPECIAL &&
    offersFixedSpecialPrice(input.pricing, input.roundTrip) &&
    fixed !== null
  ) {
    [goPrice = 0, returnPrice = 0] = splitCents(toCents(fixed), 2);
  } else {
    goPrice = legCents(goKm, input.abroad, input.pricing);
    returnPrice = returnKm === null ? null : legCents(returnKm, false, input.pricing);
  }
  const trip = goPrice + (returnPrice ?? 0);
  const servicesTotal = sumEuros(input.services);
  const expensesTotal = sumEuros(input.expenses);
  const serverSeconds = travelTimeWithMargin(estimate.seconds, input.marginPercent);
  const clientSeconds = input.clientSecondsWithMargin ?? 0;
  return {
    serverKm: estimate.km,
    goKm,
    returnKm,
    travelSecondsWithMargin: Math.max(serverSeconds, Number.isFinite(clientSeconds) ? clientSeconds : 0),
    goPrice: euros(goPrice),
    returnPrice: returnPrice === null ? null : euros(returnPrice),
    tripPrice: euros(trip),
    servicesTotal: euros(servicesTotal),
    expensesTotal: euros(expensesTotal),
    total: euros(trip + servicesTotal + expensesTotal),
  };
}

/** The company's price list, or the standard one. */
export async function companyPricing(db: BusinessDb, companyId: number): Promise<CompanyPricing> {
  const row = await companyPricingRow(db, companyId);
  if (!row) return STANDARD_PRICING;
  return {
    price_type: row.price_type === PRICE_TYPE_FIXED_SPECIAL ? PRICE_TYPE_FIXED_SPECIAL : PRICE_TYPE_NORMAL,
    base_price_eur: row.base_price_eur,
    price_per_km_eur: row.price_per_km_eur,
    abroad_surcharge_eur: row.abroad_surcharge_eur,
    fixed_round_trip_price_eur: row.fixed_round_trip_price_eur,
  };
}

export const transportPricingRoutes: FastifyPluginAsync = (app) => {
  app.get('/pricing/get_company_pricing/', async (request) => {
    const context = await companyContext(request);
    const language = languageOf(request);
    const companyId = positiveInt((request.query as Record<string, unknown>).company);
    if (companyId === null) throw badRequest({ company: [msg('required', language)] });
    if (companyId !== context.company.id) throw badRequest({ company: [msg('companyInvalid', language)] });
    return companyPricing(businessDb(request), companyId);
  });

  app.get('/pricing/get_company_pricing_extra_services/', async (request) => {
    const context = await companyContext(request);
    const language = languageOf(request);
    const query = request.query as Record<string, unknown>;
    const companyId = positiveInt(query.company);
    if (companyId === null) throw badRequest({ company: [msg('required', language)] });
    if (companyId !== context.company.id) throw badRequest({ company: [msg('companyInvalid', language)] });
    const abroad = query.abroad === '1' || query.abroad === 'true';
    // Abroad orders may use every service; domestic ones not the abroad-only ones (ferry tickets).
    const rows = await extraServicesOf(businessDb(request), companyId, abroad);
    return rows.map((row) => serializePriceListRow(row));
  });

  app.get('/vehicles/vehicle_sizes/', async (request) => {
    await requireUser(request);
    const language = languageOf(request);
    return vehicleSizes.map((size) => ({ id: size.id, name: size[language] }));
  });
  return Promise.resolve();
};
