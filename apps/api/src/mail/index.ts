import type { AppDeps } from '../http/context.ts';
import { type MailTemplate, renderMail, type MailParams } from './templates.ts';

export type { MailTemplate, MailParams } from './templates.ts';

/**
 * Send one of the templated mails in the recipient's language ('fi' default, 'en').
 * Example (backend-B): `await sendMail(request.server.deps, { to, language: 'fi', template: 'companyUserInvitation',
 * params: { link, companyName, inviterName } })`.
 */
export async function sendMail<T extends MailTemplate>(
  deps: Pick<AppDeps, 'mailer'>,
  message: { to: string; language: string | null | undefined; template: T; params: MailParams[T] },
): Promise<void> {
  const rendered = renderMail(message.template, message.language === 'en' ? 'en' : 'fi', message.params);
  await deps.mailer.send({ to: message.to, ...rendered });
}
