import { describe, expect, it } from 'vitest';
import '../i18n/all-catalogs';
import { createI18n } from '../i18n/intl';
import { ApiError } from './api';
import { applyServerErrors, saveErrorMessage, throttledMessage } from './form-errors';

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
