import { describe, expect, it } from 'vitest';
import { messageText, noticeMessages, resolveLanguage, validationMessages } from './messages.ts';

describe('message catalog', () => {
  it('keeps the spec texts verbatim', () => {
    expect(validationMessages.required).toEqual({ fi: 'Kenttä on pakollinen', en: 'The field is required' });
    expect(messageText('formErrors', 'fi')).toBe('Tarkista lomakkeen virheet');
    expect(messageText('emailInvalidLogin')).toBe('Tarkista sähköposti');
    expect(messageText('emailFormat')).toBe('Tarkista sähköpostiosoitteen muoto');
    expect(messageText('passwordsDoNotMatch', 'fi')).toBe('Salasanat eivät täsmää');
    expect(messageText('passwordsDoNotMatch', 'en')).toBe('Passwords does not match');
    expect(messageText('pin')).toBe('PIN-koodin tulee olla 6 numeroa');
    expect(messageText('passwordMinLength', 'en')).toBe('Password must be 8 characters long');
    expect(messageText('passwordWhitespace', 'en')).toBe('Whitespace is not allowed');
    expect(messageText('passwordNumber', 'en')).toBe('Password requires a number');
    expect(messageText('passwordLowercase', 'en')).toBe('Password requires a lowercase letter');
    expect(messageText('passwordUppercase', 'en')).toBe('Password requires an uppercase letter');
    expect(messageText('passwordSymbol', 'en')).toBe('Password requires a symbol');
    expect(messageText('businessId')).toBe('Tarkista yrityksen y-tunnus');
    expect(messageText('emailsDoNotMatch')).toBe('Sähköpostiosoitteet eivät täsmää');
    expect(messageText('usernamesDoNotMatch')).toBe('sähköpostit eivät täsmää');
    expect(messageText('phone')).toBe('Puhelinnumero tulee olla muodossa esim. +358...');
    expect(messageText('fileTooLarge', 'en')).toBe('File too large, max size are 3 MB');
    expect(messageText('fileType', 'en')).toBe('File type not allowed. Type must be .png or .jpg');
    expect(messageText('portfolio', 'en')).toBe('Select at least one portfolio');
    expect(messageText('companyMissing')).toBe('Sinulla ei ole yritystä tai roolia yrityksessä.');
    expect(messageText('unknownError', 'en')).toBe('Unknown error. Please try again later or contact support.');
    expect(messageText('unknownError', 'fi')).toBe(
      'Tuntematon virhe. Yritä myöhemmin uudelleen tai ota yhteys tukeen.',
    );
  });

  it('has a non-empty Finnish and English text for every id', () => {
    for (const text of Object.values({ ...validationMessages, ...noticeMessages })) {
      expect(text.fi.length).toBeGreaterThan(0);
      expect(text.en.length).toBeGreaterThan(0);
    }
  });

  it('gives a message id its text in the language asked for', () => {
    expect(messageText('required', 'en')).toBe('The field is required');
    expect(messageText('businessId', 'fi')).toBe('Tarkista yrityksen y-tunnus');
  });

  it('resolves a language to fi unless it is a supported one', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('en-GB')).toBe('en');
    expect(resolveLanguage('sv')).toBe('fi');
    expect(resolveLanguage(null)).toBe('fi');
    expect(resolveLanguage(undefined)).toBe('fi');
  });
});
