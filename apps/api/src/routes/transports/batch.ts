/**
 * Many transports through the one create path (write.ts's createTransports): each item is a write body with its own
 * idempotency key; the items are created together, in one transaction with their keys (one durable commit a step),
 * so the same items sent again make nothing twice, and a batch cut short (a dropped connection, a cancel, a 429)
 * keeps the steps it made. A row the order rules refuse is answered with its field errors in the request's language;
 * the other rows go on. The spreadsheet import (import.ts) and the repeating orders' schedule use it.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FieldErrors } from '../../http/errors.ts';
import { languageOf, localizeBody } from '../../http/messages.ts';
import { createTransports } from './write.ts';

export interface BatchItem {
  /** The item's idempotency key (visible ASCII, at most 200 characters). */
  readonly key: string;
  readonly body: Record<string, unknown>;
}

export type BatchOutcome =
  | { readonly transportId: number; readonly replayed: boolean; readonly errors: null }
  | { readonly transportId: null; readonly replayed: false; readonly errors: FieldErrors };

/** Creates the items; an item's 400 is its outcome, any other failure ends the batch (earlier calls' items stay). */
export async function createTransportBatch(
  request: FastifyRequest,
  items: readonly BatchItem[],
): Promise<BatchOutcome[]> {
  const language = languageOf(request);
  const outcomes = await createTransports(
    request,
    items.map((item) => ({
      body: item.body,
      writeKey: {
        key: item.key,
        hash: createHash('sha256').update('BATCH\n').update(JSON.stringify(item.body)).digest('hex'),
        method: 'POST',
      },
    })),
    'transportBatchCreate',
  );
  return outcomes.map((outcome) =>
    outcome.refused
      ? { transportId: null, replayed: false, errors: fieldErrorsOf(localizeBody(outcome.refused.body, language)) }
      : { transportId: outcome.transport.id, replayed: outcome.replayed, errors: null },
  );
}

/** A 400 body as field errors (a `detail` is the row's own error). */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof body !== 'object' || body === null) return errors;
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value)) errors[field] = value.map(String);
    else if (typeof value === 'string') errors[field === 'detail' ? 'non_field_errors' : field] = [value];
  }
  return errors;
}
