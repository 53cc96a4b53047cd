import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { databaseFault } from '../db/faults.ts';
import { languageOf, localizeBody, type MessageId, withParams } from './messages.ts';

/** Field-keyed errors in the contract's shape: `{ field: ['message', ...] }` (root problems under non_field_errors). */
export type FieldErrors = Record<string, string[]>;

/**
 * Thrown anywhere in a handler; the error handler answers `status` with `body` as JSON. Message ids in the body
 * (`detail`, field error lists; see messages.ts) are answered in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const notFound = (detail = 'notFound') => new HttpError(404, { detail });
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const forbidden = (body: Record<string, unknown> = { detail: 'permissionDenied' }) => new HttpError(403, body);
export const unauthorized = (body: Record<string, unknown> = { detail: 'notAuthenticated' }) =>
  new HttpError(401, body);
/** 429 with the wait in the message (`message`, with `{seconds}`) and in `Retry-After` (seconds). */
export const tooManyRequests = (retryAfterSeconds: number, message: MessageId = 'tooManyAttempts') =>
  new HttpError(
    429,
    { detail: withParams(message, { seconds: retryAfterSeconds }) },
    { 'retry-after': String(retryAfterSeconds) },
  );

export function sendFieldErrors(reply: FastifyReply, errors: FieldErrors) {
  return reply.code(400).send(errors);
}

/**
 * Seconds a client waits before it tries again after a database fault: a restart of PostgreSQL takes a few
 * seconds, and the pool reconnects on the first checkout after it.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Fastify's and its plugins' client errors that mean a malformed body, by code. */
const MALFORMED_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/** A multipart body the parser could not read (no boundary, no closing boundary, cut short). */
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  const code = error.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MP_PREMATURE_CLOSE') return true;
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') return true;
  // busboy's own errors carry no status: "Multipart: Boundary not found", "Unexpected end of form", ...
  const contentType = request.headers['content-type'] ?? '';
  return (
    typeof error.statusCode !== 'number' &&
    /^multipart\//i.test(contentType) &&
    /multipart|boundary|unexpected end of form|malformed part header/i.test(error.message)
  );
}

/**
 * Installed by app.ts: HttpError as is, Fastify's own client errors as 4xx `{detail}`, a database that is down or
 * too slow (db/faults.ts) a 503 with Retry-After, everything else a logged 500. Every message is in the request's
 * language.
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request);
  const send = (status: number, body: Record<string, unknown>) => reply.code(status).send(localizeBody(body, language));
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
    return send(error.statusCode, error.body);
  }
  if (isMalformedMultipart(error, request)) return send(400, { detail: 'multipartInvalid' });
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (status === 413) return send(413, { detail: 'bodyTooLarge' });
    // An unsupported content type is bad input like any other (the contract has no 415).
    if (status === 415) return send(400, { detail: 'unsupportedMediaType' });
    if (status === 404) return send(404, { detail: 'notFound' });
    if (MALFORMED_BODY_CODES.has(error.code)) return send(400, { detail: 'invalidJson' });
    // Schema failures and the like: always a 400 with a readable detail.
    return send(400, { detail: 'badRequest' });
  }
  // PostgreSQL text cannot hold the NUL character (U+0000): bad input, and the statement wrote nothing.
  const databaseCode = (error as { code?: unknown }).code;
  if (databaseCode === '22021' || databaseCode === '22P05') return send(400, { detail: 'nulCharacter' });
  const fault = databaseFault(error);
  if (fault) {
    request.log.warn({ err: error }, `database ${fault}`);
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(503, { detail: fault === 'timeout' ? 'databaseTimeout' : 'databaseUnavailable' });
  }
  request.log.error(error);
  return send(500, { detail: 'internalError' });
}
