import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Field-keyed errors in the contract's shape: `{ field: ['message', ...] }` (root problems under non_field_errors). */
export type FieldErrors = Record<string, string[]>;

/** Thrown anywhere in a handler; the error handler answers `status` with `body` as JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const forbidden = (
  body: Record<string, unknown> = { detail: 'You do not have permission to perform this action.' },
) => new HttpError(403, body);
export const unauthorized = (
  body: Record<string, unknown> = { detail: 'Authentication credentials were not provided.' },
) => new HttpError(401, body);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, { detail: `Request was throttled. Expected available in ${retryAfterSeconds} seconds.` });

export function sendFieldErrors(reply: FastifyReply, errors: FieldErrors) {
  return reply.code(400).send(errors);
}

/** Installed by app.ts: HttpError as is, Fastify's own client errors as 4xx `{detail}`, everything else a logged 500. */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode === 429) {
      const match = /available in (\d+) seconds/.exec(String(error.body.detail));
      if (match?.[1]) void reply.header('retry-after', match[1]);
    }
    return reply.code(error.statusCode).send(error.body);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (status === 413) return reply.code(413).send({ detail: 'Request body too large.' });
    if (status === 429) return reply.code(429).send({ detail: error.message });
    // An unsupported content type is bad input like any other (the contract has no 415).
    if (status === 415) return reply.code(400).send({ detail: 'Unsupported media type; send application/json.' });
    if (status === 404) return reply.code(404).send({ detail: 'Not found.' });
    // Malformed JSON, bad multipart, schema failures: always a 400 with a readable detail.
    return reply.code(400).send({ detail: error.message || 'Bad request.' });
  }
  // PostgreSQL text cannot hold the NUL character (U+0000): bad input, and the statement wrote nothing.
  const databaseCode = (error as { code?: unknown }).code;
  if (databaseCode === '22021' || databaseCode === '22P05') {
    return reply.code(400).send({ detail: 'Text may not contain the NUL character (U+0000).' });
  }
  request.log.error(error);
  return reply.code(500).send({ detail: 'Internal server error.' });
}
