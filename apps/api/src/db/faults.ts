/**
 * Database faults as a caller should see them: not a bug (500) but a service that is briefly unavailable (503 with
 * Retry-After, http/errors.ts). `unavailable`: the server cannot be reached or is restarting (the pool reconnects by
 * itself on the next checkout); `timeout`: a statement ran past DATABASE_STATEMENT_TIMEOUT_MS, or no connection of
 * the pool came free within DATABASE_CONNECT_TIMEOUT_MS (a slow or saturated database).
 */
export type DatabaseFault = 'unavailable' | 'timeout';

/** Node's socket errors when the server is gone. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs of a server that is going away or not ready: class 08 (connection exception), 57P01-57P03
 * (admin/crash shutdown, cannot connect now: starting up or shutting down), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** pg's own messages (they carry no code). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/;
const TIMEOUT_MESSAGES = /timeout exceeded when trying to connect|Query read timeout|connection timeout/i;

export function databaseFault(error: unknown): DatabaseFault | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  // statement_timeout cancels the statement: query_canceled.
  if (code === '57014') return 'timeout';
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return 'unavailable';
  if (typeof message === 'string') {
    if (TIMEOUT_MESSAGES.test(message)) return 'timeout';
    if (UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
  }
  // Node's connect to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const fault = databaseFault(inner);
      if (fault) return fault;
    }
  }
  return null;
}
