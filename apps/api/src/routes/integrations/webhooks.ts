/**
 * The company's webhook endpoints and their delivery log (issue 33 §2), for its admins only (403 otherwise; an API
 * key reaches none of these):
 *
 * - GET|POST /companies/me/webhooks/: the endpoints; a new one `{url, description, events}` answers its signing
 *   secret once (`whsec_…`).
 * - PATCH|DELETE /companies/me/webhooks/{id}/: change (also `enabled: true` after a disable) or remove.
 * - POST /companies/me/webhooks/{id}/rotate_secret/: a new secret, answered once; the old one signs beside it for
 *   WEBHOOK_SECRET_OVERLAP_SECONDS.
 * - POST /companies/me/webhooks/{id}/test/: a `webhook.test` event to this endpoint.
 * - GET /companies/me/webhooks/{id}/deliveries/: the latest deliveries (time, event, status code, duration, the
 *   answer's first characters).
 * - POST /companies/me/webhooks/{id}/deliveries/{deliveryId}/resend/: the same event (same id and body) again.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  WEBHOOK_SECRET_OVERLAP_SECONDS,
  WEBHOOK_TEST_EVENT,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from '@siirto/domain';
import { idParam, requireCompanyAdmin } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { languageOf, parseBody } from '../../http/validation.ts';
import { webhookDeliverer } from './deliverer.ts';
import { deliveryOf, eventPayload, newEventId } from './events.ts';
import { webhookUrlProblem } from './outbound.ts';
import {
  companyEndpoint,
  companyEndpoints,
  deleteEndpoint,
  type DeliveryLogRow,
  endpointDeliveries,
  endpointDelivery,
  type EndpointRow,
  insertDelivery,
  insertEndpoint,
  rotateEndpointSecret,
  updateEndpoint,
} from './repository.ts';
import { newWebhookSecret } from './signing.ts';

/** Deliveries the log shows. */
const LOG_SIZE = 50;

function serializeEndpoint(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabled_at: row.disabled_at?.toISOString() ?? null,
    created: row.created.toISOString(),
  };
}

function serializeDelivery(row: DeliveryLogRow) {
  return {
    id: Number(row.id),
    event_id: row.event_id,
    event_type: row.event_type,
    transport_id: row.transport_id,
    created: row.created.toISOString(),
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    status_code: row.last_status_code,
    duration_ms: row.last_duration_ms,
    response: row.last_response,
    error: row.last_error,
  };
}

function checkUrl(request: FastifyRequest, url: string | undefined) {
  if (url !== undefined && webhookUrlProblem(url, request.server.deps.config.webhooks)) {
    throw badRequest({ url: ['webhookUrl'] });
  }
}

async function adminEndpoint(request: FastifyRequest) {
  const context = await requireCompanyAdmin(request);
  const endpoint = await companyEndpoint(request.server.deps.db, context.company.id, idParam(request));
  if (!endpoint) throw notFound();
  return { context, endpoint };
}

/** Queues one delivery to one endpoint now and runs the queue soon. */
async function queueOne(app: FastifyInstance, row: Parameters<typeof insertDelivery>[1]) {
  const delivery = await insertDelivery(app.deps.db, row);
  webhookDeliverer(app).kick();
  return serializeDelivery(delivery);
}

export const webhookRoutes: FastifyPluginAsync = (app) => {
  app.get('/companies/me/webhooks/', async (request) => {
    const context = await requireCompanyAdmin(request);
    return (await companyEndpoints(request.server.deps.db, context.company.id)).map(serializeEndpoint);
  });

  app.post('/companies/me/webhooks/', async (request, reply) => {
    const context = await requireCompanyAdmin(request);
    const body = parseBody(webhookEndpointSchema, request.body, languageOf(request));
    checkUrl(request, body.url);
    const secret = newWebhookSecret();
    const row = await insertEndpoint(request.server.deps.db, {
      company_id: context.company.id,
      created_by: context.user.id,
      url: body.url,
      description: body.description,
      events: body.events,
      secret,
      created: request.server.deps.clock.now(),
    });
    return reply.code(201).send({ ...serializeEndpoint(row), secret });
  });

  app.patch('/companies/me/webhooks/:id/', async (request) => {
    const { context, endpoint } = await adminEndpoint(request);
    const body = parseBody(webhookEndpointUpdateSchema, request.body, languageOf(request));
    checkUrl(request, body.url);
    const enabling = body.enabled === true && !endpoint.enabled;
    const row = await updateEndpoint(request.server.deps.db, context.company.id, endpoint.id, {
      ...(body.url !== undefined && { url: body.url }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.events !== undefined && { events: body.events }),
      ...(body.enabled !== undefined && { enabled: body.enabled }),
      ...(body.enabled !== undefined && { disabled_at: body.enabled ? null : request.server.deps.clock.now() }),
    });
    if (!row) throw notFound();
    if (enabling) webhookDeliverer(request.server).kick();
    return serializeEndpoint(row);
  });

  app.delete('/companies/me/webhooks/:id/', async (request, reply) => {
    const context = await requireCompanyAdmin(request);
    if (!(await deleteEndpoint(request.server.deps.db, context.company.id, idParam(request)))) throw notFound();
    return reply.code(204).send();
  });

  app.post('/companies/me/webhooks/:id/rotate_secret/', async (request) => {
    const { context, endpoint } = await adminEndpoint(request);
    const secret = newWebhookSecret();
    const until = new Date(request.server.deps.clock.now().getTime() + WEBHOOK_SECRET_OVERLAP_SECONDS * 1000);
    await rotateEndpointSecret(request.server.deps.db, context.company.id, endpoint.id, secret, until);
    return { secret, previous_secret_expires_at: until.toISOString() };
  });

  app.post('/companies/me/webhooks/:id/test/', async (request, reply) => {
    const { endpoint } = await adminEndpoint(request);
    const now = request.server.deps.clock.now();
    const data = { endpoint_id: endpoint.id, message: 'Siirto webhook test' };
    const event = {
      id: newEventId(),
      type: WEBHOOK_TEST_EVENT,
      transportId: null,
      payload: eventPayload(WEBHOOK_TEST_EVENT, now, data),
      created: now,
    };
    return reply.code(201).send(await queueOne(request.server, deliveryOf(endpoint.id, event, now)));
  });

  app.get('/companies/me/webhooks/:id/deliveries/', async (request) => {
    const { endpoint } = await adminEndpoint(request);
    return (await endpointDeliveries(request.server.deps.db, endpoint.id, LOG_SIZE)).map(serializeDelivery);
  });

  app.post('/companies/me/webhooks/:id/deliveries/:deliveryId/resend/', async (request, reply) => {
    const { endpoint } = await adminEndpoint(request);
    const original = await endpointDelivery(request.server.deps.db, endpoint.id, idParam(request, 'deliveryId'));
    if (!original) throw notFound();
    const now = request.server.deps.clock.now();
    const event = {
      id: original.event_id,
      type: original.event_type,
      transportId: original.transport_id,
      payload: original.payload,
      created: original.event_created,
    };
    return reply.code(201).send(await queueOne(request.server, deliveryOf(endpoint.id, event, now)));
  });
  return Promise.resolve();
};
