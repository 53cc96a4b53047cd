/**
 * gzip for large JSON answers (issue 15): the transport list at page size All is ~7 MB of JSON, about a tenth of
 * that gzipped. Only JSON answers of at least COMPRESS_MIN_BYTES are compressed, and only for a client that accepts
 * gzip (`Accept-Encoding`); every other answer (small JSON, uploads, Excel files, media) goes out as before. The
 * compression runs in libuv's thread pool (zlib's async API), not in the request thread.
 */
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Below this a JSON answer goes out plain: a filtered page of 30 transports (~22 kB) stays as it was, a page of 100
 * and page size All are compressed.
 */
export const COMPRESS_MIN_BYTES = 32 * 1024;

/**
 * zlib's level 1: on the list at page size All (7.3 MB) it compresses about as well as the default level 6 for a
 * fraction of the CPU time (the rows repeat their key names, which any level finds).
 */
const GZIP_LEVEL = 1;

const gzipAsync = promisify(gzip);

/** Whether the Accept-Encoding header allows gzip (`gzip` or `*`, without `q=0`). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let wildcard = false;
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip') return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard;
}

/** onSend: the payload gzipped when the answer is large JSON and the client accepts gzip, else as it was. */
export async function compressLargeJson(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  // characters for a text (UTF-16 units: at most its bytes), so a 7 MB answer is not counted byte by byte first
  if (payload.length < COMPRESS_MIN_BYTES) return payload;
  // a cache between client and API must keep plain and gzipped answers apart (the answers are no-store anyway)
  const vary = reply.getHeader('vary');
  void reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
  const compressed = await gzipAsync(payload, { level: GZIP_LEVEL, strategy: constants.Z_DEFAULT_STRATEGY });
  void reply.header('content-encoding', 'gzip');
  void reply.removeHeader('content-length');
  return compressed;
}
