/**
 * Standard Webhooks (https://www.standardwebhooks.com/): every delivery carries `webhook-id` (the event's id, the
 * same on every attempt and resend), `webhook-timestamp` (seconds, the attempt's) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` keyed with the secret's bytes). While a rotated-out secret
 * is still valid, the header carries both signatures, space separated, so a receiver may switch secrets when it likes.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` and 24 random bytes in base64 (the format the standard's libraries read). */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key)
    .update(`${id}.${String(timestamp)}.${body}`)
    .digest('base64')}`;
}

/** The headers of one attempt: its id, timestamp and the signatures of every secret still valid. */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => webhookSignature(secret, id, timestamp, body)).join(' '),
  };
}
