/**
 * The chat's SQL (groups, members, messages, attachments, read marks, sequences) and the shapes it answers (ChatUser, ChatMember, ChatGroup, Message of openapi.yaml).
 *
 * Who may be in a group of account A ("the account's chat people"):
 * - staff: the users of A (account_users of A and company users of A's companies) who are not drivers of A;
 * - drivers of A (table `drivers`): users who sign in (as company users of A's company) and chat;
 * - the customer's contact person (customers.user_id) of the group's customer.
 * A group is read and written only by its members; any other id is a 404 (never a 403 that tells it exists).
 */
import type { FastifyRequest } from 'fastify';
import { type Insertable, type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Config } from '../../config.ts';
import type { ChatDatabase, ChatRole, ChatTables } from '../../db/migrations/009_chat.ts';
import type { UploadsTable } from '../../db/schema.ts';
import { requireUser } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { uploadUrl } from '../../http/serializers.ts';

export type ChatDb = Kysely<ChatDatabase>;

export const chatDb = (request: FastifyRequest): ChatDb => request.server.deps.db.withTables<ChatTables>();

export const CHAT_ROLES = ['admin', 'moderator', 'member'] as const satisfies readonly ChatRole[];
/** Roles that manage a group's members. */
export const MANAGING_ROLES: readonly ChatRole[] = ['admin', 'moderator'];

/** The signed-in user and their account (404 without one: the chat lives in an account). */
export async function chatContext(request: FastifyRequest) {
  const context = await requireUser(request);
  return { ...context, db: chatDb(request), accountId: context.account?.id ?? null };
}

export type ChatContext = Awaited<ReturnType<typeof chatContext>>;

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  profile_picture_upload_id: string | null;
}

export function serializeChatUser(user: UserRow, config: Pick<Config, 'apiBaseUrl'>) {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    profile_image: user.profile_picture_upload_id ? uploadUrl(config, user.profile_picture_upload_id) : null,
  };
}

export type ChatUser = ReturnType<typeof serializeChatUser>;

const USER_COLUMNS = ['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.profile_picture_upload_id'] as const;

/** Staff user ids of an account (account users and company users of its companies, drivers excluded). */
function staffIds(db: ChatDb, accountId: number) {
  return db
    .selectFrom('account_users')
    .select('user_id')
    .where('account_id', '=', accountId)
    .union(
      db
        .selectFrom('company_users')
        .innerJoin('companies', 'companies.id', 'company_users.company_id')
        .select('company_users.user_id')
        .where('companies.account_id', '=', accountId),
    );
}

/** The account's staff with whether each is an admin (account admin or company admin). */
export async function accountStaff(db: ChatDb, accountId: number) {
  const rows = await db
    .selectFrom('users as u')
    .select([...USER_COLUMNS])
    .select((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('account_users')
              .select('id')
              .whereRef('account_users.user_id', '=', 'u.id')
              .where('account_users.account_id', '=', accountId)
              .where('account_users.user_type', '=', 2),
          ),
          eb.exists(
            eb
              .selectFrom('company_users')
              .innerJoin('companies', 'companies.id', 'company_users.company_id')
              .select('company_users.id')
              .whereRef('company_users.user_id', '=', 'u.id')
              .where('companies.account_id', '=', accountId)
              .where('company_users.role', '=', 5),
          ),
        ])
        .as('is_admin'),
    ])
    .where('u.id', 'in', staffIds(db, accountId))
    .where('u.is_active', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('drivers')
            .select('drivers.id')
            .whereRef('drivers.user_id', '=', 'u.id')
            .where('drivers.account_id', '=', accountId),
        ),
      ),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows;
}

