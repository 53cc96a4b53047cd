import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('formats the screens show', () => {
  it('dates are DD.MM.YYYY and DD.MM.YYYY HH:mm', () => {
    expect(formatDate('2026-11-05T08:07:00')).toBe('05.11.2026');
    expect(formatDateTime('2026-11-05T08:07:00')).toBe('05.11.2026 08:07');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
