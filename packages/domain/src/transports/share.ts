/** Sharing a transport's status changes (spec 2 §3 "Contact", §7): who can be offered and who is chosen. */
import { EMAIL_PATTERN, normaliseEmail } from '../rules/field-rules.ts';

/** At most this many recipients per share (the API refuses more). */
export const SHARE_RECIPIENTS_MAX = 50;

export type ShareRecipientSource = 'transport' | 'company' | 'added';

export interface ShareRecipient {
  /** Normalised: lowercased, without whitespace. */
  readonly email: string;
  /** A saved contact's name, when the address is one. */
  readonly name: string | null;
  /** Already receiving updates (the transport's list said checked), or added by the user just now. */
  readonly checked: boolean;
  readonly source: ShareRecipientSource;
}

export interface ShareRecipientInput {
  /** The transport's contact_emails_list. */
  readonly transportEmails: readonly { readonly email: string; readonly checked: boolean }[];
  /** The company's saved contacts. */
  readonly contacts: readonly { readonly name: string; readonly email: string | null }[];
  /** Addresses the user typed in. */
  readonly added: readonly string[];
}

/** Whether a typed address may be added (after normalising). */
export const isShareEmail = (value: string): boolean => EMAIL_PATTERN.test(normaliseEmail(value));

/**
 * One list without duplicates: the transport's addresses first (checked as the server says), then the company's
 * contacts not already listed (unchecked), then the addresses the user added (checked). A name from the contacts is
 * kept beside any address it belongs to.
 */
export function shareRecipients(input: ShareRecipientInput): ShareRecipient[] {
  const names = new Map<string, string>();
  for (const contact of input.contacts) {
    const email = contact.email ? normaliseEmail(contact.email) : '';
    if (email && contact.name.trim() && !names.has(email)) names.set(email, contact.name.trim());
  }
  const list: ShareRecipient[] = [];
  const seen = new Set<string>();
  const push = (raw: string, checked: boolean, source: ShareRecipientSource) => {
    const email = normaliseEmail(raw);
    if (!email || seen.has(email) || !EMAIL_PATTERN.test(email)) return;
    seen.add(email);
    list.push({ email, name: names.get(email) ?? null, checked, source });
  };
  for (const item of input.transportEmails) push(item.email, item.checked, 'transport');
  for (const contact of input.contacts) if (contact.email) push(contact.email, false, 'company');
  for (const email of input.added) push(email, true, 'added');
  return list;
}
