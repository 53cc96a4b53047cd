/**
 * The licence payment's provider protocol, shaped like a Finnish card payment provider's (Paytrail's `checkout-*`
 * parameters): the provider returns the browser to WEB_BASE_URL/payment/success or /payment/cancelled and calls
 * GET /payments/callback/ server to server, both with the same signed parameters:
 *
 *   checkout-stamp           the payment token from POST /accounts/me/subscribe_license/
 *   checkout-status          ok | pending | fail
 *   checkout-transaction-id  the provider's own id of the payment
 *   signature                hex HMAC-SHA256 over the `checkout-*` parameters, sorted by name, as `name:value`
 *                            lines joined by "\n", keyed with PAYMENT_PROVIDER_SECRET
 *
 * A verified `ok` moves the payment from pending to paid once, a verified `fail` from pending to cancelled once;
 * anything later (a replayed callback, the return after the callback) changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { licencePaymentPeriod } from '@siirto/domain';
import {
  accountById,
  completePendingPayment,
  licenceById,
  type PaymentDb,
  paymentStateRow,
  setAccountLicence,
  setPaymentPeriod,
} from './repository.ts';

export type ProviderStatus = 'ok' | 'pending' | 'fail';

export interface PaymentParams {
  'checkout-stamp': string;
  'checkout-status': ProviderStatus;
  'checkout-transaction-id': string;
}

function signedPayload(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('checkout-'))
    .sort()
    .map((key) => `${key}:${params[key] ?? ''}`)
    .join('\n');
}

export function signPaymentParams(params: PaymentParams, secret: string): string {
  return createHmac('sha256', secret)
    .update(signedPayload({ ...params }))
    .digest('hex');
}

/** The signed parameters as a query string (what the provider puts on its return and callback URLs). */
export function signedQuery(params: PaymentParams, secret: string): string {
  return new URLSearchParams({ ...params, signature: signPaymentParams(params, secret) }).toString();
}

const STATUSES: readonly string[] = ['ok', 'pending', 'fail'];

/** The parameters when their signature is right (compared in constant time), else undefined. */
export function verifyPaymentParams(input: unknown, secret: string): PaymentParams | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const raw = input as Record<string, unknown>;
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('checkout-')) {
      if (typeof value !== 'string') return undefined;
      strings[key] = value;
    }
  }
  const stamp = strings['checkout-stamp'];
  const status = strings['checkout-status'];
  const transactionId = strings['checkout-transaction-id'];
  const signature = raw.signature;
  if (stamp === undefined || status === undefined || transactionId === undefined) return undefined;
  if (!STATUSES.includes(status) || typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) {
    return undefined;
  }
  const expected = createHmac('sha256', secret).update(signedPayload(strings)).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return {
    'checkout-stamp': stamp,
    'checkout-status': status as ProviderStatus,
    'checkout-transaction-id': transactionId,
  };
}

/**
 * Applies a verified outcome: one transition per payment (pending → paid, or pending → cancelled). A paid payment
 * switches the account to the paid licence, its price and user limit, for the paid month. Answers whether this
 * call made the transition.
 */
export async function applyPaymentOutcome(
  db: PaymentDb,
  params: PaymentParams,
  now: Date,
): Promise<'paid' | 'cancelled' | 'unchanged'> {
  const status = params['checkout-status'];
  if (status === 'pending') return 'unchanged';
  const outcome = status === 'ok' ? 'paid' : 'cancelled';
  return db.transaction().execute(async (trx) => {
    const payment = await completePendingPayment(trx, params['checkout-stamp'], {
      status: outcome,
      completed_at: now,
      provider_transaction_id: params['checkout-transaction-id'].slice(0, 200),
    });
    if (!payment) return 'unchanged';
    if (outcome === 'cancelled' || payment.license_id === null) return outcome;
    const licence = await licenceById(trx, payment.license_id);
    const account = await accountById(trx, payment.account_id);
    const period = licencePaymentPeriod({
      now,
      paidUntil: account.license_valid_until,
      sameLicence: account.license_id === licence.id,
    });
    await setAccountLicence(trx, account.id, {
      license_id: licence.id,
      license_price: licence.price,
      license_price_vat_percent: licence.price_vat_percent,
      license_valid_until: period.end,
    });
    await setPaymentPeriod(trx, payment.token, period);
    return outcome;
  });
}

/** What the return pages show: the payment's state and, once paid, the licence it bought. */
export async function paymentState(db: PaymentDb, token: string) {
  const row = await paymentStateRow(db, token);
  if (!row) return undefined;
  const status = row.status === 'paid' ? 'paid' : row.status === 'cancelled' ? 'cancelled' : 'pending';
  return {
    status,
    license_name: row.licence_name,
    limit_users: row.limit_users,
    valid_until: status === 'paid' && row.period_end ? new Date(row.period_end).toISOString() : null,
  } as const;
}
