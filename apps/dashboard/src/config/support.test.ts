import { describe, expect, it } from 'vitest';
import { hasSupportContact, readSupportConfig, resolveSupportContacts, whatsAppLink } from './support';

describe('support contacts (configuration)', () => {
  it('reads the VITE_ variables; a WhatsApp number becomes its wa.me link', () => {
    expect(
      readSupportConfig({
        VITE_SUPPORT_PHONE: '+358 40 765 4321',
        VITE_SUPPORT_EMAIL: ' tuki@yritys.example ',
        VITE_SUPPORT_WHATSAPP: '+358 40 765 4321',
      }),
    ).toEqual({ phone: '+358 40 765 4321', email: 'tuki@yritys.example', whatsApp: 'https://wa.me/358407654321' });
    expect(whatsAppLink('https://wa.me/123')).toBe('https://wa.me/123');
  });

  it('nothing set anywhere means no support item', () => {
    const none = resolveSupportContacts(readSupportConfig({ VITE_SUPPORT_PHONE: '  ' }), []);
    expect(none).toEqual({ phone: null, email: null, whatsApp: null });
    expect(hasSupportContact(none)).toBe(false);
  });

  it('a contact left unset falls back to the server text of the same name; a configured one wins', () => {
    const contacts = resolveSupportContacts(readSupportConfig({ VITE_SUPPORT_EMAIL: 'tuki@yritys.example' }), [
      { key: 'support.email', value: 'tuki@siirto.fi' },
      { key: 'support.whatsapp', value: 'https://wa.me/358201234567' },
      { key: 'support.phone', value: '' },
    ]);
    expect(contacts).toEqual({ phone: null, email: 'tuki@yritys.example', whatsApp: 'https://wa.me/358201234567' });
    expect(hasSupportContact(contacts)).toBe(true);
  });
});
