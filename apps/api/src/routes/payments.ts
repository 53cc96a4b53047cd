/**
 * The reference backend's test card payment page (PAYMENT_PROVIDER_URL replaces it in production): the browser
 * opens GET /payments/test/?token=, "Maksa" marks the payment paid and returns to WEB_BASE_URL/payment/success,
 * "Peruuta" to /payment/cancelled.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { BusinessTables } from '../db/migrations/002_business.ts';
import { type Language, languageOf, msg } from '../http/messages.ts';
import { businessDb } from './companies.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const euros = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === 'en' ? 'en-IE' : 'fi-FI', { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/\u00a0/g, ' ');

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
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .7rem 1.4rem; border-radius: 8px; border: 1px solid #1d4ed8; cursor: pointer; }
  button[value=pay] { background: #1d4ed8; color: #fff; }
  button[value=cancel] { background: #fff; color: #1d4ed8; }
</style>
</head>
<body><main>${body}</main></body>
</html>`);
}

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
    const db = app.deps.db.withTables<BusinessTables>();
    return db
      .selectFrom('licence_payments as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .leftJoin('licences as l', 'l.id', 'p.license_id')
      .select([
        'p.token',
        'p.status',
        'p.amount',
        'a.name as account_name',
        'l.name as licence_name',
        'a.license_price_vat_percent',
      ])
      .where('p.token', '=', token)
      .executeTakeFirst();
  }

  app.get('/payments/test/', async (request, reply) => {
    const language = languageOf(request);
    const { token } = (request.query ?? {}) as Record<string, unknown>;
    const payment = await findPayment(token);
    if (!payment) {
      return page(
        reply,
        language,
        404,
        msg('paymentNotFound', language),
        `<h1>${msg('paymentNotFound', language)}</h1><p>${msg('paymentLinkInvalid', language)}</p>`,
      );
    }
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
    const vat = escapeHtml(String(payment.license_price_vat_percent));
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
  <dt>${msg('paymentAmount', language)}</dt><dd>${escapeHtml(euros(payment.amount, language))} ${msg('paymentPerMonth', language, { vat })}</dd>
</dl>
<form method="post" action="/payments/test/">
  <input type="hidden" name="token" value="${escapeHtml(payment.token)}">
  <div class="actions">
    <button type="submit" name="action" value="pay">${msg('paymentPay', language)}</button>
    <button type="submit" name="action" value="cancel">${msg('paymentCancel', language)}</button>
  </div>
</form>`,
    );
  });

  app.post('/payments/test/', async (request, reply) => {
    const language = languageOf(request);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const payment = await findPayment(body.token);
    if (!payment) {
      return page(
        reply,
        language,
        404,
        msg('paymentNotFound', language),
        `<h1>${msg('paymentNotFound', language)}</h1><p>${msg('paymentLinkInvalid', language)}</p>`,
      );
    }
    const paying = body.action === 'pay';
    if (payment.status === 'pending') {
      await businessDb(request)
        .updateTable('licence_payments')
        .set({ status: paying ? 'paid' : 'cancelled', completed_at: app.deps.clock.now() })
        .where('token', '=', payment.token)
        .where('status', '=', 'pending')
        .execute();
    }
    const target = paying && payment.status !== 'cancelled' ? '/payment/success' : '/payment/cancelled';
    return reply.code(303).header('location', `${app.deps.config.webBaseUrl}${target}`).send();
  });
  return Promise.resolve();
};
