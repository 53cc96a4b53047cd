import { describe, expect, it } from 'vitest';
import { ApiError, normalizeApiError, parseRetryAfter } from './errors.ts';

describe('normalizeApiError (spec 1 §8 generic form handling)', () => {
  it('puts field-keyed errors on their fields', () => {
    const body = { email: ['Tarkista sähköposti'], company_business_id: ['Tarkista yrityksen y-tunnus', 'Pakollinen'] };
    expect(normalizeApiError(400, body)).toEqual({
      status: 400,
      fieldErrors: {
        email: ['Tarkista sähköposti'],
        company_business_id: ['Tarkista yrityksen y-tunnus', 'Pakollinen'],
      },
      code: null,
      message: null,
      raw: body,
      retryAfterSeconds: null,
    });
  });

  it('accepts a single string as a field error', () => {
    expect(normalizeApiError(400, { name: 'Kenttä on pakollinen' }).fieldErrors).toEqual({
      name: ['Kenttä on pakollinen'],
    });
  });

  it('keeps an errorCode for translation, with its detail as the message', () => {
    const result = normalizeApiError(403, {
      errorCode: 'COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED',
      detail: 'You need to be a company admin to edit business locations.',
    });
    expect(result.code).toBe('COMPANY_BUSINESS_LOCATION_ADMIN_ROLE_REQUIRED');
    expect(result.message).toBe('You need to be a company admin to edit business locations.');
    expect(result.fieldErrors).toEqual({});
  });

  it('gives the login codes USER_NOT_ACTIVATED and EMAIL_NOT_CONFIRMED', () => {
    expect(normalizeApiError(401, { errorCode: 'USER_NOT_ACTIVATED' }).code).toBe('USER_NOT_ACTIVATED');
    expect(normalizeApiError(401, { errorCode: 'EMAIL_NOT_CONFIRMED', detail: 'x' }).code).toBe('EMAIL_NOT_CONFIRMED');
  });

  it.each([
    ['detail', { detail: 'No active account found with the given credentials' }],
    ['message', { message: 'No active account found with the given credentials' }],
    ['non_field_errors', { non_field_errors: ['No active account found with the given credentials'] }],
    ['general', { general: ['No active account found with the given credentials'] }],
  ])('turns %s into the general message', (_, body) => {
    const result = normalizeApiError(400, body);
    expect(result.message).toBe('No active account found with the given credentials');
    expect(result.fieldErrors).toEqual({});
    expect(result.code).toBeNull();
  });

  it('prefers detail over message and non_field_errors, and keeps field errors beside a general message', () => {
    const result = normalizeApiError(400, {
      non_field_errors: ['toinen'],
      detail: 'ensin',
      vehicle: ['Kenttä on pakollinen'],
    });
    expect(result.message).toBe('ensin');
    expect(result.fieldErrors).toEqual({ vehicle: ['Kenttä on pakollinen'] });
  });

  it('USER_EXISTS: code USER_EXISTS and the first e-mail message', () => {
    const result = normalizeApiError(400, { sk_status: 'USER_EXISTS', email: ['Käyttäjä on jo olemassa', 'toinen'] });
    expect(result.code).toBe('USER_EXISTS');
    expect(result.message).toBe('Käyttäjä on jo olemassa');
    expect(result.fieldErrors).toEqual({ email: ['Käyttäjä on jo olemassa', 'toinen'] });
  });

  it('user_not_found: the code with its detail', () => {
    const result = normalizeApiError(404, { code: 'user_not_found', detail: 'User not found' });
    expect(result).toMatchObject({ code: 'user_not_found', message: 'User not found', fieldErrors: {} });
  });

  it('unwraps the password change `data` wrapper and dots other nested errors', () => {
    const result = normalizeApiError(400, {
      data: { new_password: ['Password requires a number'] },
      waypoints: [{}, { lat: ['Virheellinen'] }],
    });
    expect(result.fieldErrors).toEqual({
      new_password: ['Password requires a number'],
      'waypoints.1.lat': ['Virheellinen'],
    });
  });

  it('an empty answer gives nothing, so the app shows its generic fallback', () => {
    for (const body of [undefined, null, '', '   ', {}]) {
      const result = normalizeApiError(500, body);
      expect(result).toMatchObject({ status: 500, fieldErrors: {}, code: null, message: null });
      expect(new ApiError(result).isEmpty).toBe(true);
    }
  });

  it('a non-JSON answer (an HTML error page) becomes the message as text', () => {
    expect(normalizeApiError(502, '<h1>Bad gateway</h1>').message).toBe('<h1>Bad gateway</h1>');
  });

  it('parses a JSON text body', () => {
    expect(normalizeApiError(400, '{"email":["Tarkista sähköposti"]}').fieldErrors).toEqual({
      email: ['Tarkista sähköposti'],
    });
  });

  it('a plain list of messages becomes the general message', () => {
    expect(normalizeApiError(400, ['Ei sallittu', 'Tarkista']).message).toBe('Ei sallittu Tarkista');
  });

  it('keeps the raw body', () => {
    const body = { detail: 'x', extra: 1 };
    expect(normalizeApiError(400, body).raw).toBe(body);
  });
});

describe('ApiError', () => {
  it('is an Error carrying the normalised fields', () => {
    const error = ApiError.from(400, { errorCode: 'LICENSE_USER_LIMIT_REACHED' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 400, code: 'LICENSE_USER_LIMIT_REACHED', serverMessage: null });
    expect(error.message).toBe('LICENSE_USER_LIMIT_REACHED');
    expect(error.isEmpty).toBe(false);
  });
});

describe('a throttled answer (429 with Retry-After)', () => {
  it('keeps the wait the server asked for, in seconds', () => {
    const error = ApiError.from(
      429,
      { detail: 'Request was throttled. Expected available in 50 seconds.' },
      new Headers({ 'Retry-After': '50' }),
    );
    expect(error.isThrottled).toBe(true);
    expect(error.retryAfterSeconds).toBe(50);
  });

  it('reads an HTTP date as the seconds left, and no header as unknown', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(parseRetryAfter('Wed, 25 Nov 2026 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 25 Nov 2026 11:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    expect(ApiError.from(400, { detail: 'x' }).isThrottled).toBe(false);
  });
});
