/**
 * The company's integrations (issue 33), for its admins (403 COMPANY_ADMIN_ROLE_REQUIRED otherwise):
 *
 * - GET /companies/me/api_keys/: the keys that are not revoked, newest first, each with when it was last used
 *   (never the key itself: it is shown once, in the create's answer).
 * - POST /companies/me/api_keys/ `{name, scopes, business_location}`: a new key, answered once with `key`.
 * - DELETE /companies/me/api_keys/{id}/: revoked; the key is refused on its next request.
 *
 * An API key reaches none of these (auth/api-keys.ts: not in any scope). The webhook endpoints and their
 * deliveries are in webhooks.ts, the delivery queue's worker in deliverer.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiKeySchema } from '@siirto/domain';
import { newApiKey } from '../../auth/api-keys.ts';
import { idParam, requireCompanyAdmin } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { languageOf, parseBody } from '../../http/validation.ts';
import { startWebhookDeliveries } from './deliverer.ts';
import { type ApiKeyRow, companyApiKeys, companyHasLocation, insertApiKey, revokeApiKey } from './repository.ts';
import { webhookRoutes } from './webhooks.ts';

/** A key in an answer: its name, scopes, location and times, and a hint of it (`sk_<lookup id>…`), never the secret. */
function serializeApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: `sk_${row.lookup_id}`,
    scopes: row.scopes,
    business_location: row.business_location_id,
    created: row.created.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

export const integrationsRoutes: FastifyPluginAsync = async (app) => {
  startWebhookDeliveries(app);
  await app.register(webhookRoutes);
  app.get('/companies/me/api_keys/', async (request) => {
    const context = await requireCompanyAdmin(request);
    return (await companyApiKeys(request.server.deps.db, context.company.id)).map(serializeApiKey);
  });

  app.post('/companies/me/api_keys/', async (request, reply) => {
    const context = await requireCompanyAdmin(request);
    const { db, clock } = request.server.deps;
    const body = parseBody(apiKeySchema, request.body, languageOf(request));
    if (
      body.business_location !== null &&
      !(await companyHasLocation(db, context.company.id, body.business_location))
    ) {
      throw badRequest({ business_location: ['invalidChoice'] });
    }
    const created = newApiKey();
    const row = await insertApiKey(db, {
      company_id: context.company.id,
      created_by: context.user.id,
      name: body.name,
      lookup_id: created.lookupId,
      secret_hash: created.secretHash,
      scopes: body.scopes,
      business_location_id: body.business_location,
      created: clock.now(),
    });
    return reply.code(201).send({ ...serializeApiKey(row), key: created.key });
  });

  app.delete('/companies/me/api_keys/:id/', async (request, reply) => {
    const context = await requireCompanyAdmin(request);
    const { db, clock } = request.server.deps;
    if (!(await revokeApiKey(db, context.company.id, idParam(request), clock.now()))) throw notFound();
    return reply.code(204).send();
  });
};
