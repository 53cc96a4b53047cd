/**
 * The webhook delivery queue's worker, one per API process (issue 33 §2). Every WEBHOOK_POLL_INTERVAL_MS, and at
 * once after an event of this process, it claims due deliveries (repository.ts `claimDueDeliveries`: SKIP LOCKED
 * rows with a lease, so that with several processes on one PostgreSQL each delivery is sent by one of them, in order
 * per endpoint and transport; on PGlite the one process claims them all), signs and sends each (signing.ts,
 * outbound.ts) and records the answer in the delivery log. A failure is retried with exponential backoff and jitter
 * (@siirto/domain `webhookRetryDelaySeconds`) for WEBHOOK_RETRY_SECONDS (24 h) after the event; then the delivery
 * fails, the endpoint is disabled and the company's admins are mailed.
 */
import { WEBHOOK_RETRY_SECONDS, webhookRetryDelaySeconds } from '@siirto/domain';
import type { FastifyInstance } from 'fastify';
import { type DrainLoop, drainLoop, startPolling } from '../../http/drain-loop.ts';
import { sendMail } from '../../mail/index.ts';
import { OutboundRefused, postWebhook } from './outbound.ts';
import {
  type AttemptResult,
  type ClaimedDelivery,
  claimDueDeliveries,
  disableEndpoint,
  markDelivered,
  markFailed,
  markRetry,
} from './repository.ts';
import { webhookHeaders } from './signing.ts';

/** Deliveries claimed at once by one process. */
const BATCH = 20;
/** How long a claim keeps other processes off a delivery: longer than any attempt. */
const LEASE_MS = 60_000;
/** The first characters of an answer kept in the log. */
const LOGGED_RESPONSE_CHARS = 500;

/** Sends the deliveries due now (`drain`: one batch at a time, until none is due); `kick` after a new event. */
export type WebhookDeliverer = DrainLoop;

const deliverers = new WeakMap<object, WebhookDeliverer>();

/** The app's deliverer (routes/integrations/index.ts starts its timer). */
export function webhookDeliverer(app: FastifyInstance): WebhookDeliverer {
  const existing = deliverers.get(app.deps);
  if (existing) return existing;
  const { deps } = app;
  const policy = deps.config.webhooks;

  function secretsOf(delivery: ClaimedDelivery, now: Date): string[] {
    const previousValid =
      delivery.previous_secret !== null &&
      delivery.previous_secret_expires_at !== null &&
      delivery.previous_secret_expires_at > now;
    return previousValid && delivery.previous_secret ? [delivery.secret, delivery.previous_secret] : [delivery.secret];
  }

  async function attempt(delivery: ClaimedDelivery): Promise<AttemptResult & { ok: boolean }> {
    const now = deps.clock.now();
    const headers = webhookHeaders(
      secretsOf(delivery, now),
      delivery.event_id,
      Math.floor(now.getTime() / 1000),
      delivery.payload,
    );
    const started = performance.now();
    try {
      const answer = await postWebhook(delivery.url, headers, delivery.payload, policy);
      return {
        ok: answer.statusCode >= 200 && answer.statusCode < 300,
        status_code: answer.statusCode,
        duration_ms: Math.round(performance.now() - started),
        response: answer.body.slice(0, LOGGED_RESPONSE_CHARS),
        error: null,
      };
    } catch (error) {
      const text = error instanceof OutboundRefused ? error.message : `network error: ${(error as Error).message}`;
      return {
        ok: false,
        status_code: null,
        duration_ms: Math.round(performance.now() - started),
        response: null,
        error: text.slice(0, LOGGED_RESPONSE_CHARS),
      };
    }
  }

  async function giveUp(delivery: ClaimedDelivery, result: AttemptResult) {
    await markFailed(deps.db, delivery.id, result);
    const disabled = await disableEndpoint(deps.db, delivery.endpoint_id, deps.clock.now());
    if (!disabled) return;
    const link = `${deps.config.webBaseUrl}/dashboard/company/integrations`;
    for (const admin of disabled.admins) {
      await sendMail(deps, {
        to: admin.email,
        language: admin.language,
        template: 'webhookDisabled',
        params: { url: disabled.url, companyName: admin.company_name, firstName: admin.first_name, link },
      });
    }
  }

  async function deliver(delivery: ClaimedDelivery) {
    const result = await attempt(delivery);
    if (result.ok) return markDelivered(deps.db, delivery.id, result);
    const now = deps.clock.now();
    const delay = webhookRetryDelaySeconds(delivery.attempts, Math.random()) * 1000;
    const deadline = delivery.created.getTime() + WEBHOOK_RETRY_SECONDS * 1000;
    if (now.getTime() + delay > deadline) return giveUp(delivery, result);
    return markRetry(deps.db, delivery.id, result, new Date(now.getTime() + delay));
  }

  async function drainOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const now = deps.clock.now();
      const claimed = await claimDueDeliveries(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
      if (claimed.length === 0) return attempted;
      for (const delivery of claimed) await deliver(delivery);
      attempted += claimed.length;
    }
  }

  const deliverer: WebhookDeliverer = drainLoop(app, {
    drainOnce,
    polls: () => policy.pollIntervalMs > 0,
    failure: 'webhook deliveries failed',
  });
  deliverers.set(deps, deliverer);
  return deliverer;
}

/** Starts the app's poll (WEBHOOK_POLL_INTERVAL_MS); on close it stops and waits for the batch under way. */
export function startWebhookDeliveries(app: FastifyInstance) {
  startPolling(app, webhookDeliverer(app), app.deps.config.webhooks.pollIntervalMs);
}
