/** The customers' SQL: an account's customers with their open transports, their chats, writes. */
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { CUSTOMER_OPEN_TRANSPORT_STATES } from '@siirto/domain';
import type { ChatDatabase, ChatTables } from '../../db/migrations/009_chat.ts';
import type { CustomerTables } from '../../db/migrations/010_customers.ts';

export type CustomersDb = Kysely<ChatDatabase & CustomerTables>;
type CustomersTables = (ChatDatabase & CustomerTables)['customers'];

/** The database with the chat and customer tables in its type. */
export const customersDb = (request: FastifyRequest): CustomersDb =>
  request.server.deps.db.withTables<ChatTables & CustomerTables>();

/** The search text is cut to this length. */
const SEARCH_MAX_LENGTH = 100;

const CUSTOMER_COLUMNS = ['c.id', 'c.name', 'c.business_id', 'c.email', 'c.phone', 'c.user_id', 'c.created'] as const;

function accountCustomers(db: CustomersDb, accountId: number, search: string) {
  let query = db.selectFrom('customers as c').where('c.account_id', '=', accountId);
  const text = search.trim().slice(0, SEARCH_MAX_LENGTH);
  if (text !== '') {
    const escaped = text.replace(/[\\%_]/g, '\\$&');
    // the name or e-mail anywhere, the business id from its start
    query = query.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', `%${escaped}%`),
        eb('c.email', 'ilike', `%${escaped}%`),
        eb('c.business_id', 'like', `${escaped}%`),
      ]),
    );
  }
  return query;
}

function withOpenTransports(accountId: number, query: ReturnType<typeof accountCustomers>) {
  return query.select((eb) =>
    eb
      .selectFrom('transports as t')
      .innerJoin('companies as co', 'co.id', 't.company_id')
      .select(eb.fn.countAll<number | string>().as('n'))
      .whereRef('t.customer_id', '=', 'c.id')
      .where('co.account_id', '=', accountId)
      .where('t.state', 'in', [...CUSTOMER_OPEN_TRANSPORT_STATES])
      .as('open_transports_count'),
  );
}

export interface CustomerRow {
  id: number;
  name: string;
  business_id: string | null;
  email: string | null;
  phone: string | null;
  created: Date;
  open_transports_count: number | string | null;
}

/** The account's customers matching `search`, by name, with their open transports. */
export async function customerRows(
  db: CustomersDb,
  accountId: number,
  search: string,
  page: { limit: number; offset: number },
) {
  return withOpenTransports(accountId, accountCustomers(db, accountId, search))
    .select([...CUSTOMER_COLUMNS])
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The number of the account's customers matching `search`. */
export async function customerCount(db: CustomersDb, accountId: number, search: string): Promise<number> {
  const row = await accountCustomers(db, accountId, search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The account's customer `id` with its open transports, if any. */
export async function customerById(db: CustomersDb, accountId: number, id: number) {
  return withOpenTransports(accountId, accountCustomers(db, accountId, ''))
    .select([...CUSTOMER_COLUMNS])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The account's chat groups of these customers that the user is a member of, the latest first. */
export async function memberCustomerGroups(db: CustomersDb, accountId: number, userId: number, customerIds: number[]) {
  return db
    .selectFrom('chat_groups as g')
    .innerJoin('chat_members as m', (join) => join.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', userId))
    .select(['g.id', 'g.name', 'g.customer_id', 'g.latest_message_at'])
    .where('g.account_id', '=', accountId)
    .where('g.customer_id', 'in', customerIds)
    .orderBy((eb) => eb.fn.coalesce('g.latest_message_at', 'g.created'), 'desc')
    .orderBy('g.id', 'desc')
    .execute();
}

/** The newest message of each of these groups. */
export async function latestMessagesOf(db: CustomersDb, groupIds: number[]) {
  return db
    .selectFrom('chat_messages')
    .distinctOn('group_id')
    .select(['group_id', 'content', 'created_at'])
    .where('group_id', 'in', groupIds)
    .orderBy('group_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Whether another customer of the account (not `exceptId`) has this business id. */
export async function businessIdTaken(db: CustomersDb, accountId: number, businessId: string, exceptId?: number) {
  let query = db
    .selectFrom('customers')
    .select('id')
    .where('account_id', '=', accountId)
    .where('business_id', '=', businessId);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCustomer(db: CustomersDb, customer: Insertable<CustomersTables>): Promise<number> {
  const row = await db.insertInto('customers').values(customer).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomer(
  db: CustomersDb,
  accountId: number,
  id: number,
  values: Updateable<CustomersTables>,
) {
  await db.updateTable('customers').set(values).where('id', '=', id).where('account_id', '=', accountId).execute();
}
