/**
 * The support contacts of the top bar, the help page and the licence dialog. Set at build time with
 * `VITE_SUPPORT_PHONE`, `VITE_SUPPORT_EMAIL` and `VITE_SUPPORT_WHATSAPP` (a number such as `+358 40 123 4567` or a
 * whole `https://wa.me/…` link); a contact left unset falls back to the server's managed text of the same name
 * (`support.phone`, `support.email`, `support.whatsapp` in the enums' translations). A contact set nowhere is not
 * shown, and the support item shows only when at least one contact is set.
 */
export interface SupportContacts {
  phone: string | null;
  email: string | null;
  /** The WhatsApp chat link. */
  whatsApp: string | null;
}

const given = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A WhatsApp number becomes its `https://wa.me/<digits>` link; a link is kept as it is. */
export function whatsAppLink(value: string | null): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** The contacts from build-time variables (`import.meta.env`). */
export function readSupportConfig(variables: Record<string, unknown>): SupportContacts {
  return {
    phone: given(variables.VITE_SUPPORT_PHONE),
    email: given(variables.VITE_SUPPORT_EMAIL),
    whatsApp: whatsAppLink(given(variables.VITE_SUPPORT_WHATSAPP)),
  };
}

export const supportConfig: SupportContacts = readSupportConfig(import.meta.env);

/** The configured contacts, each falling back to the server's managed text (`support.phone` ...) when unset. */
export function resolveSupportContacts(
  config: SupportContacts,
  serverTexts: readonly { key: string; value: string | null | undefined }[],
): SupportContacts {
  const server = (key: string) => given(serverTexts.find((text) => text.key === key)?.value);
  return {
    phone: config.phone ?? server('support.phone'),
    email: config.email ?? server('support.email'),
    whatsApp: config.whatsApp ?? whatsAppLink(server('support.whatsapp')),
  };
}

export const hasSupportContact = (contacts: SupportContacts) =>
  contacts.phone !== null || contacts.email !== null || contacts.whatsApp !== null;
