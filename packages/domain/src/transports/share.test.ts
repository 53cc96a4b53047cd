import { describe, expect, it } from 'vitest';
import { isShareEmail, shareRecipients } from './share.ts';

describe('shareRecipients', () => {
  it('lists the transport addresses first as checked by the server, then new company contacts, then added ones', () => {
    const list = shareRecipients({
      transportEmails: [
        { email: 'pekka@esimerkki.fi', checked: true },
        { email: 'liisa@esimerkki.fi', checked: false },
      ],
      contacts: [
        { name: 'Pekka Nouto', email: 'Pekka@Esimerkki.fi' },
        { name: 'Maija Myyjä', email: 'maija@esimerkki.fi' },
        { name: 'Ei sähköpostia', email: null },
      ],
      added: [' Uusi@Esimerkki.fi ', 'maija@esimerkki.fi'],
    });
    expect(list).toEqual([
      { email: 'pekka@esimerkki.fi', name: 'Pekka Nouto', checked: true, source: 'transport' },
      { email: 'liisa@esimerkki.fi', name: null, checked: false, source: 'transport' },
      { email: 'maija@esimerkki.fi', name: 'Maija Myyjä', checked: false, source: 'company' },
      { email: 'uusi@esimerkki.fi', name: null, checked: true, source: 'added' },
    ]);
  });

  it('leaves out addresses that are not e-mail addresses', () => {
    expect(
      shareRecipients({ transportEmails: [], contacts: [{ name: 'X', email: 'ei-osoite' }], added: [''] }),
    ).toEqual([]);
  });
});

describe('isShareEmail', () => {
  it('accepts an address with spaces or capitals and refuses anything else', () => {
    expect(isShareEmail(' Pekka@Esimerkki.fi')).toBe(true);
    expect(isShareEmail('pekka@')).toBe(false);
    expect(isShareEmail('')).toBe(false);
  });
});
