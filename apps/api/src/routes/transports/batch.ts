/**
 * Many transports through the one create path (write.ts's createTransport): each item is a write body with its own
 * idempotency key, created in its own transaction, so a batch cut short (a dropped connection, a cancel, a 429)
 * keeps what it made and the same items sent again make nothing twice. A row the order rules refuse is answered
 * with its field errors in the request's language; the other rows go on. The spreadsheet import (import.ts) is its
 * first user; repeating orders can be the next.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type FieldErrors, HttpError } from '../../http/errors.ts';
import { languageOf, localizeBody } from '../../http/messages.ts';
import type { WriteKey } from './idempotency.ts';
import { createTransport } from './write.ts';

export interface BatchItem {
  /** The item's idempotency key (visible ASCII, at most 200 characters). */
  readonly key: string;
  readonly body: Record<string, unknown>;
}

export type BatchOutcome =
  | { readonly transportId: number; readonly replayed: boolean; readonly errors: null }
  | { readonly transportId: null; readonly replayed: false; readonly errors: FieldErrors };

/** Creates each item in turn; an item's 400 is its outcome, any other failure ends the batch (made items stay). */
export async function createTransportBatch(
  request: FastifyRequest,
  items: readonly BatchItem[],
): Promise<BatchOutcome[]> {
  const language = languageOf(request);
  const outcomes: BatchOutcome[] = [];
  for (const item of items) {
    const writeKey: WriteKey = {
      key: item.key,
      hash: createHash('sha256').update('BATCH\n').update(JSON.stringify(item.body)).digest('hex'),
      method: 'POST',
    };
    try {
      const created = await createTransport(request, item.body, writeKey, {
        quota: 'transportBatchCreate',
        otherRequest: 'replay',
      });
      outcomes.push({ transportId: created.transport.id, replayed: created.replayed, errors: null });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
      outcomes.push({ transportId: null, replayed: false, errors: fieldErrorsOf(localizeBody(error.body, language)) });
    }
  }
  return outcomes;
}

/** A 400 body as field errors (a `detail` is the row's own error). */
function fieldErrorsOf(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof body !== 'object' || body === null) return errors;
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value)) errors[field] = value.map(String);
    else if (typeof value === 'string') errors[field === 'detail' ? 'non_field_errors' : field] = [value];
  }
  return errors;
}
