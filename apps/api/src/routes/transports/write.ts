/**
 * The order form's writes (spec 2 §4, §5): save draft, calculate price, publish; edit and delete.
 *
 * A save is a short pipeline (saveTransport; the steps in write-steps.ts): parse the body, authorise its ids, price
 * it and check the order form's rules, persist in one transaction, then mail and send live events after the commit.
 * A write carrying an `Idempotency-Key` it already made answers that transport; the key on another request is
 * refused with 422 (idempotency.ts); a PATCH
 * carrying another `version` than the stored one is refused with 409, and two writes racing on one version
 * cannot both win (the update is conditional on the version it read).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { canEditTransport, needsReturnLeg } from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { quotaOwner, takeQuota } from '../../http/quotas.ts';
import { type Language, languageOf, msg } from '../../http/validation.ts';
import { type BusinessDb, businessDb, companyContext, type CompanyContext } from '../companies/context.ts';
import { findWriteKey, isUniqueViolation, keyReused, storeWriteKey, type WriteKey, writeKeyOf } from './idempotency.ts';
import { transportAnswer } from './detail.ts';
import { emitTransportEvent, stateEvent } from './live-events.ts';
import { emitTransportDeleted, emitTransportWebhooks } from './webhook-events.ts';
import {
  companyTransport,
  deleteTransport,
  insertTransport,
  loadVisibleTransport,
  removeReturnLeg,
  saveCompanyContact,
  saveReturnLeg,
  transportVersion,
  updateTransportAtVersion,
} from './repository.ts';
import type { OrderPrice } from './pricing.ts';
import { returnTransportColumns } from './return-trip.ts';
import { mailStateChange } from './state-mail.ts';
import {
  authoriseWrite,
  type ParsedWrite,
  parseWrite,
  priceAndValidate,
  staleVersion,
  type StoredTransport,
  versionOf,
} from './write-steps.ts';

interface SaveOptions {
  readonly existing: StoredTransport | null;
  readonly writeKey: WriteKey | null;
  /** The key is already stored (for an earlier request with other values). */
  readonly knownKey: boolean;
}

/** A write parsed, authorised, priced and validated, ready to persist (the pipeline's first three steps). */
interface PreparedWrite {
  readonly write: ParsedWrite;
  readonly price: OrderPrice | null;
  /** The moment the write was checked against, and is saved at. */
  readonly now: Date;
}

/** Parse → authorise → price and validate (write-steps.ts has the steps); a broken rule is a 400. */
async function prepareWrite(request: FastifyRequest, body: unknown, existing: StoredTransport | null) {
  const context = await companyContext(request);
  const db = businessDb(request);
  const { clock, config } = request.server.deps;
  const language = languageOf(request);
  const now = clock.now();
  const write = parseWrite(body, context, existing, language);
  const services = await authoriseWrite(db, context, write, language);
  const marginPercent = config.transportTravelTimeMarginPercent;
  const price = await priceAndValidate(write, { db, context, existing, services, now, marginPercent, language });
  return { write, price, now } satisfies PreparedWrite;
}

/**
 * The server's price of a new order's body, as a save would price it (the import's preview), nothing saved; a broken
 * rule is a 400. Null when the body's step prices nothing (a draft).
 */
export async function priceTransport(request: FastifyRequest, body: unknown): Promise<OrderPrice | null> {
  return (await prepareWrite(request, body, null)).price;
}

/**
 * Persist a prepared write and keep its key, in the caller's transaction (`context` is read before it opens: inside,
 * every statement goes through `trx`, and on PGlite's single connection any other would wait for the transaction).
 */
async function persistPrepared(
  trx: BusinessDb,
  context: CompanyContext,
  language: Language,
  prepared: PreparedWrite,
  { existing, writeKey, knownKey }: SaveOptions,
) {
  const { write, price, now } = prepared;
  const row = await persistWrite(trx, { context, existing, write, price, now, language });
  if (writeKey) {
    const key = { userId: context.user.id, companyId: context.company.id, transportId: row.id, writeKey, now };
    await storeWriteKey(trx, { ...key, known: knownKey });
  }
  return row;
}

