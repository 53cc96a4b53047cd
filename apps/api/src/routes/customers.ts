/**
 * The customers of an account (issue 19: the customers screen of account_type 9; spec 2 §3 "Customer", §7 "Chat"):
 *
 * - GET /api/customers/: without `limit` a plain array of every customer (the new customer chat dialog), with
 *   `limit` a page `{count, next, previous, results}`; `search` in both.
 * - POST /api/customers/, GET|PATCH /api/customers/{id}/: create, read, edit (the domain's `customerSchema`).
 * - POST /api/customers/{id}/chat/: the customer's chat group of the caller, created when there is none.
 *
 * Every customer belongs to one account; another account's id is a 404. Each answer carries the customer's open
 * transports (transports of the account's companies linked by `transports.customer_id` in the states
 * CUSTOMER_OPEN_TRANSPORT_STATES) and the latest of the customer's chats the caller is a member of (a group's
 * messages are for its members only, so a colleague's chat that the caller is not in is not shown).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { chatPreview, CUSTOMER_OPEN_TRANSPORT_STATES, CUSTOMERS_PAGE_SIZE, customerSchema } from '@siirto/domain';
import type { ChatTables } from '../db/migrations/009_chat.ts';
import type { CustomerTables } from '../db/migrations/010_customers.ts';
import { idParam, requireUser } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { pageResponse, paginate } from '../http/pagination.ts';
import { languageOf, parseBody } from '../http/validation.ts';
import { createChatGroup } from './chat/groups.ts';
import { chatDb, isDriver, memberGroup, serializeGroups } from './chat/store.ts';

/** Without `limit`, the plain array stops here (a dialog's choices, not a report). */
const PLAIN_LIST_MAX = 1000;
/** The search text is cut to this length. */
const SEARCH_MAX_LENGTH = 100;

/** The signed-in user, their account (404 without one) and the database with the customer tables. */
async function customersContext(request: FastifyRequest) {
  const context = await requireUser(request);
  if (!context.account) throw notFound('noAccount');
  return {
    user: context.user,
    accountId: context.account.id,
    db: request.server.deps.db.withTables<ChatTables & CustomerTables>(),
    chat: chatDb(request),
  };
}

type CustomersContext = Awaited<ReturnType<typeof customersContext>>;

/** Writes are for the account's staff; its drivers only read. */
async function requireStaff(context: CustomersContext) {
  if (await isDriver(context.chat, context.accountId, context.user.id)) throw forbidden();
}

const CUSTOMER_COLUMNS = ['c.id', 'c.name', 'c.business_id', 'c.email', 'c.phone', 'c.user_id', 'c.created'] as const;

