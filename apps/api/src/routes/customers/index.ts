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
import { chatPreview, CUSTOMERS_PAGE_SIZE, customerSchema } from '@siirto/domain';
import { idParam, requireUser } from '../../http/context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { languageOf, parseBody } from '../../http/validation.ts';
import { createChatGroup } from '../chat/groups.ts';
import { chatDb, isDriver, memberGroup, serializeGroups } from '../chat/repository.ts';
import {
  businessIdTaken,
  customerById,
  customerCount,
  customerRows,
  customersDb,
  type CustomerRow,
  insertCustomer,
  latestMessagesOf,
  memberCustomerGroups,
  updateCustomer,
} from './repository.ts';

/** Without `limit`, the plain array stops here (a dialog's choices, not a report). */
const PLAIN_LIST_MAX = 1000;

/** The signed-in user, their account (404 without one) and the database with the customer tables. */
async function customersContext(request: FastifyRequest) {
  const context = await requireUser(request);
  if (!context.account) throw notFound('noAccount');
  return {
    user: context.user,
    accountId: context.account.id,
    db: customersDb(request),
    chat: chatDb(request),
  };
}

type CustomersContext = Awaited<ReturnType<typeof customersContext>>;

/** Writes are for the account's staff; its drivers only read. */
async function requireStaff(context: CustomersContext) {
  if (await isDriver(context.chat, context.accountId, context.user.id)) throw forbidden();
}

/** The latest of each customer's chats the user is a member of, with its newest message. */
async function latestChats(context: CustomersContext, customerIds: number[]) {
  const chats = new Map<
    number,
    { group_id: number; name: string; latest_message_at: string | null; latest_message_preview: string | null }
  >();
  if (customerIds.length === 0) return chats;
  const groups = await memberCustomerGroups(context.db, context.accountId, context.user.id, customerIds);
  const chosen = new Map<number, (typeof groups)[number]>();
  for (const group of groups) {
    if (group.customer_id !== null && !chosen.has(group.customer_id)) chosen.set(group.customer_id, group);
  }
  const groupIds = [...chosen.values()].map((group) => group.id);
  const messages = groupIds.length === 0 ? [] : await latestMessagesOf(context.db, groupIds);
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
  const row = await customerById(context.db, context.accountId, id);
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
  if (await businessIdTaken(context.db, context.accountId, businessId, exceptId))
    throw badRequest({ business_id: ['customerBusinessIdTaken'] });
}

const customerUpdateSchema = customerSchema.partial();

export const customersRoutes: FastifyPluginAsync = (app) => {
  const { config } = app.deps;

  app.get('/api/customers/', async (request) => {
    const context = await customersContext(request);
    const query = request.query as Record<string, unknown>;
    const search = typeof query.search === 'string' ? query.search : '';
    const paged = query.limit !== undefined;
    if (!paged) {
      const rows = await customerRows(context.db, context.accountId, search, { limit: PLAIN_LIST_MAX, offset: 0 });
      return serializeCustomers(context, rows);
    }
    const page = paginate(query, CUSTOMERS_PAGE_SIZE);
    const [pageRows, count] = await Promise.all([
      customerRows(context.db, context.accountId, search, page),
      customerCount(context.db, context.accountId, search),
    ]);
    return pageResponse(request, page, count, await serializeCustomers(context, pageRows));
  });

  app.post('/api/customers/', async (request, reply) => {
    const context = await customersContext(request);
    await requireStaff(context);
    const body = parseBody(customerSchema, request.body, languageOf(request));
    await checkBusinessIdFree(context, body.business_id);
    const now = app.deps.clock.now();
    const customerId = await insertCustomer(context.db, {
      account_id: context.accountId,
      name: body.name,
      business_id: blankToNull(body.business_id),
      email: blankToNull(body.email),
      phone: blankToNull(body.phone),
      created: now,
      updated: now,
    });
    return reply.code(201).send(await serializeOne(context, customerId));
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
    await updateCustomer(context.db, context.accountId, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.business_id !== undefined ? { business_id: blankToNull(body.business_id) } : {}),
      ...(body.email !== undefined ? { email: blankToNull(body.email) } : {}),
      ...(body.phone !== undefined ? { phone: blankToNull(body.phone) } : {}),
      updated: app.deps.clock.now(),
    });
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
