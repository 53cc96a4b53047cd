/**
 * The reference backend's price of a transport (base price, per kilometre, abroad surcharge) and the pricing
 * look-ups the order form reads (extra services, vehicle sizes).
 */
import type { FastifyPluginAsync } from 'fastify';
import { estimateDrive, greatCircleKm, type LngLat } from '@siirto/domain';
import { requireUser } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { languageOf, msg } from '../../http/validation.ts';
import { businessDb, companyContext } from '../companies.ts';
import { positiveInt } from './query.ts';
import { serializePriceListRow } from './serialize.ts';
import { vehicleSizes } from './texts.ts';

const BASE_PRICE = 39;
const PRICE_PER_KM = 0.85;
const ABROAD_SURCHARGE = 250;

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The road distance between two places, estimated from the great circle (one decimal). */
export function estimatedRoadKm(from: LngLat, to: LngLat): number {
  return Math.round(estimateDrive(greatCircleKm(from, to)).distanceKm * 10) / 10;
}

/** The trip price: base + per kilometre (+ the surcharge abroad), rounded to cents. */
export function tripPrice(km: number, abroad: boolean): number {
  return round2(BASE_PRICE + km * PRICE_PER_KM + (abroad ? ABROAD_SURCHARGE : 0));
}

export const transportPricingRoutes: FastifyPluginAsync = (app) => {
  app.get('/pricing/get_company_pricing_extra_services/', async (request) => {
    const context = await companyContext(request);
    const language = languageOf(request);
    const query = request.query as Record<string, unknown>;
    const companyId = positiveInt(query.company);
    if (companyId === null) throw badRequest({ company: [msg('required', language)] });
    if (companyId !== context.company.id) throw badRequest({ company: [msg('transportInvalidCompany', language)] });
    const abroad = query.abroad === '1' || query.abroad === 'true';
    let rows = businessDb(request)
      .selectFrom('price_list_rows')
      .selectAll()
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]));
    // Abroad orders may use every service; domestic ones not the abroad-only ones (ferry tickets).
    if (!abroad) rows = rows.where('abroad', '=', false);
    return (await rows.orderBy('id').execute()).map((row) => serializePriceListRow(row));
  });

  app.get('/vehicles/vehicle_sizes/', async (request) => {
    await requireUser(request);
    const language = languageOf(request);
    return vehicleSizes.map((size) => ({ id: size.id, name: size[language] }));
  });
  return Promise.resolve();
};
