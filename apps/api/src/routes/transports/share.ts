/** Sharing a transport: its token, the addresses to offer, and sharing by e-mail (spec 2 §7). */
import type { FastifyPluginAsync } from 'fastify';
import { canShareTransport, SHARE_RECIPIENTS_MAX } from '@siirto/domain';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { quotaOwner, takeQuota } from '../../http/quotas.ts';
import { emailSchema, languageOf, msg, parseBody } from '../../http/validation.ts';
import { loadVisibleTransport, renewShareToken, replaceShareRecipients, shareRecipients } from './repository.ts';
import { shareMail } from './texts.ts';

const shareSchema = z.object({
  emails: z
    .array(emailSchema, { error: 'transportEmailList' })
    .min(1, { error: 'transportRecipientRequired' })
    .max(SHARE_RECIPIENTS_MAX, { error: 'transportTooManyRecipients' }),
});

export const sharedLink = (webBaseUrl: string, transportId: number, token: string) =>
  `${webBaseUrl}/shared/transport/${String(transportId)}?token=${encodeURIComponent(token)}`;

export const transportShareRoutes: FastifyPluginAsync = (app) => {
  const { deps } = app;

  app.get('/transports/company/:id/share_token/', async (request) => {
    const { transport } = await loadVisibleTransport(request);
    return { share_token: transport.share_token };
  });

  // A new token: the old link stops working at once (the shared view answers 404 to it).
  app.post('/transports/company/:id/revoke_share_token/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    return { share_token: await renewShareToken(db, transport.id, request.server.deps.clock.now()) };
  });

  app.get('/transports/company/:id/get_contacts/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    const shared = await shareRecipients(db, transport.id);
    const list: { email: string; checked: boolean }[] = shared.map((email) => ({ email, checked: true }));
    for (const email of [transport.pickup_contact_email, transport.destination_contact_email]) {
      const normalised = email.trim().toLowerCase();
      if (normalised !== '' && !list.some((item) => item.email === normalised))
        list.push({ email: normalised, checked: false });
    }
    return { contact_emails_list: list };
  });

  app.post('/transports/company/:id/share_transport/', async (request) => {
    const { context, db, transport } = await loadVisibleTransport(request);
    const language = languageOf(request);
    const emails = [...new Set(parseBody(shareSchema, request.body, language).emails)];
    // Only a published order is shared: a draft (2) or a priced draft (31) is the company's own unfinished work,
    // free to make in any number, and nobody outside follows it.
    if (!canShareTransport(transport.state)) throw new HttpError(400, { detail: 'transportShareUnpublished' });
    // Every recipient counts against the user's and the company's share mails of the hour and of the day.
    await takeQuota(request, ['shareMailHour', 'shareMailDay'], quotaOwner(context), emails.length);
    const now = deps.clock.now();
    // The list is the full set of recipients: unchecked addresses stop receiving updates.
    await replaceShareRecipients(db, transport.id, emails, now);
    const link = sharedLink(deps.config.webBaseUrl, transport.id, transport.share_token);
    const route = `${transport.pickup_city_name || transport.pickup_location} – ${transport.destination_city_name || transport.destination_location}`;
    try {
      for (const email of emails) await deps.mailer.send({ to: email, ...shareMail(transport, route, link, language) });
    } catch (error) {
      request.log.error(error);
      throw new HttpError(503, { detail: msg('mailFailed', language) });
    }
    return { detail: msg('transportShared', language) };
  });
  return Promise.resolve();
};
