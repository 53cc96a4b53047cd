/**
 * The licence payment's provider side. The reference backend's test card payment page (PAYMENT_PROVIDER_URL
 * replaces it in production) behaves like a real Finnish provider: GET /payments/test/?token= shows the order,
 * its form posts to POST /payments/test/, which calls this API's callback server to server and returns the browser
 * to WEB_BASE_URL/payment/success or /payment/cancelled with signed parameters (./provider.ts).
 * "Maksa" calls the callback before the return and once more a moment later (a replay); "Maksa (vahvistus
 * viiveellä)" returns with status pending and calls the callback only after a few seconds.
 *
 * GET /payments/callback/ (the provider's server-to-server call) and POST /payments/return/ (the dashboard
 * passes on the parameters of the return address) verify the signature and make the payment's one transition.
 */
import { formatEuros, formatVatPercent } from '@siirto/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { type Language, languageOf, msg } from '../../http/messages.ts';
import { applyPaymentOutcome, type PaymentParams, paymentState, signedQuery, verifyPaymentParams } from './provider.ts';
import { paymentByToken, paymentDb } from './repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(reply: FastifyReply, language: Language, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    )
    .header('cache-control', 'no-store').send(`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f5f8; color: #1b2430; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #5b6675; }
  .note { background: #fff7e0; border-radius: 8px; padding: .75rem; font-size: .9rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .7rem 1.4rem; border-radius: 8px; border: 1px solid #1d4ed8; cursor: pointer; }
  button[value=pay] { background: #1d4ed8; color: #fff; }
  button[value=pay_delayed], button[value=cancel] { background: #fff; color: #1d4ed8; }
</style>
</head>
<body><main>${body}</main></body>
</html>`);
}

/** The test payment page's answer to a token it does not know (none, malformed, or of no payment). */
const notFoundPage = (reply: FastifyReply, language: Language) =>
  page(
    reply,
    language,
    404,
    msg('paymentNotFound', language),
    `<h1>${msg('paymentNotFound', language)}</h1><p>${msg('paymentLinkInvalid', language)}</p>`,
  );

export const paymentsRoutes: FastifyPluginAsync = (app) => {
  // The page posts an ordinary HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );

  async function findPayment(token: unknown) {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{8,80}$/.test(token)) return undefined;
    return paymentByToken(paymentDb(app.deps.db), token);
  }

  app.get('/payments/test/', async (request, reply) => {
    const language = languageOf(request);
    const { token } = (request.query ?? {}) as Record<string, unknown>;
    const payment = await findPayment(token);
    if (!payment) return notFoundPage(reply, language);
    const back = escapeHtml(app.deps.config.webBaseUrl);
    if (payment.status !== 'pending') {
      const paid = payment.status === 'paid';
      return page(
        reply,
        language,
        200,
        msg('paymentPageTitle', language),
        `<h1>${msg(paid ? 'paymentAlreadyPaid' : 'paymentCancelled', language)}</h1><p><a href="${back}/dashboard/frontpage">${msg('paymentBack', language)}</a></p>`,
      );
    }
    const vat = escapeHtml(formatVatPercent(payment.license_price_vat_percent, language));
    return page(
      reply,
      language,
      200,
      msg('paymentTestTitle', language),
      `<h1>${msg('paymentCard', language)}</h1>
<p class="note">${msg('paymentTestNote', language)}</p>
<dl>
  <dt>${msg('paymentSubscriber', language)}</dt><dd>${escapeHtml(payment.account_name)}</dd>
  <dt>${msg('paymentLicence', language)}</dt><dd>${escapeHtml(payment.licence_name ?? '')}</dd>
  <dt>${msg('paymentAmount', language)}</dt><dd>${escapeHtml(formatEuros(payment.amount, language))} ${msg('paymentPerMonth', language, { vat })}</dd>
</dl>
<form method="post" action="./">
  <input type="hidden" name="token" value="${escapeHtml(payment.token)}">
  <div class="actions">
    <button type="submit" name="action" value="pay">${msg('paymentPay', language)}</button>
    <button type="submit" name="action" value="pay_delayed">${msg('paymentPayDelayed', language)}</button>
    <button type="submit" name="action" value="cancel">${msg('paymentCancel', language)}</button>
  </div>
</form>`,
    );
  });

  const secret = () => app.deps.config.paymentProviderSecret;

  /** The stand-in provider's server-to-server call (a real provider calls over HTTP; this one is in-process). */
  const timers = new Set<NodeJS.Timeout>();
  async function callCallback(params: PaymentParams) {
    await app.inject({ method: 'GET', url: `/payments/callback/?${signedQuery(params, secret())}` });
  }
  function callCallbackLater(params: PaymentParams, delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      callCallback(params).catch((error: unknown) => app.log.error(error, 'test payment callback failed'));
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }
  app.addHook('onClose', (_app, done) => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    done();
  });

  app.post('/payments/test/', async (request, reply) => {
    const language = languageOf(request);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const payment = await findPayment(body.token);
    if (!payment) return notFoundPage(reply, language);
    const action = body.action === 'pay' || body.action === 'pay_delayed' ? body.action : 'cancel';
    const transactionId = `test-${payment.token.slice(-12)}`;
    const params = (status: PaymentParams['checkout-status']): PaymentParams => ({
      'checkout-stamp': payment.token,
      'checkout-status': status,
      'checkout-transaction-id': transactionId,
    });
    const web = app.deps.config.webBaseUrl;
    if (action === 'pay') {
      // The callback arrives before the browser's return, and is replayed once more.
      await callCallback(params('ok'));
      callCallbackLater(params('ok'), 1500);
      return reply
        .code(303)
        .header('location', `${web}/payment/success?${signedQuery(params('ok'), secret())}`)
        .send();
    }
    if (action === 'pay_delayed') {
      // The bank confirms later: the browser returns while the payment is pending.
      callCallbackLater(params('ok'), 4000);
      return reply
        .code(303)
        .header('location', `${web}/payment/success?${signedQuery(params('pending'), secret())}`)
        .send();
    }
    await callCallback(params('fail'));
    return reply
      .code(303)
      .header('location', `${web}/payment/cancelled?${signedQuery(params('fail'), secret())}`)
      .send();
  });

  /** Verifies, makes the one transition, answers the payment's state; a forged or tampered call changes nothing. */
  async function settle(input: unknown, source: 'callback' | 'return', ip: string) {
    const params = verifyPaymentParams(input, secret());
    if (!params) {
      const stamp =
        typeof input === 'object' && input !== null ? (input as Record<string, unknown>)['checkout-stamp'] : undefined;
      app.log.warn(
        { source, ip, stamp: typeof stamp === 'string' ? stamp.slice(0, 100) : undefined },
        'payment ' + source + ' with an invalid signature ignored',
      );
      throw new HttpError(400, { errorCode: 'PAYMENT_SIGNATURE_INVALID', detail: 'paymentSignatureInvalid' });
    }
    const db = paymentDb(app.deps.db);
    const transition = await applyPaymentOutcome(db, params, app.deps.clock.now());
    if (transition !== 'unchanged') {
      app.log.info({ source, stamp: params['checkout-stamp'], transition }, 'licence payment settled');
    }
    const state = await paymentState(db, params['checkout-stamp']);
    if (!state) throw new HttpError(404, { detail: 'paymentNotFound' });
    return state;
  }

  app.get('/payments/callback/', async (request) => {
    const state = await settle(request.query, 'callback', request.ip);
    return { status: state.status };
  });

  app.post('/payments/return/', async (request) => settle(request.body, 'return', request.ip));
  return Promise.resolve();
};
