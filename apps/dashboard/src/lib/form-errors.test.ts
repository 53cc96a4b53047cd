import { describe, expect, it } from 'vitest';
import '../i18n/all-catalogs';
import { createI18n } from '../i18n/intl';
import { ApiError } from './api';
import { applyServerErrors, saveErrorMessage } from './form-errors';

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