export async function accountDrivers(db: ChatDb, accountId: number) {
  return db
    .selectFrom('drivers')
    .innerJoin('users as u', 'u.id', 'drivers.user_id')
    .select([...USER_COLUMNS])
    .where('drivers.account_id', '=', accountId)
    .where('u.is_active', '=', true)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

export async function isDriver(db: ChatDb, accountId: number, userId: number) {
  const row = await db
    .selectFrom('drivers')
    .select('id')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Everyone who may be a member of `group`: staff and drivers of its account, and its customer's contact. */
export async function eligibleUsers(db: ChatDb, group: { account_id: number; customer_id: number | null }) {
  const [staff, drivers] = await Promise.all([
    accountStaff(db, group.account_id),
    accountDrivers(db, group.account_id),
  ]);
  const people: UserRow[] = [...staff, ...drivers];
  if (group.customer_id !== null) {
    const contact = await db
      .selectFrom('customers')
      .innerJoin('users as u', 'u.id', 'customers.user_id')
      .select([...USER_COLUMNS])
      .where('customers.id', '=', group.customer_id)
      .where('u.is_active', '=', true)
      .executeTakeFirst();
    if (contact && !people.some((person) => person.id === contact.id)) people.push(contact);
  }
  return people;
}

export interface GroupRow {
  id: number;
  account_id: number;
  name: string;
  description: string | null;
  chat_type: 'customer' | 'group';
  customer_id: number | null;
  transport_id: number | null;
  group_image: string | null;
  is_pinned: boolean;
  latest_message_at: Date | null;
  last_sequence: number | string;
}

/** The group and the user's membership in it; 404 unless the user is a member. */
export async function memberGroup(db: ChatDb, groupId: number, userId: number) {
  const row = await db
    .selectFrom('chat_groups as g')
    .innerJoin('chat_members as m', (join) => join.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', userId))
    .selectAll('g')
    .select(['m.id as member_id', 'm.role as member_role'])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Groups in the ChatGroup shape for `userId`: members, customer, transport and the user's unread count, read in ONE
 * statement (json_agg subqueries): a list of groups holds one connection of the pool, not four.
 */
export async function serializeGroups(db: ChatDb, groups: GroupRow[], userId: number, config: Config) {
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const customerIds = groups.flatMap((group) => (group.customer_id === null ? [] : [group.customer_id]));
  const transportIds = groups.flatMap((group) => (group.transport_id === null ? [] : [group.transport_id]));
  // an empty id list selects nothing (and `in ()` is not SQL)
  const within = (list: number[]) => (list.length ? list : [0]);
  const related = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('chat_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select(['m.id as member_id', 'm.group_id', 'm.role', ...USER_COLUMNS])
          .where('m.group_id', 'in', ids)
          .orderBy('m.group_id')
          .orderBy('m.id'),
      ).as('members'),
      jsonArrayFrom(unreadCountsQuery(db, userId, ids)).as('unread'),
      jsonArrayFrom(eb.selectFrom('customers').select(['id', 'name']).where('id', 'in', within(customerIds))).as(
        'customers',
      ),
      jsonArrayFrom(eb.selectFrom('transports').select(['id', 'vehicle']).where('id', 'in', within(transportIds))).as(
        'transports',
      ),
    ])
    .executeTakeFirstOrThrow();
  const unread = new Map(related.unread.map((row) => [row.group_id, Number(row.count)]));
  const customers = new Map(related.customers.map((row) => [row.id, row]));
  const transports = new Map(related.transports.map((row) => [row.id, row]));
  return groups.map((group) => {
    const customer = group.customer_id === null ? undefined : customers.get(group.customer_id);
    const transport = group.transport_id === null ? undefined : transports.get(group.transport_id);
    return {
      id: group.id,
      name: group.name,
      description: group.description,
      chat_type: group.chat_type,
      customer: customer ? { id: customer.id, name: customer.name } : null,
      members: related.members
        .filter((member) => member.group_id === group.id)
        .map((member) => ({ id: member.member_id, user: serializeChatUser(member, config), role: member.role })),
      group_image: group.group_image,
      unread_count: unread.get(group.id) ?? 0,
      latest_message_at: group.latest_message_at ? group.latest_message_at.toISOString() : null,
      is_pinned: group.is_pinned,
      transport_transporting: transport ? { id: transport.id, vehicle: transport.vehicle } : null,
      sequence: Number(group.last_sequence),
    };
  });
}

/** The user ids of a group's members. */
export async function groupMemberIds(db: ChatDb, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('chat_members').select('user_id').where('group_id', '=', groupId).execute();
  return rows.map((row) => row.user_id);
}

/** A message by id. */
export async function messageById(db: ChatDb, id: number) {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Members' rows joined to the others' messages after their read mark (what is unread, by member and group). */
function unreadMessages(db: ChatDb) {
  return db
    .selectFrom('chat_members as m')
    .innerJoin('chat_messages as msg', (join) =>
      join.onRef('msg.group_id', '=', 'm.group_id').onRef('msg.sequence', '>', 'm.last_read_sequence'),
    )
    .where(sql<boolean>`msg.sender_id IS DISTINCT FROM m.user_id`);
}

/** Others' messages after the user's read mark in each of `groupIds`: a row per group with any. */
function unreadCountsQuery(db: ChatDb, userId: number, groupIds: number[]) {
  return unreadMessages(db)
    .select(['m.group_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('m.user_id', '=', userId)
    .where('m.group_id', 'in', groupIds)
    .groupBy('m.group_id');
}

/** Each of `userIds`' unread messages in one group, in one statement (a new message's fan-out): user id → count. */
export async function unreadCountsOfMembers(db: ChatDb, groupId: number, userIds: number[]) {
  const counts = new Map<number, number>();
  if (userIds.length === 0) return counts;
  const rows = await unreadMessages(db)
    .select(['m.user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('m.group_id', '=', groupId)
    .where('m.user_id', 'in', userIds)
    .groupBy('m.user_id')
    .execute();
  for (const row of rows) counts.set(row.user_id, Number(row.count));
  return counts;
}

export interface MessageRow {
  id: number;
  group_id: number;
  sender_id: number | null;
  sender_role: ChatRole;
  content: string;
  client_id: string | null;
  sequence: number | string;
  created_at: Date;
}

/** URL of a chat attachment (GET /media/chat/{uploadId}/; the file name comes in Content-Disposition). */
export const attachmentUrl = (config: Pick<Config, 'apiBaseUrl'>, uploadId: string) =>
  `${config.apiBaseUrl}/media/chat/${uploadId}/`;

const DELETED_USER = { id: 0, first_name: '', last_name: '', email: '', profile_picture_upload_id: null };

/** Messages in the Message shape (sender, attachments), in the order given. */
export async function serializeMessages(db: ChatDb, messages: MessageRow[], config: Config) {
  if (messages.length === 0) return [];
  const senderIds = [
    ...new Set(messages.flatMap((message) => (message.sender_id === null ? [] : [message.sender_id]))),
  ];
  const [senders, attachments] = await Promise.all([
    senderIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('users as u')
          .select([...USER_COLUMNS])
          .where('u.id', 'in', senderIds)
          .execute(),
    db
      .selectFrom('chat_attachments')
      .selectAll()
      .where(
        'message_id',
        'in',
        messages.map((message) => message.id),
      )
      .orderBy('id')
      .execute(),
  ]);
  return messages.map((message) => ({
    id: message.id,
    content: message.content,
    created_at: message.created_at.toISOString(),
    sender: serializeChatUser(senders.find((sender) => sender.id === message.sender_id) ?? DELETED_USER, config),
    sender_role: message.sender_role,
    attachments: attachments
      .filter((attachment) => attachment.message_id === message.id)
      .map((attachment) => ({
        id: attachment.id,
        file_name: attachment.file_name,
        file_url: attachmentUrl(config, attachment.upload_id),
        file_type: attachment.file_type,
        file_size: attachment.file_size,
      })),
    client_id: message.client_id,
    sequence: Number(message.sequence),
    chat_group_id: message.group_id,
  }));
}

export type SerializedMessage = Awaited<ReturnType<typeof serializeMessages>>[number];

const GROUP_COLUMNS = [
  'g.id',
  'g.account_id',
  'g.name',
  'g.description',
  'g.chat_type',
  'g.customer_id',
  'g.transport_id',
  'g.group_image',
  'g.is_pinned',
  'g.latest_message_at',
  'g.last_sequence',
] as const;

/** The user's groups, pinned first, then by latest message (groups without messages by creation). */
function userGroupsQuery(db: ChatDb, userId: number) {
  return db
    .selectFrom('chat_groups as g')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chat_members as m')
          .select('m.id')
          .whereRef('m.group_id', '=', 'g.id')
          .where('m.user_id', '=', userId),
      ),
    );
}

/** A page of the user's groups: pinned first, then by latest message (groups without messages by creation). */
export async function userGroups(db: ChatDb, userId: number, page: { limit: number; offset: number }) {
  return userGroupsQuery(db, userId)
    .select([...GROUP_COLUMNS])
    .orderBy('g.is_pinned', 'desc')
    .orderBy((eb) => eb.fn.coalesce('g.latest_message_at', 'g.created'), 'desc')
    .orderBy('g.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The number of the user's groups. */
export async function userGroupCount(db: ChatDb, userId: number): Promise<number> {
  const row = await userGroupsQuery(db, userId)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The account's customer `customerId` with its contact person, if any. */
export async function accountCustomerContact(db: ChatDb, accountId: number, customerId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'user_id'])
    .where('id', '=', customerId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** A new group with its first members (read marks at 0), in one transaction; answers the group's id. */
export async function insertGroupWithMembers(
  db: ChatDb,
  group: Insertable<ChatTables['chat_groups']>,
  members: Map<number, ChatRole>,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('chat_groups').values(group).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('chat_members')
      .values(
        [...members].map(([userId, role]) => ({
          group_id: row.id,
          user_id: userId,
          role,
          last_read_sequence: 0,
          created: now,
        })),
      )
      .execute();
    return row.id;
  });
}

/** Whether the user is a member of the group. */
export async function isGroupMember(db: ChatDb, groupId: number, userId: number): Promise<boolean> {
  const existing = await db
    .selectFrom('chat_members')
    .select('id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return existing !== undefined;
}

export async function insertMember(db: ChatDb, member: Insertable<ChatTables['chat_members']>) {
  return db.insertInto('chat_members').values(member).returning(['id', 'role']).executeTakeFirstOrThrow();
}

/** A membership by its id. */
export async function memberById(db: ChatDb, id: number) {
  return db
    .selectFrom('chat_members')
    .select(['id', 'group_id', 'user_id', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The number of the group's admins. */
export async function groupAdminCount(db: ChatDb, groupId: number): Promise<number> {
  const admins = await db
    .selectFrom('chat_members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('group_id', '=', groupId)
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(admins.count);
}

export async function deleteMember(db: ChatDb, id: number) {
  await db.deleteFrom('chat_members').where('id', '=', id).execute();
}

/** The number of the group's messages. */
export async function groupMessageCount(db: ChatDb, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of the group's messages by time (`desc`: newest first). */
export async function groupMessages(
  db: ChatDb,
  groupId: number,
  direction: 'asc' | 'desc',
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Moves the member's read mark up to `sequence` (never back). A mark already there is left alone: reading a group
 * read before writes nothing (no row version, no commit to wait for on the disk).
 */
export async function raiseReadMark(db: ChatDb, memberId: number, sequence: number) {
  await db
    .updateTable('chat_members')
    .set({ last_read_sequence: sequence })
    .where('id', '=', memberId)
    .where('last_read_sequence', '<', sequence)
    .execute();
}

/** Sets the user's read mark in the group. */
export async function setReadMark(db: ChatDb, groupId: number, userId: number, sequence: number) {
  await db
    .updateTable('chat_members')
    .set({ last_read_sequence: sequence })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

/** Locks the group's row for this transaction (it orders the group's writes); false when there is no group. */
export async function lockGroup(db: ChatDb, groupId: number): Promise<boolean> {
  const locked = await db
    .selectFrom('chat_groups')
    .select('id')
    .where('id', '=', groupId)
    .forUpdate()
    .executeTakeFirst();
  return locked !== undefined;
}

/** The user's role in the group, if a member. */
export async function memberRole(db: ChatDb, groupId: number, userId: number) {
  const membership = await db
    .selectFrom('chat_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return membership?.role;
}

/** The sender's message of this client id in the group, if any (an idempotent send's first answer). */
export async function messageOfClientId(db: ChatDb, groupId: number, senderId: number, clientId: string) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('sender_id', '=', senderId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Raises the group's sequence (and its latest message time when given); answers the new sequence. */
export async function nextSequence(db: ChatDb, groupId: number, latestMessageAt?: Date): Promise<number> {
  const bumped = await db
    .updateTable('chat_groups')
    .set({
      last_sequence: sql<number>`last_sequence + 1`,
      ...(latestMessageAt === undefined ? {} : { latest_message_at: latestMessageAt }),
    })
    .where('id', '=', groupId)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return Number(bumped.last_sequence);
}

export async function insertMessage(db: ChatDb, message: Insertable<ChatTables['chat_messages']>) {
  return db.insertInto('chat_messages').values(message).returningAll().executeTakeFirstOrThrow();
}

/** An uploaded file and its attachment row. */
export async function insertAttachment(
  db: ChatDb,
  upload: Insertable<UploadsTable>,
  attachment: Insertable<ChatTables['chat_attachments']>,
) {
  await db.insertInto('uploads').values(upload).execute();
  await db.insertInto('chat_attachments').values(attachment).execute();
}

/** The group's message `messageId` (id and sender), if any. */
export async function groupMessage(db: ChatDb, groupId: number, messageId: number) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'sender_id'])
    .where('id', '=', messageId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
}

/** The uploads behind attachments that were just deleted (an attachment row goes with its message, its upload not). */
async function deleteUploads(db: ChatDb, uploads: readonly { upload_id: string }[]) {
  if (uploads.length === 0) return;
  await db
    .deleteFrom('uploads')
    .where(
      'id',
      'in',
      uploads.map((upload) => upload.upload_id),
    )
    .execute();
}

/** Deletes the message and its attachments' uploads. */
export async function deleteMessageWithUploads(db: ChatDb, messageId: number) {
  const uploads = await db
    .selectFrom('chat_attachments')
    .select('upload_id')
    .where('message_id', '=', messageId)
    .execute();
  await db.deleteFrom('chat_messages').where('id', '=', messageId).execute();
  await deleteUploads(db, uploads);
}

/** Deletes the group (its members, messages and attachments go with it) and the uploads of its attachments. */
export async function deleteGroupWithUploads(db: ChatDb, groupId: number) {
  const uploads = await db
    .selectFrom('chat_attachments')
    .innerJoin('chat_messages', 'chat_messages.id', 'chat_attachments.message_id')
    .select('chat_attachments.upload_id')
    .where('chat_messages.group_id', '=', groupId)
    .execute();
  await db.deleteFrom('chat_groups').where('id', '=', groupId).execute();
  await deleteUploads(db, uploads);
}

/** An attachment's bytes, type and file name by its upload id. */
export async function attachmentContent(db: ChatDb, uploadId: string) {
  return db
    .selectFrom('chat_attachments')
    .innerJoin('uploads', 'uploads.id', 'chat_attachments.upload_id')
    .select(['uploads.data', 'chat_attachments.file_type', 'chat_attachments.file_name'])
    .where('chat_attachments.upload_id', '=', uploadId)
    .executeTakeFirst();
}
