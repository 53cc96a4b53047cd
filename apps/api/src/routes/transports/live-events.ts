/**
 * Live transport events on the realtime channel `/chats/` (openapi.yaml's "Realtime channel"), to the users of the
 * transport's own company only (a location user, role 2, only for their locations' transports, as in the list):
 *
 * - `transport_state` {sequence, transport_id, state, version, updated} after every state change (the order form's
 *   writes in write.ts, the driver's calls in driver.ts);
 * - `transport_position` {sequence, transport_id, car_coordinates, position_time} after the driver reports where the
 *   car is.
 *
 * `sequence` is the company's live sequence (companies.live_sequence, migration 011): one more for every event sent
 * to the company's users, raised under the company row's lock, so a client that sees a jump (or reconnects) knows
 * it missed something and refetches. The event is sent after the change's commit, in its own short transaction
 * that raises the sequence and, on PostgreSQL, NOTIFYs `siirto_transport` (every API process LISTENs and sends to
 * its own sockets); on PGlite (one process) it is dispatched in-process.
 */
import type { FastifyInstance } from 'fastify';
import type { GeoPoint } from '../business-locations/serialize.ts';
import type { BusinessTables } from '../../db/migrations/002_business.ts';
import { realtimeHub } from '../realtime/hub.ts';
import { companyMembersSeeing, nextLiveSequence } from './repository.ts';

export const TRANSPORT_NOTIFY_CHANNEL = 'siirto_transport';

/** What an event says about a transport (the frame adds the company's sequence). */
export type TransportEventBody =
  | { type: 'transport_state'; transport_id: number; state: number; version: number; updated: string }
  | { type: 'transport_position'; transport_id: number; car_coordinates: GeoPoint; position_time: string };

/** An event as it travels between processes: who may see it, and its frame. */
interface TransportEventEnvelope {
  company_id: number;
  business_location_id: number | null;
  frame: TransportEventBody & { sequence: number };
}

export interface TransportOfEvent {
  id: number;
  company_id: number;
  business_location_id: number | null;
}

/** Sets up the dispatch of transport events of this app (once per app; the transport routes call it). */
export function registerTransportEvents(app: FastifyInstance) {
  const { deps } = app;
  const hub = realtimeHub(deps);
  if (hub.channels.has(TRANSPORT_NOTIFY_CHANNEL)) return;
  const db = deps.db.withTables<BusinessTables>();
  let chain: Promise<void> = Promise.resolve();

  async function dispatch(envelope: TransportEventEnvelope) {
    const online = hub.onlineUserIds();
    if (online.size === 0) return;
    const recipients = await companyMembersSeeing(db, envelope.company_id, envelope.business_location_id, [...online]);
    if (recipients.length > 0) hub.sendToUsers(recipients, envelope.frame);
  }

  const enqueue = (envelope: TransportEventEnvelope) => {
    chain = chain
      .then(() => dispatch(envelope))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'transport realtime dispatch failed');
      });
  };
  hub.channels.set(TRANSPORT_NOTIFY_CHANNEL, (payload) => {
    try {
      enqueue(JSON.parse(payload) as TransportEventEnvelope);
    } catch {
      // Not ours.
    }
  });
  app.addHook('onClose', async () => {
    await chain;
  });
}

/**
 * Sends an event about `transport` to its company's users: raises the company's sequence and NOTIFYs (PostgreSQL)
 * or dispatches in-process (PGlite). Call it after the change's commit. A failure is logged, never thrown: the
 * change is saved, and clients catch up at their next reconnect or focus.
 */
export async function emitTransportEvent(
  app: FastifyInstance,
  transport: TransportOfEvent,
  body: TransportEventBody,
): Promise<void> {
  const { deps } = app;
  const hub = realtimeHub(deps);
  try {
    const envelope = await deps.db.transaction().execute(async (trx) => {
      const sequence = await nextLiveSequence(trx.withTables<BusinessTables>(), transport.company_id);
      const next: TransportEventEnvelope = {
        company_id: transport.company_id,
        business_location_id: transport.business_location_id,
        frame: { ...body, sequence },
      };
      await hub.publish(trx, TRANSPORT_NOTIFY_CHANNEL, JSON.stringify(next));
      return next;
    });
    hub.afterCommit(TRANSPORT_NOTIFY_CHANNEL, JSON.stringify(envelope));
  } catch (error) {
    app.log.error({ err: error }, 'transport event not sent');
  }
}

/** The `transport_state` event of a stored transport row. */
export function stateEvent(transport: {
  id: number;
  state: number;
  updated: Date;
  version?: number;
}): TransportEventBody {
  return {
    type: 'transport_state',
    transport_id: transport.id,
    state: transport.state,
    version: typeof transport.version === 'number' ? transport.version : 1,
    updated: transport.updated.toISOString(),
  };
}
