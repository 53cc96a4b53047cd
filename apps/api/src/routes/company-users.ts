/**
 * Users of the own company: list (paged), one user, edit (admins; role 2 needs exactly one business
 * location; roles 3 and 5 clear it), remove (admins; nobody removes themselves).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { idParam } from '../http/context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { pageResponse, paginate } from '../http/pagination.ts';
import { emailSchema, fieldErrorsOf, languageOf, requiredText } from '../http/validation.ts';
import {
  ACCOUNT_ADMIN_TYPE,
  assertCompanyAdmin,
  type BusinessDb,
  businessDb,
  COMPANY_ADMIN_ROLE,
  companyContext,
  LOCATION_USER_ROLE,
} from './companies.ts';

export const COMPANY_USER_ROLES = [2, 3, 5] as const;

const isRole = (value: number): value is 2 | 3 | 5 => value === 2 || value === 3 || value === 5;

function memberQuery(db: BusinessDb, companyId: number) {
  return db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select([
      'cu.id',
      'cu.role',
      'cu.created',
      'u.id as user_id',
      'u.email',
      'u.username',
      'u.first_name',
      'u.last_name',
    ])
    .where('cu.company_id', '=', companyId);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['execute']>>[number];

async function locationsOf(db: BusinessDb, companyUserIds: number[]) {
  const byMember = new Map<number, { id: number; name: string }[]>();
  if (companyUserIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('company_user_business_locations as cl')
    .innerJoin('business_locations as bl', 'bl.id', 'cl.business_location_id')
    .select(['cl.company_user_id', 'bl.id', 'bl.name'])
    .where('cl.company_user_id', 'in', companyUserIds)
    .orderBy('bl.id')
    .execute();
  for (const row of rows) {
    const list = byMember.get(row.company_user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byMember.set(row.company_user_id, list);
  }
  return byMember;
}

function serializeMember(row: MemberRow, locations: { id: number; name: string }[]) {
  const role = isRole(row.role) ? row.role : 3;
  return {
    id: row.id,
    role,
    user: {
      id: row.user_id,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
    },
    user_obj: { email: row.email, username: row.username, first_name: row.first_name, last_name: row.last_name },
    business_locations: locations,
    business_location: role === LOCATION_USER_ROLE ? (locations[0]?.id ?? null) : null,
    created: row.created.toISOString(),
  };
}

async function loadMember(db: BusinessDb, companyId: number, id: number) {
  const row = await memberQuery(db, companyId).where('cu.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const locations = await locationsOf(db, [row.id]);
  return serializeMember(row, locations.get(row.id) ?? []);
}

const memberUpdateSchema = z.object({
  email: emailSchema.optional(),
  first_name: requiredText(200).optional(),
  last_name: requiredText(200).optional(),
  role: z
    .number({ error: 'roleChoose' })
    .int()
    .refine((value) => isRole(value), 'roleChoose')
    .optional(),
  business_location: z
    .union([z.number().int().positive().max(2_147_483_647), z.null()], {
      error: 'locationChoose',
    })
    .optional(),
});

export const companyUsersRoutes: FastifyPluginAsync = (app) => {
  app.get('/companies/me/users/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const page = paginate(request.query);
    const [rows, total] = await Promise.all([
      memberQuery(db, context.company.id).orderBy('cu.id').limit(page.limit).offset(page.offset).execute(),
      db
        .selectFrom('company_users')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('company_id', '=', context.company.id)
        .executeTakeFirstOrThrow(),
    ]);
    const locations = await locationsOf(
      db,
      rows.map((row) => row.id),
    );
    return pageResponse(
      request,
      page,
      total.count,
      rows.map((row) => serializeMember(row, locations.get(row.id) ?? [])),
    );
  });

  app.get('/companies/me/users/:id/', async (request) => {
    const context = await companyContext(request);
    return loadMember(businessDb(request), context.company.id, idParam(request));
  });

  app.patch('/companies/me/users/:id/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const id = idParam(request);
    const current = await loadMember(db, context.company.id, id);
    assertCompanyAdmin(context, 'COMPANY_ADMIN_ROLE_REQUIRED', 'companyAdminRequiredEditUsers');
    const body =
      typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
    const result = memberUpdateSchema.safeParse(body);
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, languageOf(request), request.body));
    const values = result.data;
    const role = values.role ?? current.role;
    let locationId: number | null = null;
    if (role === LOCATION_USER_ROLE) {
      locationId = values.business_location === undefined ? current.business_location : values.business_location;
      if (locationId === null) throw badRequest({ business_location: ['required'] });
      const location = await db
        .selectFrom('business_locations')
        .select('id')
        .where('id', '=', locationId)
        .where('company_id', '=', context.company.id)
        .executeTakeFirst();
      if (!location) throw badRequest({ business_location: ['locationChoose'] });
    }

    await db.transaction().execute(async (trx) => {
      if (current.role === COMPANY_ADMIN_ROLE && role !== COMPANY_ADMIN_ROLE) {
        const admins = await trx
          .selectFrom('company_users')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('company_id', '=', context.company.id)
          .where('role', '=', COMPANY_ADMIN_ROLE)
          .executeTakeFirstOrThrow();
        if (admins.count <= 1) {
          throw badRequest({ role: ['lastCompanyAdmin'] });
        }
      }
      const userUpdate: Record<string, string> = {};
      if (values.first_name !== undefined) userUpdate.first_name = values.first_name;
      if (values.last_name !== undefined) userUpdate.last_name = values.last_name;
      if (values.email !== undefined && values.email !== current.user_obj.username) {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where('username', '=', values.email)
          .where('id', '!=', current.user.id)
          .executeTakeFirst();
        if (taken) throw badRequest({ email: ['userExistsInCompany'] });
        userUpdate.username = values.email;
        userUpdate.email = values.email;
      }
      if (Object.keys(userUpdate).length > 0) {
        await trx.updateTable('users').set(userUpdate).where('id', '=', current.user.id).execute();
      }
      if (role !== current.role) {
        await trx.updateTable('company_users').set({ role }).where('id', '=', id).execute();
        // The account user type follows the company role (an admin manages account users too).
        if (context.company.account_id !== null) {
          await trx
            .updateTable('account_users')
            .set({ user_type: role === COMPANY_ADMIN_ROLE ? ACCOUNT_ADMIN_TYPE : 1 })
            .where('account_id', '=', context.company.account_id)
            .where('user_id', '=', current.user.id)
            .execute();
        }
      }
      if (role === LOCATION_USER_ROLE || current.role === LOCATION_USER_ROLE) {
        await trx.deleteFrom('company_user_business_locations').where('company_user_id', '=', id).execute();
        if (locationId !== null) {
          await trx
            .insertInto('company_user_business_locations')
            .values({ company_user_id: id, business_location_id: locationId })
            .execute();
        }
      }
    });
    return loadMember(db, context.company.id, id);
  });

  app.delete('/companies/me/users/:id/', async (request, reply) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const id = idParam(request);
    const current = await loadMember(db, context.company.id, id);
    assertCompanyAdmin(context, 'COMPANY_ADMIN_ROLE_REQUIRED', 'companyAdminRequiredRemoveUsers');
    if (id === context.companyUser.id) throw new HttpError(400, { detail: 'cannotRemoveSelf' });
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('company_users').where('id', '=', id).execute();
      if (context.company.account_id !== null) {
        await trx
          .deleteFrom('account_users')
          .where('account_id', '=', context.company.account_id)
          .where('user_id', '=', current.user.id)
          .execute();
      }
    });
    return reply.code(204).send();
  });
  return Promise.resolve();
};
