/**
 * The webhook events of a transport's changes (issue 33 §2), queued after the change's commit: which events a change
 * gives is the domain's `webhookEventsOfChange`; each carries the transport's answer (serializeTransport, the one
 * serialiser of GET /transports/company/{id}/), and `transport.state_changed` the old and new state.
 */
import type { FastifyRequest } from 'fastify';
import { webhookEventsOfChange } from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import { emitWebhookEvents } from '../integrations/events.ts';
import { transportAnswer } from './detail.ts';

/** The events of a write or a driver's move: `oldState` null for a new transport. */
export async function emitTransportWebhooks(request: FastifyRequest, transport: Transport, oldState: number | null) {
  const types = webhookEventsOfChange({ oldState, newState: transport.state });
  if (types.length === 0) return;
  let answer: Awaited<ReturnType<typeof transportAnswer>> | undefined;
  await emitWebhookEvents(
    request.server,
    transport.company_id,
    types.map((type) => ({ type, transportId: transport.id })),
    async (type) => {
      answer ??= await transportAnswer(request, transport);
      return type === 'transport.state_changed'
        ? { transport: answer, old_state: oldState, new_state: transport.state }
        : { transport: answer };
    },
  );
}

/** `transport.deleted`, with the transport's id. */
export async function emitTransportDeleted(request: FastifyRequest, transport: Transport) {
  await emitWebhookEvents(
    request.server,
    transport.company_id,
    [{ type: 'transport.deleted', transportId: transport.id }],
    () => ({ transport_id: transport.id }),
  );
}