function accountCustomers(context: CustomersContext, search: string) {
  let query = context.db.selectFrom('customers as c').where('c.account_id', '=', context.accountId);
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

function withOpenTransports(context: CustomersContext, query: ReturnType<typeof accountCustomers>) {
  return query.select((eb) =>
    eb
      .selectFrom('transports as t')
      .innerJoin('companies as co', 'co.id', 't.company_id')
      .select(eb.fn.countAll<number | string>().as('n'))
      .whereRef('t.customer_id', '=', 'c.id')
      .where('co.account_id', '=', context.accountId)
      .where('t.state', 'in', [...CUSTOMER_OPEN_TRANSPORT_STATES])
      .as('open_transports_count'),
  );
}

interface CustomerRow {
  id: number;
  name: string;
  business_id: string | null;
  email: string | null;
  phone: string | null;
  created: Date;
  open_transports_count: number | string | null;
}

/** The latest of each customer's chats the user is a member of, with its newest message. */
async function latestChats(context: CustomersContext, customerIds: number[]) {
  const chats = new Map<
    number,
    { group_id: number; name: string; latest_message_at: string | null; latest_message_preview: string | null }
  >();
  if (customerIds.length === 0) return chats;
  const groups = await context.db
    .selectFrom('chat_groups as g')
    .innerJoin('chat_members as m', (join) =>
      join.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', context.user.id),
    )
    .select(['g.id', 'g.name', 'g.customer_id', 'g.latest_message_at'])
    .where('g.account_id', '=', context.accountId)
    .where('g.customer_id', 'in', customerIds)
    .orderBy((eb) => eb.fn.coalesce('g.latest_message_at', 'g.created'), 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  const chosen = new Map<number, (typeof groups)[number]>();
  for (const group of groups) {
    if (group.customer_id !== null && !chosen.has(group.customer_id)) chosen.set(group.customer_id, group);
  }
  const groupIds = [...chosen.values()].map((group) => group.id);
  const messages =
    groupIds.length === 0
      ? []
      : await context.db
          .selectFrom('chat_messages')
          .distinctOn('group_id')
          .select(['group_id', 'content', 'created_at'])
          .where('group_id', 'in', groupIds)
          .orderBy('group_id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
  const latestOf = new Map(messages.map((message) => [message.group_id, message]));
  for (const [customerId, group] of chosen) {
    const message = latestOf.get(group.id);
    chats.set(customerId, {
      group_id: group.id,
      name: group.name,
      latest_message_at: (message?.created_at ?? group.latest_message_at)?.toISOString() ?? null,
      latest_message_preview: message ? chatPreview(message.content) : null,
    });
  }
  return chats;
}

async function serializeCustomers(context: CustomersContext, rows: CustomerRow[]) {
  const chats = await latestChats(
    context,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    business_id: row.business_id,
    email: row.email,
    phone: row.phone,
    created: row.created.toISOString(),
    open_transports_count: Number(row.open_transports_count ?? 0),
    latest_chat: chats.get(row.id) ?? null,
  }));
}

/** One customer of the account, or 404 (another account's id too). */
async function accountCustomer(context: CustomersContext, id: number) {
  const row = await withOpenTransports(context, accountCustomers(context, ''))
    .select([...CUSTOMER_COLUMNS])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function serializeOne(context: CustomersContext, id: number) {
  const [customer] = await serializeCustomers(context, [await accountCustomer(context, id)]);
  return customer;
}

const blankToNull = (value: string) => (value === '' ? null : value);

/** A business id already used by another customer of the account is a field error. */
async function checkBusinessIdFree(context: CustomersContext, businessId: string, exceptId?: number) {
  if (businessId === '') return;
  let query = context.db
    .selectFrom('customers')
    .select('id')
    .where('account_id', '=', context.accountId)
    .where('business_id', '=', businessId);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw badRequest({ business_id: ['customerBusinessIdTaken'] });
}

const customerUpdateSchema = customerSchema.partial();

export const customersRoutes: FastifyPluginAsync = (app) => {
  const { config } = app.deps;

  app.get('/api/customers/', async (request) => {
    const context = await customersContext(request);
    const query = request.query as Record<string, unknown>;
    const search = typeof query.search === 'string' ? query.search : '';
    const paged = query.limit !== undefined;
    const rows = withOpenTransports(context, accountCustomers(context, search))
      .select([...CUSTOMER_COLUMNS])
      .orderBy('c.name')
      .orderBy('c.id');
    if (!paged) return serializeCustomers(context, await rows.limit(PLAIN_LIST_MAX).execute());
    const page = paginate(query, CUSTOMERS_PAGE_SIZE);
    const [pageRows, countRow] = await Promise.all([
      rows.limit(page.limit).offset(page.offset).execute(),
      accountCustomers(context, search)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return pageResponse(request, page, Number(countRow.count), await serializeCustomers(context, pageRows));
  });

  app.post('/api/customers/', async (request, reply) => {
    const context = await customersContext(request);
    await requireStaff(context);
    const body = parseBody(customerSchema, request.body, languageOf(request));
    await checkBusinessIdFree(context, body.business_id);
    const now = app.deps.clock.now();
    const row = await context.db
      .insertInto('customers')
      .values({
        account_id: context.accountId,
        name: body.name,
        business_id: blankToNull(body.business_id),
        email: blankToNull(body.email),
        phone: blankToNull(body.phone),
        created: now,
        updated: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send(await serializeOne(context, row.id));
  });

  app.get('/api/customers/:id/', async (request) => {
    const context = await customersContext(request);
    return serializeOne(context, idParam(request));
  });

  app.patch('/api/customers/:id/', async (request) => {
    const context = await customersContext(request);
    const id = idParam(request);
    await accountCustomer(context, id);
    await requireStaff(context);
    const body = parseBody(customerUpdateSchema, request.body, languageOf(request));
    if (body.business_id !== undefined) await checkBusinessIdFree(context, body.business_id, id);
    await context.db
      .updateTable('customers')
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.business_id !== undefined ? { business_id: blankToNull(body.business_id) } : {}),
        ...(body.email !== undefined ? { email: blankToNull(body.email) } : {}),
        ...(body.phone !== undefined ? { phone: blankToNull(body.phone) } : {}),
        updated: app.deps.clock.now(),
      })
      .where('id', '=', id)
      .where('account_id', '=', context.accountId)
      .execute();
    return serializeOne(context, id);
  });

  app.post('/api/customers/:id/chat/', async (request, reply) => {
    const context = await customersContext(request);
    const customer = await accountCustomer(context, idParam(request));
    await requireStaff(context);
    const existing = (await latestChats(context, [customer.id])).get(customer.id);
    let groupId = existing?.group_id;
    if (groupId === undefined) {
      // like the new customer chat dialog: the account's staff and the customer's contact person
      groupId = await createChatGroup(context.chat, {
        accountId: context.accountId,
        creatorId: context.user.id,
        now: app.deps.clock.now(),
        name: customer.name,
        description: null,
        chatType: 'customer',
        customer: { id: customer.id, user_id: customer.user_id },
        addAllMembers: true,
        addCustomer: true,
      });
    }
    const group = await memberGroup(context.chat, groupId, context.user.id);
    const [serialized] = await serializeGroups(context.chat, [group], context.user.id, config);
    return reply.code(existing ? 200 : 201).send({ created: !existing, group: serialized });
  });
  return Promise.resolve();
};
