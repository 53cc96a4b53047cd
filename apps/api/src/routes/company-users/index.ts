/**
 * Users of the own company: list (paged), one user, edit (admins; role 2 needs exactly one business
 * location; roles 3 and 5 clear it), remove (admins; nobody removes themselves).
 */
import type { FastifyPluginAsync } from 'fastify';
import { idParam } from '../../http/context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { fieldErrorsOf, languageOf } from '../../http/validation.ts';
import {
  assertCompanyAdmin,
  type BusinessDb,
  businessDb,
  COMPANY_ADMIN_ROLE,
  companyContext,
  LOCATION_USER_ROLE,
} from '../companies/context.ts';
import {
  companyAdminCount,
  deleteMember,
  isCompanyLocation,
  locationsOf,
  memberById,
  memberPage,
  type MemberRow,
  setMemberLocation,
  setMemberRole,
  updateUserNames,
} from './repository.ts';
import { requestEmailChange } from '../users/email-change.ts';
import { userById, usernameTaken } from '../users/repository.ts';
import { isRole, memberUpdateSchema } from './schemas.ts';

export const COMPANY_USER_ROLES = [2, 3, 5] as const;

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
  const row = await memberById(db, companyId, id);
  if (!row) throw notFound();
  const locations = await locationsOf(db, [row.id]);
  return serializeMember(row, locations.get(row.id) ?? []);
}

export const companyUsersRoutes: FastifyPluginAsync = (app) => {
  app.get('/companies/me/users/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const page = paginate(request.query);
    const { rows, count } = await memberPage(db, context.company.id, page);
    const locations = await locationsOf(
      db,
      rows.map((row) => row.id),
    );
    return pageResponse(
      request,
      page,
      count,
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
      if (!(await isCompanyLocation(db, context.company.id, locationId)))
        throw badRequest({ business_location: ['locationChoose'] });
    }

    // a new e-mail (the member's sign-in name) waits for the link mailed to it (issue 28 item 13): checked first,
    // asked for once the rest is saved
    const { deps } = request.server;
    const newEmail =
      values.email !== undefined && values.email !== current.user_obj.username ? values.email : undefined;
    const taken = { email: ['userExistsInCompany'] };
    if (newEmail !== undefined && (await usernameTaken(deps.db, newEmail, current.user.id))) throw badRequest(taken);
    await db.transaction().execute(async (trx) => {
      if (current.role === COMPANY_ADMIN_ROLE && role !== COMPANY_ADMIN_ROLE) {
        if ((await companyAdminCount(trx, context.company.id)) <= 1) {
          throw badRequest({ role: ['lastCompanyAdmin'] });
        }
      }
      const userUpdate: Record<string, string> = {};
      if (values.first_name !== undefined) userUpdate.first_name = values.first_name;
      if (values.last_name !== undefined) userUpdate.last_name = values.last_name;
      if (Object.keys(userUpdate).length > 0) {
        await updateUserNames(trx, current.user.id, userUpdate);
      }
      if (role !== current.role) {
        // The account user type follows the company role (an admin manages account users too).
        await setMemberRole(trx, { id, userId: current.user.id, accountId: context.company.account_id }, role);
      }
      if (role === LOCATION_USER_ROLE || current.role === LOCATION_USER_ROLE) {
        await setMemberLocation(trx, id, locationId);
      }
    });
    if (newEmail !== undefined)
      await requestEmailChange(
        request,
        deps.db,
        await userById(deps.db, current.user.id),
        newEmail,
        context.user,
        taken,
      );
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
      await deleteMember(trx, { id, userId: current.user.id, accountId: context.company.account_id });
    });
    return reply.code(204).send();
  });
  return Promise.resolve();
};