/**
 * After the commit: the share recipients hear of a state change; colleagues' open lists and details follow a new
 * order and every state change (live-events.ts); the company's webhook endpoints hear of a new order and every change
 * of state (webhook-events.ts).
 */
async function afterCommit(request: FastifyRequest, saved: Transport, existing: StoredTransport | null) {
  if (existing && existing.state !== saved.state) await mailStateChange(request, businessDb(request), saved);
  if (!existing || existing.state !== saved.state) await emitTransportEvent(request.server, saved, stateEvent(saved));
  await emitTransportWebhooks(request, saved, existing ? existing.state : null);
}

/**
 * A write of `body`: parse → authorise → price and validate → persist → after commit (write-steps.ts has the steps).
 * Answers the saved row.
 */
async function saveTransport(request: FastifyRequest, body: unknown, options: SaveOptions) {
  const prepared = await prepareWrite(request, body, options.existing);
  const context = await companyContext(request);
  const language = languageOf(request);
  const saved = await businessDb(request)
    .transaction()
    .execute((trx) => persistPrepared(trx, context, language, prepared, options));
  await afterCommit(request, saved, options.existing);
  return saved;
}

export interface CreateOptions {
  /** The quota a new transport counts against: a single create's, or a batch's (each row counted). */
  readonly quota: 'transportCreate' | 'transportBatchCreate';
  /**
   * A stored key met with another request: `refuse` (a single create: 422, the key belongs to one request) or
   * `replay` (a batch row keyed by its file and row: a row fixed since is still the transport it made).
   */
  readonly otherRequest: 'refuse' | 'replay';
}

/**
 * The one create path (POST /transports/company/ and every row of a batch): a key already stored answers the
 * transport it made (`replayed`); else the quota is taken and the transport saved with its key, in one transaction.
 * Of two requests racing with one key the second rolls back and answers the first one's transport.
 */
export async function createTransport(
  request: FastifyRequest,
  body: unknown,
  writeKey: WriteKey | null,
  options: CreateOptions,
): Promise<{ transport: Transport; replayed: boolean }> {
  const context = await companyContext(request);
  const db = businessDb(request);
  const stored = async (known: { request_hash: string; method: string; transport_id: number | null }) => {
    if (writeKey && known.request_hash !== writeKey.hash && options.otherRequest === 'refuse')
      throw await createKeyReused(request, known);
    return known.transport_id == null ? undefined : companyTransport(db, context.company.id, known.transport_id);
  };
  const known = writeKey
    ? await findWriteKey(db, context.user.id, writeKey.key, request.server.deps.clock.now())
    : undefined;
  if (known) {
    const transport = await stored(known);
    if (transport) return { transport, replayed: true };
  }
  // A new transport (a replay above is not one) counts against the user's and the company's creates.
  await takeQuota(request, [options.quota], quotaOwner(context));
  try {
    const transport = await saveTransport(request, body, { existing: null, writeKey, knownKey: known !== undefined });
    return { transport, replayed: false };
  } catch (error) {
    // A parallel request with the same key created the transport first (this one rolled back).
    if (writeKey && isUniqueViolation(error)) {
      const first = await findWriteKey(db, context.user.id, writeKey.key, request.server.deps.clock.now());
      const transport = first ? await stored(first) : undefined;
      if (transport) return { transport, replayed: true };
    }
    throw error;
  }
}

/** One create of a batch: its body and its key. */
export interface CreateItem {
  readonly body: unknown;
  readonly writeKey: WriteKey;
}

/** A batch create's outcome: the transport (made now, or before under the key), or the 400 of a broken rule. */
export type CreateOutcome =
  | { readonly transport: Transport; readonly replayed: boolean; readonly refused: null }
  | { readonly transport: null; readonly replayed: false; readonly refused: HttpError };

/**
 * Many creates of one user at once (a batch's step; a stored key met with another request is replayed, as a batch
 * row's): each key already stored answers its transport; the other items are parsed, authorised, priced and validated
 * (a 400 is that item's outcome), the quota is taken for them together, and they are persisted in one transaction
 * with their keys, so that a step of 25 rows costs one durable commit instead of 75 (each row's transaction and its
 * two quota counts). The outcomes are those of createTransport item by item: when the shared transaction fails on a
 * key a parallel request stored first, it rolls back whole and each item is saved alone, where that key's violation
 * answers the first request's transport. A quota used up (429) or any other failure ends the step with nothing of it
 * made; the items are sent again with their keys.
 */
