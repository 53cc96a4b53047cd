/**
 * Business locations (toimipaikat, cost centres) of the own company. Reading is for every member of an
 * accepted company; writing is for company admins only (403 COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DEFAULT_INVOICING_TYPE } from '@siirto/domain';
import type { LngLat } from '../../db/schema.ts';
import { idParam } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { fieldErrorsOf, languageOf, objectBody } from '../../http/validation.ts';
import { assertCompanyAdmin, type BusinessDb, businessDb, companyContext } from '../companies/context.ts';
import { cityById } from '../companies/repository.ts';
import {
  companyLocationPage,
  companyLocations,
  deleteLocation,
  insertLocation,
  locationById,
  updateLocation,
} from './repository.ts';
import { type LocationInput, locationSchema } from './schemas.ts';
import { serializeLocation } from './serialize.ts';

const ADMIN_REQUIRED = {
  errorCode: 'COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED',
  detail: 'locationAdminRoleRequired',
};

async function loadLocation(db: BusinessDb, companyId: number, id: number) {
  const row = await locationById(db, companyId, id);
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
  if (values.invoicing_type !== undefined) columns.invoicing_type = values.invoicing_type ?? DEFAULT_INVOICING_TYPE;
  if (values.coordinates !== undefined) {
    const point: LngLat | null = values.coordinates ? values.coordinates.coordinates : null;
    columns.coordinates = point ? JSON.stringify(point) : null;
  }
  if (values.city_sk !== undefined) {
    if (values.city_sk === null) {
      columns.city_sk = null;
      columns.city_name = values.city ?? '';
    } else {
      const city = await cityById(db, values.city_sk);
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
    // A user tied to locations (role 2) has "own" locations; others are tied to all of them.
    const onlyIds = onlyMine && context.linkedLocationIds.length > 0 ? context.linkedLocationIds : null;
    if (query.limit === undefined) {
      return (await companyLocations(db, context.company.id, onlyIds)).map(serializeLocation);
    }
    const page = paginate(query);
    const { results, count } = await companyLocationPage(db, context.company.id, onlyIds, page);
    return pageResponse(request, page, count, results.map(serializeLocation));
  });

  app.post('/business_locations/', async (request, reply) => {
    const context = await adminContext(request);
    const db = businessDb(request);
    const values = parseLocation(request.body, true, languageOf(request));
    if (values.company !== undefined && values.company !== context.company.id) {
      throw badRequest({ company: ['companyInvalid'] });
    }
    const columns = await columnsOf(db, values);
    const insertedId = await insertLocation(db, {
      ...columns,
      name: values.name ?? '',
      company_id: context.company.id,
    });
    return reply.code(201).send(serializeLocation(await loadLocation(db, context.company.id, insertedId)));
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
      await updateLocation(db, context.company.id, id, columns);
    }
    return serializeLocation(await loadLocation(db, context.company.id, id));
  });

  app.delete('/business_locations/:id/', async (request, reply) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const id = idParam(request);
    await loadLocation(db, context.company.id, id);
    assertCompanyAdmin(context, ADMIN_REQUIRED.errorCode, ADMIN_REQUIRED.detail);
    await deleteLocation(db, context.company.id, id);
    return reply.code(204).send();
  });
  return Promise.resolve();
};
