/**
 * Chat groups and their members (spec 2 §7 "Chat"; the customers are served by ../customers.ts):
 * GET /api/accounts/user-accounts/, GET|POST /api/chat/groups/, GET /chat/v1/groups/ (paged,
 * pinned first then latest message), GET|DELETE /api/chat/groups/{id}/, GET /api/chat/groups/{id}/available-users/,
 * POST /api/chat/members/, DELETE /api/chat/members/{id}/.
 */
import type { FastifyInstance } from 'fastify';
import type { ChatRole } from '../../db/migrations/009_chat.ts';
import { idParam } from '../../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { languageOf, parseBody } from '../../http/validation.ts';
import {
  accountCustomerContact,
  accountDrivers,
  accountStaff,
  chatContext,
  type ChatContext,
  type ChatDb,
  deleteGroupWithUploads,
  deleteMember,
  eligibleUsers,
  groupAdminCount,
  groupMemberIds,
  insertGroupWithMembers,
  insertMember,
  isDriver,
  isGroupMember,
  lockGroup,
  MANAGING_ROLES,
  memberById,
  memberGroup,
  serializeChatUser,
  serializeGroups,
  userGroupCount,
  userGroups,
} from './repository.ts';
import { chatEventCommitted, publishChatEvent, type ChatEvent } from './events.ts';
import { groupCreateSchema, memberCreateSchema } from './schemas.ts';

/** Chat group list page size (spec 2 §9). */
export const CHAT_GROUP_PAGE_SIZE = 20;

/** The user's account, else 404 (the chat lives in an account). */
function requireAccount(context: ChatContext): number {
  if (context.accountId === null) throw notFound('noAccount');
  return context.accountId;
}

/**
 * Creates a chat group of the account with its first members: the creator as admin; with `addAllMembers` the
 * account's staff (admins as admin, the others as moderator), never its drivers; with `addCustomer` the customer's
 * contact person as a member. Used by POST /api/chat/groups/ and by the customers screen's "open the chat".
 */
export async function createChatGroup(
  db: ChatDb,
  input: {
    accountId: number;
    creatorId: number;
    now: Date;
    name: string;
    description: string | null;
    chatType: 'customer' | 'group';
    customer: { id: number; user_id: number | null } | undefined;
    addAllMembers: boolean;
    addCustomer: boolean;
  },
): Promise<number> {
  const members = new Map<number, ChatRole>([[input.creatorId, 'admin']]);
  if (input.addAllMembers) {
    for (const person of await accountStaff(db, input.accountId)) {
      if (!members.has(person.id)) members.set(person.id, person.is_admin ? 'admin' : 'moderator');
    }
  }
  const contactId = input.customer?.user_id;
  if (input.addCustomer && contactId != null && !members.has(contactId)) members.set(contactId, 'member');
  return insertGroupWithMembers(
    db,
    {
      account_id: input.accountId,
      name: input.name,
      description: input.description,
      chat_type: input.chatType,
      customer_id: input.customer?.id ?? null,
      created_by: input.creatorId,
      created: input.now,
    },
    members,
    input.now,
  );
}

