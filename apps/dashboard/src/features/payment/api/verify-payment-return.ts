import type { components } from '@siirto/api-client/schema';
import { apiClient, unwrap } from '../../../lib/api';

export type PaymentReturnParams = components['schemas']['PaymentReturnParams'];
export type PaymentState = components['schemas']['LicencePaymentState'];

const KEYS = ['checkout-stamp', 'checkout-status', 'checkout-transaction-id', 'signature'] as const;
const STATUSES = ['ok', 'pending', 'fail'] as const;

/** The provider's signed parameters from the return address, or undefined when any is missing. */
export function paymentReturnParams(search: URLSearchParams): PaymentReturnParams | undefined {
  const [stamp, status, transactionId, signature] = KEYS.map((key) => search.get(key));
  const knownStatus = STATUSES.find((value) => value === status);
  if (!stamp || !knownStatus || !transactionId || !signature) return undefined;
  return {
    'checkout-stamp': stamp,
    'checkout-status': knownStatus,
    'checkout-transaction-id': transactionId,
    signature,
  };
}

/** POST /payments/return/: the API checks the signature and answers the payment's real state. */
export const verifyPaymentReturn = (body: PaymentReturnParams) => unwrap(apiClient.POST('/payments/return/', { body }));
