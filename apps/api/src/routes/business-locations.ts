/**
 * Business locations (toimipaikat, cost centres) of the own company. Reading is for every member of an
 * accepted company; writing is for company admins only (403 COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@siirto/domain';
import type { BusinessLocation, LngLat } from '../db/schema.ts';
import { idParam } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { pageResponse, paginate } from '../http/pagination.ts';
import { fieldErrorsOf, languageOf, maxCharsMessage, objectBody } from '../http/validation.ts';
import { assertCompanyAdmin, type BusinessDb, businessDb, companyContext } from './companies.ts';

export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** A stored `[lng, lat]` (or an already GeoJSON value) as a GeoJSON point; anything else is null. */
export function toGeoPoint(value: unknown): GeoPoint | null {
  let pair: unknown = value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    pair = (value as { coordinates?: unknown }).coordinates;
  }
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  const [lng, lat] = pair as unknown[];
  if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  return { type: 'Point', coordinates: [lng, lat] };
}

export const geoPointInput = z.object(
  {
    type: z.literal('Point', { error: 'geoPointType' }),
    coordinates: z.tuple([
      z.number({ error: 'longitude' }).min(-180).max(180),
      z.number({ error: 'latitude' }).min(-90).max(90),
    ]),
  },
  { error: 'geoPoint' },
);

const ADMIN_REQUIRED = {
  errorCode: 'COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED',
  detail: 'locationAdminRoleRequired',
};

const text = (max: number) =>
  z
    .union([z.string({ error: 'textValue' }), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .refine((value) => value === undefined || value.length <= max, maxCharsMessage(max));

const locationSchema = z.object({
  company: z.number({ error: 'companyInvalid' }).int().optional(),
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'maxLength').optional(),
  street_address: text(200),
  postal_code: text(200),
  city: text(200),
  city_sk: z.union([z.number().int().positive().max(2_147_483_647), z.null()], { error: 'cityUnknown' }).optional(),
  country: text(2).refine((value) => value === undefined || value === '' || /^[A-Z]{2}$/.test(value), 'countryCode'),
  coordinates: z.union([geoPointInput, z.null()]).optional(),
  google_full_address: text(500),
  invoicing_type: z.union([z.literal(2), z.literal(5), z.null()], { error: 'invoicingType' }).optional(),
  // The domain's e-mail rule and message; '' clears the address.
  invoicing_email: text(200).refine(
    (value) => value === undefined || value === '' || EMAIL_PATTERN.test(value),
    'emailFormat',
  ),
  invoicing_einvoice_operator_url: text(200),
  invoicing_einvoice_operator: text(200),
  cost_center_is: z.boolean({ error: 'booleanValue' }).optional(),
  cost_center: text(200),
  description: text(2000),
  opening_hours: text(200),
});

type LocationInput = z.output<typeof locationSchema>;

type LocationRow = BusinessLocation & { users_count: number | string; transports_count: number | string };

export function serializeLocation(row: LocationRow) {
  return {
    id: row.id,
    name: row.name,
    street_address: row.street_address,
    postal_code: row.postal_code,
    city: row.city,
    city_name: row.city_name,
    city_sk: row.city_sk,
    country: row.country,
    coordinates: toGeoPoint(row.coordinates),
    google_full_address: row.google_full_address,
    company: row.company_id,
    invoicing_type: row.invoicing_type === 5 ? 5 : 2,
    invoicing_email: row.invoicing_email,
    invoicing_einvoice_operator_url: row.invoicing_einvoice_operator_url,
    invoicing_einvoice_operator: row.invoicing_einvoice_operator,
    cost_center_is: row.cost_center_is,
    cost_center: row.cost_center,
    description: row.description,
    opening_hours: row.opening_hours,
    users_count: Number(row.users_count),
    transports_count: Number(row.transports_count),
  };
}

/** Locations of a company with their user and transport counts. */
function locationsQuery(db: BusinessDb, companyId: number) {
  return db
    .selectFrom('business_locations as bl')
    .selectAll('bl')
    .select([
      sql<number>`(SELECT count(*)::int FROM company_user_business_locations cl WHERE cl.business_location_id = bl.id)`.as(
        'users_count',
      ),
      sql<number>`(SELECT count(*)::int FROM transports t WHERE t.business_location_id = bl.id)`.as('transports_count'),
    ])
    .where('bl.company_id', '=', companyId);
}

async function loadLocation(db: BusinessDb, companyId: number, id: number) {
  const row = await locationsQuery(db, companyId).where('bl.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function parseLocation(input: unknown, creating: boolean, language: 'fi' | 'en'): LocationInput {
  const result = locationSchema.safeParse(objectBody(input));
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, language, input));
  if (creating && result.data.name === undefined) throw badRequest({ name: ['required'] });
  return result.data;
}