export async function createTransports(
  request: FastifyRequest,
  items: readonly CreateItem[],
  quota: CreateOptions['quota'],
): Promise<CreateOutcome[]> {
  const context = await companyContext(request);
  const db = businessDb(request);
  const now = request.server.deps.clock.now();
  const outcomes: (CreateOutcome | undefined)[] = [];
  const toSave: { index: number; prepared: PreparedWrite; options: SaveOptions & { writeKey: WriteKey } }[] = [];
  for (const [index, { body, writeKey }] of items.entries()) {
    const known = await findWriteKey(db, context.user.id, writeKey.key, now);
    const before =
      known?.transport_id == null ? undefined : await companyTransport(db, context.company.id, known.transport_id);
    if (before) {
      outcomes[index] = { transport: before, replayed: true, refused: null };
      continue;
    }
    try {
      const prepared = await prepareWrite(request, body, null);
      toSave.push({ index, prepared, options: { existing: null, writeKey, knownKey: known !== undefined } });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
      outcomes[index] = { transport: null, replayed: false, refused: error };
    }
  }
  if (toSave.length > 0) {
    // the new transports count against the user's and the company's creates, all of them at once
    await takeQuota(request, [quota], quotaOwner(context), toSave.length);
    let saved: Transport[] | null = null;
    try {
      saved = await db.transaction().execute(async (trx) => {
        const rows: Transport[] = [];
        for (const item of toSave)
          rows.push(await persistPrepared(trx, context, languageOf(request), item.prepared, item.options));
        return rows;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    for (const [position, item] of toSave.entries()) {
      const made = saved?.[position];
      const row = made ? { transport: made, replayed: false } : await saveAlone(request, item.prepared, item.options);
      if (row.replayed) outcomes[item.index] = { transport: row.transport, replayed: true, refused: null };
      else {
        await afterCommit(request, row.transport, null);
        outcomes[item.index] = { transport: row.transport, replayed: false, refused: null };
      }
    }
  }
  return outcomes.map((outcome) => {
    if (!outcome) throw new Error('a batch item without an outcome');
    return outcome;
  });
}

/**
 * A prepared create saved in its own transaction (the batch's way after its shared transaction failed): a key a
 * parallel request stored first answers that request's transport.
 */
async function saveAlone(
  request: FastifyRequest,
  prepared: PreparedWrite,
  options: SaveOptions & { writeKey: WriteKey },
): Promise<{ transport: Transport; replayed: boolean }> {
  const context = await companyContext(request);
  const db = businessDb(request);
  const language = languageOf(request);
  try {
    const transport = await db
      .transaction()
      .execute((trx) => persistPrepared(trx, context, language, prepared, options));
    return { transport, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await findWriteKey(db, context.user.id, options.writeKey.key, request.server.deps.clock.now());
    const transport =
      first?.transport_id == null ? undefined : await companyTransport(db, context.company.id, first.transport_id);
    if (!transport) throw error;
    return { transport, replayed: true };
  }
}

interface Persist {
  readonly context: CompanyContext;
  readonly existing: StoredTransport | null;
  readonly write: ParsedWrite;
  readonly price: OrderPrice | null;
  readonly now: Date;
  readonly language: Language;
}

/**
 * Persist (in the write's transaction): the transport, inserted or updated from the version read (of two writes
 * racing from one version, the second gets 409); its return leg; the contacts the form asked to save.
 */
async function persistWrite(trx: BusinessDb, { context, existing, write, price, now, language }: Persist) {
  const { columns, values, step } = write;
  let row: Transport | undefined;
  if (existing) {
    const version = versionOf(existing);
    row = await updateTransportAtVersion(trx, existing.id, version, columns, now);
    if (!row) throw staleVersion(language, (await transportVersion(trx, existing.id)) ?? version);
  } else {
    const owner = { company_id: context.company.id, creator_id: context.user.id };
    row = await insertTransport(trx, { ...columns, ...owner }, now);
  }
  // A round trip with a vehicle change has its own return transport, linked both ways; without one it goes.
  if (step >= 3 && needsReturnLeg(row)) {
    const leg = { price: price?.returnPrice ?? null, trip_length_km: price?.returnKm ?? null };
    const returnColumns = { ...returnTransportColumns(row, values, now), ...leg, transport_total_price: leg.price };
    row = await saveReturnLeg(trx, row, returnColumns, now);
  } else if (step >= 3) row = await removeReturnLeg(trx, row);
  // Contacts saved from the form appear in /companies/me/contacts/.
  for (const side of ['pickup', 'destination'] as const) {
    const contact = { name: row[`${side}_name`], email: row[`${side}_contact_email`], phone: row[`${side}_phone`] };
    if (values[`save_${side}_contact`] === true && (contact.name || contact.email))
      await saveCompanyContact(trx, context.company.id, contact);
  }
  return row;
}

/**
 * The answer to a write repeated with its key: the transport it wrote, as it is now. False when that transport is
 * gone (nothing sent). Returns a flag, not the reply: a reply is a thenable, and awaiting it waits for the send.
 */
async function replay(
  request: FastifyRequest,
  reply: FastifyReply,
  transportId: number,
  code: 200 | 201,
): Promise<boolean> {
  const context = await companyContext(request);
  const transport = await companyTransport(businessDb(request), context.company.id, transportId);
  if (!transport) return false;
  const answer = await transportAnswer(request, transport);
  void reply.code(code).header('idempotency-replayed', 'true').send(answer);
  return true;
}

/**
 * The 422 for a create's key used with another request: it names the transport the key created, when that was a create
 * (POST) of this user's company and the transport is still there.
 */
async function createKeyReused(request: FastifyRequest, known: { method: string; transport_id: number | null }) {
  if (known.method !== 'POST' || known.transport_id == null) return keyReused();
  const context = await companyContext(request);
  const db = businessDb(request);
  const transport = await companyTransport(db, context.company.id, known.transport_id);
  const version = transport ? await transportVersion(db, transport.id) : undefined;
  return keyReused(transport ? { id: transport.id, version: version ?? 1 } : undefined);
}

/** Edit and delete only in states 2, 3 and 31 while editable; a return trip is edited through its outbound trip. */
function assertEditable(transport: Transport, language: Language) {
  if (canEditTransport(transport)) return;
  throw new HttpError(400, {
    detail: msg(transport.round_trip_is_return_trip ? 'transportReturnTripEdit' : 'transportNotEditable', language),
  });
}

export const transportWriteRoutes: FastifyPluginAsync = (app) => {
  app.post('/transports/company/', async (request, reply) => {
    const writeKey = writeKeyOf(request, 'POST', request.body);
    // A key belongs to one request: the same request answers the transport it created; any other is refused.
    const created = await createTransport(request, request.body, writeKey, {
      quota: 'transportCreate',
      otherRequest: 'refuse',
    });
    const answer = await transportAnswer(request, created.transport);
    if (created.replayed) void reply.header('idempotency-replayed', 'true');
    return reply.code(201).send(answer);
  });

  app.patch('/transports/company/:id/', async (request, reply) => {
    const { context, transport } = await loadVisibleTransport(request);
    const writeKey = writeKeyOf(request, 'PATCH', request.body);
    const known = writeKey
      ? await findWriteKey(businessDb(request), context.user.id, writeKey.key, request.server.deps.clock.now())
      : undefined;
    // A retry of a write that succeeded (its answer was lost) answers the transport, not a 409 for its own version;
    // the key of another request (another transport, path or body) is refused and touches nothing.
    if (writeKey && known) {
      if (known.request_hash !== writeKey.hash || known.transport_id !== transport.id) throw keyReused();
      if (await replay(request, reply, transport.id, 200)) return reply;
    }
    assertEditable(transport, languageOf(request));
    const saved = await saveTransport(request, request.body, {
      existing: transport,
      writeKey,
      knownKey: known !== undefined,
    });
    return transportAnswer(request, saved);
  });

  app.delete('/transports/company/:id/', async (request, reply) => {
    const { db, transport } = await loadVisibleTransport(request);
    assertEditable(transport, languageOf(request));
    await deleteTransport(db, transport);
    await emitTransportDeleted(request, transport);
    return reply.code(204).send();
  });
  return Promise.resolve();
};
