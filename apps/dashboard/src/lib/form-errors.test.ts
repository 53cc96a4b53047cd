import { describe, expect, it, vi } from 'vitest';
import '../i18n/all-catalogs';
import { createI18n } from '../i18n/intl';
import { ApiError } from './api';
import { applyServerErrors, readServerErrors, saveErrorMessage, throttledMessage } from './form-errors';

const i18n = createI18n('fi');

function collect() {
  const placed: Record<string, string> = {};
  const setError = (name: string, error: { message?: string }) => {
    placed[name] = error.message ?? '';
  };
  return { placed, setError };
}

describe('generic form handling (spec 1 §8)', () => {
  it('puts field-keyed errors on their fields and leaves no general message', () => {
    const { placed, setError } = collect();
    const general = applyServerErrors(ApiError.from(400, { email: ['Virheellinen'] }), setError, ['email'], i18n);
    expect(placed).toEqual({ email: 'Virheellinen' });
    expect(general).toBeUndefined();
  });

  it('turns detail, non_field_errors and unknown keys into the general message', () => {
    const { placed, setError } = collect();
    const general = applyServerErrors(
      ApiError.from(400, { non_field_errors: ['Ei sallittu'], other: ['x'] }),
      setError,
      ['email'],
      i18n,
    );
    expect(placed).toEqual({});
    expect(general).toBe('Ei sallittu other: x');
  });

  it('translates an error code', () => {
    const { setError } = collect();
    const general = applyServerErrors(
      ApiError.from(403, { errorCode: 'COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED' }),
      setError,
      [],
      i18n,
    );
    expect(general).toBe('Sinun tulee olla yrityksen pääkäyttäjä muokataksesi toimipaikkoja.');
  });

  it('gives the support text for an empty answer', () => {
    const { setError } = collect();
    expect(applyServerErrors(ApiError.from(500, null), setError, [], i18n)).toBe(
      'Virhe. Ota tarvittaessa yhteyttä asiakaspalveluun',
    );
  });

  it('saves show the server detail, else the unknown-error text', () => {
    expect(saveErrorMessage(ApiError.from(400, { detail: 'Ei onnistu' }), i18n)).toBe('Ei onnistu');
    expect(saveErrorMessage(new TypeError('network'), createI18n('en'))).toBe(
      'Unknown error. Please try again later or contact support.',
    );
  });
});

describe('the options forms need', () => {
  it('a field map puts a key the server names otherwise on its field (username is the e-mail)', () => {
    const { placed, setError } = collect();
    const fieldOf = (key: string) => (key === 'username' ? 'email' : undefined);
    const general = applyServerErrors(
      ApiError.from(400, { username: ['Käytössä'], other: ['x'] }),
      setError,
      fieldOf,
      i18n,
    );
    expect(placed).toEqual({ email: 'Käytössä' });
    expect(general).toBe('other: x');
  });

  it('a toast goes with the messages, and onPlaced hears the fields that got one', () => {
    const { placed, setError } = collect();
    const toasts: unknown[] = [];
    const onPlaced = vi.fn();
    const general = applyServerErrors(
      ApiError.from(400, { pickup_city: ['Pakollinen'], detail: 'Tarkista' }),
      setError,
      ['pickup_city'],
      i18n,
      { toast: { notify: (toast) => toasts.push(toast), title: 'Virhe', text: 'Virheitä lomakkeella' }, onPlaced },
    );
    expect(placed).toEqual({ pickup_city: 'Pakollinen' });
    expect(general).toBe('Tarkista');
    expect(toasts).toEqual([{ tone: 'critical', title: 'Virhe', text: 'Virheitä lomakkeella' }]);
    expect(onPlaced).toHaveBeenCalledWith(['pickup_city']);
  });

  it('the fallback is the general message only when nothing was placed', () => {
    expect(readServerErrors(ApiError.from(400, { email: ['x'] }), ['email'], i18n, { fallback: 'body' })).toEqual({
      fields: { email: 'x' },
      general: undefined,
    });
    expect(readServerErrors(ApiError.from(400, { email: ['x'] }), [], i18n, { fallback: 'body' }).general).toBe(
      'email: x',
    );
    expect(readServerErrors(ApiError.from(400, {}), [], i18n, { fallback: 'body' }).general).toBe('body');
    expect(readServerErrors(new TypeError('offline'), [], i18n, { fallback: 'body' }).general).toBe('body');
  });

  it("'messages' gives the messages without their keys (a refused export filter)", () => {
    const error = ApiError.from(400, { date_from: ['Virheellinen päivä'], state: ['Tuntematon tila'] });
    expect(readServerErrors(error, [], i18n, { general: 'messages' }).general).toBe(
      'Virheellinen päivä Tuntematon tila',
    );
  });

  it("'first' gives the first message only: a catalogued code's text, else the server's words, else a field's", () => {
    const first = (body: unknown) => readServerErrors(ApiError.from(400, body), [], i18n, { general: 'first' }).general;
    expect(first({ errorCode: 'COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED', detail: 'x', a: ['y'] })).toBe(
      'Sinun tulee olla yrityksen pääkäyttäjä muokataksesi toimipaikkoja.',
    );
    // a code the catalog does not know is never shown as such: the server's own (translated) words are
    expect(first({ errorCode: 'USER_EXISTS_IN_ACCOUNT', detail: 'Käyttäjä on jo tilillä.' })).toBe(
      'Käyttäjä on jo tilillä.',
    );
    expect(first({ sk_status: 'USER_EXISTS', email: ['Käyttäjä on jo olemassa', 'toinen'] })).toBe(
      'Käyttäjä on jo olemassa',
    );
    expect(first({ username: ['Virheellinen'], email: ['toinen'] })).toBe('Virheellinen');
  });
});

describe('a throttled request (429)', () => {
  const throttled = (retryAfter?: string) =>
    ApiError.from(
      429,
      { detail: 'Request was throttled. Expected available in 50 seconds.' },
      new Headers(retryAfter ? { 'Retry-After': retryAfter } : {}),
    );

  it('says so in the user language with the wait from Retry-After, not the server English', () => {
    const { placed, setError } = collect();
    expect(applyServerErrors(throttled('50'), setError, ['email'], i18n)).toBe(
      'Liian monta yritystä. Yritä uudelleen 50 sekunnin kuluttua.',
    );
    expect(placed).toEqual({});
    expect(saveErrorMessage(throttled('1'), createI18n('en'))).toBe('Too many attempts. Try again in 1 second.');
    expect(throttledMessage(throttled('50'), createI18n('en'))).toBe('Too many attempts. Try again in 50 seconds.');
  });

  it('without a wait asks to try again in a moment; other errors are not throttled', () => {
    expect(throttledMessage(throttled(), i18n)).toBe('Liian monta yritystä. Yritä hetken kuluttua uudelleen.');
    expect(throttledMessage(ApiError.from(401, { detail: 'x' }), i18n)).toBeUndefined();
  });
});
