import { describe, expect, it } from 'vitest';
import { addOneMonth, isPurchasableLicence, licencePaymentPeriod } from './licence-payment.ts';

describe('which licence can be bought', () => {
  it('is a licence with a monthly price', () => {
    expect(isPurchasableLicence({ price: 49 })).toBe(true);
    expect(isPurchasableLicence({ price: '29.90' })).toBe(true);
  });

  it('is never Free or a price on request', () => {
    expect(isPurchasableLicence({ price: 0 })).toBe(false);
    expect(isPurchasableLicence({ price: null })).toBe(false);
    expect(isPurchasableLicence({ price: undefined })).toBe(false);
  });
});

describe('the paid period', () => {
  it('is one month, clamped to the last day of a shorter month', () => {
    expect(addOneMonth(new Date('2026-11-25T14:00:00Z')).toISOString()).toBe('2026-12-25T14:00:00.000Z');
    expect(addOneMonth(new Date('2027-01-31T08:00:00Z')).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('continues a renewal of the same licence from the end of the paid month', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const paidUntil = new Date('2026-12-10T12:00:00Z');
    expect(licencePaymentPeriod({ now, paidUntil, sameLicence: true })).toEqual({
      start: paidUntil,
      end: new Date('2027-01-10T12:00:00Z'),
    });
  });

  it('starts now for another licence or a lapsed period', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const expected = { start: now, end: new Date('2026-12-25T12:00:00Z') };
    expect(licencePaymentPeriod({ now, paidUntil: new Date('2026-12-10T12:00:00Z'), sameLicence: false })).toEqual(
      expected,
    );
    expect(licencePaymentPeriod({ now, paidUntil: new Date('2026-11-01T12:00:00Z'), sameLicence: true })).toEqual(
      expected,
    );
    expect(licencePaymentPeriod({ now, paidUntil: null, sameLicence: true })).toEqual(expected);
  });
});
