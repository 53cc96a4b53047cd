/**
 * Webhook events (issue 33 §2): an event is put into the delivery queue once for every enabled endpoint of the
 * company subscribed to its type, with one Standard Webhooks id (`msg_…`) for all of them, and the body
 * `{type, timestamp, data}`. The transport events' `data.transport` is the transport's answer of
 * GET /transports/company/{id}/ (its one serialiser). Queued after the change's commit; a failure to queue is
 * logged, never thrown (the change is saved).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { webhookDeliverer } from './deliverer.ts';
import { insertDeliveries, type NewDelivery, subscribedEndpoints } from './repository.ts';

export interface WebhookEvent {
  type: string;
  transportId: number | null;
}

/** An event's `data`, read only when an endpoint wants the event (most companies have none). */
export type EventData = (type: string) => Promise<Record<string, unknown>> | Record<string, unknown>;

export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** The body of an event as every endpoint gets it. */
export function eventPayload(type: string, created: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: created.toISOString(), data });
}

/** A delivery row of an event to one endpoint, due now. */
export function deliveryOf(
  endpointId: number,
  event: { id: string; type: string; transportId: number | null; payload: string; created: Date },
  now: Date,
): NewDelivery {
  return {
    endpoint_id: endpointId,
    event_id: event.id,
    event_type: event.type,
    transport_id: event.transportId,
    payload: event.payload,
    event_created: event.created,
    created: now,
    next_attempt_at: now,
  };
}

/** Queues the company's events (in the order given) for every endpoint subscribed to them. */
export async function emitWebhookEvents(
  app: FastifyInstance,
  companyId: number,
  events: readonly WebhookEvent[],
  dataOf: EventData,
) {
  const { db, clock } = app.deps;
  try {
    const endpoints = await subscribedEndpoints(
      db,
      companyId,
      events.map((event) => event.type),
    );
    if (endpoints.length === 0) return;
    const now = clock.now();
    const rows: NewDelivery[] = [];
    for (const event of events) {
      const wanting = endpoints.filter((endpoint) => endpoint.events.includes(event.type));
      if (wanting.length === 0) continue;
      const payload = eventPayload(event.type, now, await dataOf(event.type));
      const queued = { ...event, id: newEventId(), created: now, payload };
      for (const endpoint of wanting) rows.push(deliveryOf(endpoint.id, queued, now));
    }
    await insertDeliveries(db, rows);
    webhookDeliverer(app).kick();
  } catch (error) {
    app.log.error({ err: error }, 'webhook events not queued');
  }
}