/** Column values of a parsed body (only the fields that were sent). */
async function columnsOf(db: BusinessDb, values: LocationInput) {
  const columns: Record<string, unknown> = {};
  const copy = [
    'name',
    'street_address',
    'postal_code',
    'city',
    'country',
    'google_full_address',
    'invoicing_email',
    'invoicing_einvoice_operator_url',
    'invoicing_einvoice_operator',
    'cost_center_is',
    'cost_center',
    'description',
    'opening_hours',
  ] as const;
  for (const key of copy) if (values[key] !== undefined) columns[key] = values[key];
  if (values.invoicing_type !== undefined) columns.invoicing_type = values.invoicing_type ?? 2;
  if (values.coordinates !== undefined) {
    const point: LngLat | null = values.coordinates ? values.coordinates.coordinates : null;
    columns.coordinates = point ? JSON.stringify(point) : null;
  }
  if (values.city_sk !== undefined) {
    if (values.city_sk === null) {
      columns.city_sk = null;
      columns.city_name = values.city ?? '';
    } else {
      const city = await db
        .selectFrom('cities')
        .select(['id', 'name'])
        .where('id', '=', values.city_sk)
        .executeTakeFirst();
      if (!city) throw badRequest({ city_sk: ['cityUnknown'] });
      columns.city_sk = city.id;
      columns.city_name = city.name;
    }
  } else if (values.city !== undefined) {
    columns.city_name = values.city;
  }
  return columns;
}

async function adminContext(request: FastifyRequest) {
  const context = await companyContext(request);
  assertCompanyAdmin(context, ADMIN_REQUIRED.errorCode, ADMIN_REQUIRED.detail);
  return context;
}

export const businessLocationsRoutes: FastifyPluginAsync = (app) => {
  app.get('/business_locations/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const onlyMine = query.cost_centers_my === 'true' || query.cost_centers_my === '1';
    let rows = locationsQuery(db, context.company.id);
    // A user tied to locations (role 2) has "own" locations; others are tied to all of them.
    if (onlyMine && context.linkedLocationIds.length > 0) rows = rows.where('bl.id', 'in', context.linkedLocationIds);
    if (query.limit === undefined) {
      return (await rows.orderBy('bl.id').execute()).map(serializeLocation);
    }
    const page = paginate(query);
    const [results, total] = await Promise.all([
      rows.orderBy('bl.id').limit(page.limit).offset(page.offset).execute(),
      (onlyMine && context.linkedLocationIds.length > 0
        ? db
            .selectFrom('business_locations')
            .where('company_id', '=', context.company.id)
            .where('id', 'in', context.linkedLocationIds)
        : db.selectFrom('business_locations').where('company_id', '=', context.company.id)
      )
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return pageResponse(request, page, total.count, results.map(serializeLocation));
  });

  app.post('/business_locations/', async (request, reply) => {
    const context = await adminContext(request);
    const db = businessDb(request);
    const values = parseLocation(request.body, true, languageOf(request));
    if (values.company !== undefined && values.company !== context.company.id) {
      throw badRequest({ company: ['companyInvalid'] });
    }
    const columns = await columnsOf(db, values);
    const inserted = await db
      .insertInto('business_locations')
      .values({ ...columns, name: values.name ?? '', company_id: context.company.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send(serializeLocation(await loadLocation(db, context.company.id, inserted.id)));
  });

  app.get('/business_locations/:id/', async (request) => {
    const context = await companyContext(request);
    return serializeLocation(await loadLocation(businessDb(request), context.company.id, idParam(request)));
  });

  app.patch('/business_locations/:id/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const id = idParam(request);
    // Tenant first: another company's location is 404 for admins and non-admins alike.
    await loadLocation(db, context.company.id, id);
    assertCompanyAdmin(context, ADMIN_REQUIRED.errorCode, ADMIN_REQUIRED.detail);
    const values = parseLocation(request.body, false, languageOf(request));
    if (values.company !== undefined && values.company !== context.company.id) {
      throw badRequest({ company: ['companyInvalid'] });
    }
    const columns = await columnsOf(db, values);
    if (Object.keys(columns).length > 0) {
      await db
        .updateTable('business_locations')
        .set(columns)
        .where('id', '=', id)
        .where('company_id', '=', context.company.id)
        .execute();
    }
    return serializeLocation(await loadLocation(db, context.company.id, id));
  });

  app.delete('/business_locations/:id/', async (request, reply) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const id = idParam(request);
    await loadLocation(db, context.company.id, id);
    assertCompanyAdmin(context, ADMIN_REQUIRED.errorCode, ADMIN_REQUIRED.detail);
    await db
      .deleteFrom('business_locations')
      .where('id', '=', id)
      .where('company_id', '=', context.company.id)
      .execute();
    return reply.code(204).send();
  });
  return Promise.resolve();
};
