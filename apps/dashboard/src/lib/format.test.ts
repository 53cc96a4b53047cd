import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isNewerVersion, priceExcludingVat } from './format';

describe('formats and rules the screens show', () => {
  it('dates are DD.MM.YYYY and DD.MM.YYYY HH:mm', () => {
    expect(formatDate('2026-11-05T08:07:00')).toBe('05.11.2026');
    expect(formatDateTime('2026-11-05T08:07:00')).toBe('05.11.2026 08:07');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('the monthly price is shown without VAT, rounded to cents', () => {
    expect(priceExcludingVat(124, 24)).toBe(100);
    expect(priceExcludingVat('49.90', '25.5')).toBe(39.76);
    expect(priceExcludingVat(null, null)).toBe(0);
  });

  it('only a newer backend version triggers the update notice', () => {
    expect(isNewerVersion('2.1.13', '2.1.12')).toBe(true);
    expect(isNewerVersion('2.2.0', '2.1.12')).toBe(true);
    expect(isNewerVersion('2.1.12', '2.1.12')).toBe(false);
    expect(isNewerVersion('2.1.9', '2.1.12')).toBe(false);
  });
});
