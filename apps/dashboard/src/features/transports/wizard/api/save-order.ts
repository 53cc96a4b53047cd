import type { components } from '@siirto/api-client/schema';
import { apiClient, unwrap } from '../../../../lib/api';

export type OrderPayload = components['schemas']['TransportWrite'];

/**
 * POST /transports/company/ (a new order) or PATCH /transports/company/{id}/ (a saved one, with the `version` it had),
 * each with the write's idempotency key: a write retried after a lost answer is the same write. `signal` cancels it.
 */
export function saveOrder(id: number, payload: OrderPayload, idempotencyKey?: string, signal?: AbortSignal) {
  const headers = idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {};
  const cancel = signal ? { signal } : {};
  if (id > 0)
    return unwrap(
      apiClient.PATCH('/transports/company/{id}/', { params: { path: { id } }, body: payload, ...headers, ...cancel }),
    );
  return unwrap(apiClient.POST('/transports/company/', { body: payload, ...headers, ...cancel }));
}
