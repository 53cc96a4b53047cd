/** The addresses a transport was shared with hear of each state change (with the shared link). */
import type { FastifyRequest } from 'fastify';
import { sharesConditionReport, TRANSPORT_STATE } from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import type { BusinessDb } from '../companies/context.ts';
import { enumLabel } from '../enums.ts';
import { shareRecipients } from './repository.ts';
import { sharedLink } from './share.ts';
import { stateChangeMail } from './texts.ts';

export async function mailStateChange(request: FastifyRequest, db: BusinessDb, transport: Transport) {
  const { deps } = request.server;
  const recipients = await shareRecipients(db, transport.id);
  if (recipients.length === 0) return;
  const link = sharedLink(deps.config.webBaseUrl, transport.id, transport.share_token);
  const stateFi = enumLabel('transports.transport.state', transport.state, 'fi');
  const stateEn = enumLabel('transports.transport.state', transport.state, 'en');
  // the delivery's mail names the condition report, which the tracking view offers from now on
  const delivered = transport.state === TRANSPORT_STATE.delivered && sharesConditionReport(transport);
  for (const email of recipients) {
    try {
      await deps.mailer.send({ to: email, ...stateChangeMail(transport, stateFi, stateEn, link, delivered) });
    } catch (error) {
      // A failed notice must not undo the saved order; it is logged.
      request.log.error(error);
    }
  }
}
