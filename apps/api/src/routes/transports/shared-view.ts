/** The public share view: GET /transports/shared/{id}/?token= — a wrong or missing token reads as 404. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { businessDb } from '../companies/context.ts';
import { transportById } from './repository.ts';
import { serializeSharedTransport } from './serialize.ts';

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The transport of a tracking link (`:transportId` and `?token=`); 404 for an unknown id or a wrong token. */
export async function sharedTransportFor(request: FastifyRequest) {
  const { transportId } = request.params as { transportId: string };
  const { token } = (request.query ?? {}) as Record<string, unknown>;
  if (!/^\d{1,9}$/.test(transportId) || typeof token !== 'string' || token === '' || token.length > 200) {
    throw notFound();
  }
  const transport = await transportById(businessDb(request), Number(transportId));
  if (!transport || !sameToken(transport.share_token, token)) throw notFound();
  return transport;
}

export const transportSharedViewRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/shared/:transportId/', async (request) =>
    serializeSharedTransport(await sharedTransportFor(request)),
  );
  return Promise.resolve();
};
