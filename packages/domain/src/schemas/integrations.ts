/** The integrations of a company (issue 33): API keys for its own systems and signed webhooks of its transports. */
import { z } from 'zod';
import { TRANSPORT_STATE } from '../transports/states.ts';
import { optionalShortText, requiredShortText, requiredText } from './fields.ts';

/**
 * What an API key may do, each a set of the dashboard's own paths (the API's table in
 * apps/api/src/routes/integrations/scopes.ts, documented on each operation of the contract):
 * read transports, create and edit orders, read reports.
 */
export const API_KEY_SCOPES = ['transports:read', 'orders:write', 'reports:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every API key starts with this; the rest is a lookup id and the secret (shown once, stored hashed). */
export const API_KEY_PREFIX = 'sk_';

/**
 * One or more of `choices` (checkboxes), in the choices' order; an unknown one is an error on the field itself
 * (`invalidChoice`), not on an item of it.
 */
function choicesOf<const T extends string>(choices: readonly T[]) {
  return z
    .array(z.string({ error: 'invalidChoice' }), { error: 'required' })
    .min(1, { error: 'required' })
    .refine((values) => values.every((value) => (choices as readonly string[]).includes(value)), {
      error: 'invalidChoice',
    })
    .transform((values) => choices.filter((choice) => values.includes(choice)));
}

/** The create form of an API key: a name, one or more scopes, optionally one business location. */
export const apiKeySchema = z.object({
  name: requiredShortText(),
  scopes: choicesOf(API_KEY_SCOPES),
  /** Empty, null or missing: every location of the company. */
  business_location: z.preprocess(
    (value) => {
      if (value === '' || value === undefined || value === null) return null;
      return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    },
    z
      .number({ error: 'positiveInteger' })
      .int({ error: 'positiveInteger' })
      .positive({ error: 'positiveInteger' })
      .nullable(),
  ),
});

export type ApiKeyInput = z.input<typeof apiKeySchema>;

/** The transport events an endpoint subscribes to (the contract's `webhooks`); `webhook.test` goes to one endpoint. */
export const WEBHOOK_EVENT_TYPES = [
  'transport.created',
  'transport.priced',
  'transport.published',
  'transport.state_changed',
  'transport.photos_added',
  'transport.deleted',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** A URL with a scheme and a host (the API decides which schemes and addresses it calls). */
const WEBHOOK_URL_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** The longest webhook URL taken. */
const WEBHOOK_URL_MAX_LENGTH = 2000;

/** The endpoint form: its URL (https; the API checks where it points), a description, the events it wants. */
export const webhookEndpointSchema = z.object({
  url: requiredText()
    .max(WEBHOOK_URL_MAX_LENGTH, { error: 'webhookUrl' })
    .regex(WEBHOOK_URL_PATTERN, { error: 'webhookUrl' }),
  description: optionalShortText(),
  events: choicesOf(WEBHOOK_EVENT_TYPES),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;

/** An endpoint's change: any of its fields, and `enabled` (an endpoint disabled after a day of failures is enabled again). */
export const webhookEndpointUpdateSchema = webhookEndpointSchema
  .partial()
  .extend({ enabled: z.boolean({ error: 'invalidChoice' }).optional() });

/** After a rotation the old secret still signs deliveries (beside the new one) for this long. */
export const WEBHOOK_SECRET_OVERLAP_SECONDS = 24 * 3600;

/**
 * The events of a change of a transport: `created` for a new one; `state_changed` (with the old and new state) for
 * every change of state of an existing one; `priced` and `published` when it reaches price calculated (31) or
 * published (3), on create or later.
 */
export function webhookEventsOfChange(change: { oldState: number | null; newState: number }): WebhookEventType[] {
  const events: WebhookEventType[] = [];
  const created = change.oldState === null;
  if (created) events.push('transport.created');
  else if (change.oldState !== change.newState) events.push('transport.state_changed');
  if (change.oldState !== change.newState) {
    if (change.newState === TRANSPORT_STATE.priceCalculated) events.push('transport.priced');
    if (change.newState === TRANSPORT_STATE.published) events.push('transport.published');
  }
  return events;
}

/**
 * Retries of a failed delivery: for this long after the event, then the endpoint is disabled and its company's
 * admins are mailed.
 */
export const WEBHOOK_RETRY_SECONDS = 24 * 3600;
const WEBHOOK_FIRST_RETRY_SECONDS = 10;
const WEBHOOK_MAX_RETRY_SECONDS = 3600;

/**
 * Seconds before the next attempt after `attempts` failed ones: exponential (10 s, 20 s, 40 s, ... up to an hour)
 * with jitter (`random` in [0, 1): between half and the whole of it), so that many failing deliveries spread out.
 */
export function webhookRetryDelaySeconds(attempts: number, random: number): number {
  const exponential = Math.min(WEBHOOK_MAX_RETRY_SECONDS, WEBHOOK_FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
  return Math.max(1, Math.ceil(exponential * (0.5 + random / 2)));
}

/** The tone of a delivery's state in the log: waiting (pending), delivered, failed (given up after a day). */
export const WEBHOOK_DELIVERY_TONES = {
  pending: 'info',
  delivered: 'positive',
  failed: 'critical',
} as const satisfies Record<'pending' | 'delivered' | 'failed', 'info' | 'positive' | 'critical'>;