export function registerGroupRoutes(app: FastifyInstance) {
  const { config } = app.deps;

  app.get('/api/accounts/user-accounts/', async (request) => {
    const context = await chatContext(request);
    const accountId = requireAccount(context);
    const [staff, drivers] = await Promise.all([
      accountStaff(context.db, accountId),
      accountDrivers(context.db, accountId),
    ]);
    return [...staff, ...drivers].map((user) => serializeChatUser(user, config));
  });

  app.get('/api/chat/groups/', async (request) => {
    const context = await chatContext(request);
    const groups = await userGroups(context.db, context.user.id, { limit: 1000, offset: 0 });
    return serializeGroups(context.db, groups, context.user.id, config);
  });

  app.get('/chat/v1/groups/', async (request) => {
    const context = await chatContext(request);
    const page = paginate(request.query, CHAT_GROUP_PAGE_SIZE);
    const [count, groups] = await Promise.all([
      userGroupCount(context.db, context.user.id),
      userGroups(context.db, context.user.id, page),
    ]);
    const results = await serializeGroups(context.db, groups, context.user.id, config);
    return pageResponse(request, page, count, results);
  });

  app.post('/api/chat/groups/', async (request, reply) => {
    const context = await chatContext(request);
    const accountId = requireAccount(context);
    const language = languageOf(request);
    const body = parseBody(groupCreateSchema, request.body, language);
    if (await isDriver(context.db, accountId, context.user.id)) throw forbidden();
    let customer: { id: number; user_id: number | null } | undefined;
    if (body.chat_type === 'customer') {
      if (body.customer === undefined) throw badRequest({ customer: ['chooseCustomer'] });
      customer = await accountCustomerContact(context.db, accountId, body.customer);
      // Another account's customer is as unknown as a missing one.
      if (!customer) throw badRequest({ customer: ['chooseCustomer'] });
    }
    const groupId = await createChatGroup(context.db, {
      accountId,
      creatorId: context.user.id,
      now: app.deps.clock.now(),
      name: body.name,
      description: body.chat_type === 'group' ? (body.description ?? '') : (body.description ?? null),
      chatType: body.chat_type,
      customer,
      addAllMembers: body.add_all_members ?? false,
      addCustomer: body.add_customer ?? false,
    });
    const group = await memberGroup(context.db, groupId, context.user.id);
    const [serialized] = await serializeGroups(context.db, [group], context.user.id, config);
    return reply.code(201).send(serialized);
  });

  app.get('/api/chat/groups/:id/', async (request) => {
    const context = await chatContext(request);
    const group = await memberGroup(context.db, idParam(request), context.user.id);
    const [serialized] = await serializeGroups(context.db, [group], context.user.id, config);
    return serialized;
  });

  /** The group's admin deletes it with its messages and attachments; its members get `chat_group_deleted`. */
  app.delete('/api/chat/groups/:id/', async (request, reply) => {
    const context = await chatContext(request);
    // 404 unless the caller is a member of the group
    const group = await memberGroup(context.db, idParam(request), context.user.id);
    if (group.member_role !== 'admin') throw forbidden({ detail: 'chatAdminsOnly' });
    const event = await context.db.transaction().execute(async (trx) => {
      // deleted meanwhile by another request of the admin
      if (!(await lockGroup(trx, group.id))) throw notFound();
      const deleted: ChatEvent = {
        kind: 'group_deleted',
        group_id: group.id,
        member_ids: await groupMemberIds(trx, group.id),
      };
      await deleteGroupWithUploads(trx, group.id);
      await publishChatEvent(app, trx, deleted);
      return deleted;
    });
    chatEventCommitted(app, event);
    return reply.code(204).send();
  });

  app.get('/api/chat/groups/:id/available-users/', async (request) => {
    const context = await chatContext(request);
    const group = await memberGroup(context.db, idParam(request), context.user.id);
    const [people, members] = await Promise.all([
      eligibleUsers(context.db, group),
      groupMemberIds(context.db, group.id),
    ]);
    const memberIds = new Set(members);
    return people.filter((person) => !memberIds.has(person.id)).map((person) => serializeChatUser(person, config));
  });

  app.post('/api/chat/members/', async (request, reply) => {
    const context = await chatContext(request);
    const body = parseBody(memberCreateSchema, request.body, languageOf(request));
    // Not a member of the group: as if it did not exist.
    const group = await memberGroup(context.db, body.chat_group, context.user.id).catch(() => {
      throw badRequest({ chat_group: ['chatGroupUnknown'] });
    });
    if (!MANAGING_ROLES.includes(group.member_role)) throw forbidden({ detail: 'chatManagersOnly' });
    const people = await eligibleUsers(context.db, group);
    const person = people.find((candidate) => candidate.id === body.user);
    if (!person) throw badRequest({ user: ['chatUserUnknown'] });
    if (await isGroupMember(context.db, group.id, person.id)) throw badRequest({ user: ['chatAlreadyMember'] });
    // A new member's read mark starts at the current message: the history is there, but not "unread".
    const member = await insertMember(context.db, {
      group_id: group.id,
      user_id: person.id,
      role: body.role,
      last_read_sequence: Number(group.last_sequence),
      created: app.deps.clock.now(),
    });
    return reply.code(201).send({ id: member.id, user: serializeChatUser(person, config), role: member.role });
  });

  app.delete('/api/chat/members/:id/', async (request, reply) => {
    const context = await chatContext(request);
    const target = await memberById(context.db, idParam(request));
    if (!target) throw notFound();
    // 404 unless the caller is a member of the target's group.
    const group = await memberGroup(context.db, target.group_id, context.user.id);
    const leaving = target.user_id === context.user.id;
    if (!leaving && !MANAGING_ROLES.includes(group.member_role)) throw forbidden({ detail: 'chatManagersOnly' });
    // A moderator cannot remove an admin.
    if (!leaving && target.role === 'admin' && group.member_role !== 'admin') {
      throw forbidden({ detail: 'chatManagersOnly' });
    }
    if (target.role === 'admin') {
      if ((await groupAdminCount(context.db, target.group_id)) <= 1)
        throw new HttpError(400, { detail: 'chatLastAdmin' });
    }
    await deleteMember(context.db, target.id);
    return reply.code(204).send();
  });
}
