import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatEuros,
  formatKm,
  formatPercent,
  formatKilobytes,
  roundKm,
  formatSignedNumber,
  formatSignedPercent,
  formatVatPercent,
  formatWholeEuros,
} from './number-format.ts';

const NBSP = '\u00a0';

describe('one number format per language', () => {
  it('prints a VAT percent with one decimal, the Finnish way in Finnish (spec 1 §9: "VAT shown as 0.0%")', () => {
    // the three ways VAT was printed: "ALV 0.0 %" (subscription), "ALV 25,5 %" (payment page), "25.5 %" (test page)
    expect(formatVatPercent(0, 'fi')).toBe(`0,0${NBSP}%`);
    expect(formatVatPercent(25.5, 'fi')).toBe(`25,5${NBSP}%`);
    expect(formatVatPercent(24, 'fi')).toBe(`24,0${NBSP}%`);
    expect(formatVatPercent('25.5', 'fi')).toBe(`25,5${NBSP}%`);
    expect(formatVatPercent(0, 'en')).toBe('0.0%');
    expect(formatVatPercent(25.5, 'en')).toBe('25.5%');
    expect(formatVatPercent(null, 'en')).toBe('0.0%');
  });

  it('prints other percents with the decimals asked for, rounding by the money rule', () => {
    expect(formatPercent(12, 'fi')).toBe(`12${NBSP}%`);
    expect(formatPercent(12.25, 'en', 1)).toBe('12.3%');
    expect(formatPercent(1.005, 'en', 2)).toBe('1.01%');
  });

  it('prints euros with two decimals, 1.005 as 1.01 like the money module', () => {
    expect(formatEuros(1.005, 'fi')).toBe(`1,01${NBSP}€`);
    expect(formatEuros(2.675, 'en')).toBe('€2.68');
    expect(formatEuros(1234.5, 'fi')).toBe(`1${NBSP}234,50${NBSP}€`);
  });

  it('prints kilometres with at most one decimal and the unit kept on the line', () => {
    expect(formatKm(1234.56, 'fi')).toBe(`1${NBSP}234,6${NBSP}km`);
    expect(formatKm(1234.56, 'en')).toBe(`1,234.6${NBSP}km`);
    expect(formatKm(0.15, 'en')).toBe(`0.2${NBSP}km`);
    expect(formatKm(42, 'fi')).toBe(`42${NBSP}km`);
  });

  it('prints a duration in hours and minutes', () => {
    expect(formatDuration(135, 'fi')).toBe(`2${NBSP}h 15${NBSP}min`);
    expect(formatDuration(59, 'en')).toBe(`0${NBSP}h 59${NBSP}min`);
    expect(formatDuration(1500, 'en')).toBe(`25${NBSP}h 0${NBSP}min`);
    expect(formatDuration(-61, 'en')).toBe(`-1${NBSP}h 1${NBSP}min`);
    expect(formatDuration(-61, 'fi')).toBe(`\u22121${NBSP}h 1${NBSP}min`);
    expect(formatDuration(-0.2, 'fi')).toBe(`0${NBSP}h 0${NBSP}min`);
  });
});

describe('roundKm', () => {
  it("rounds a route's distance to one decimal on its decimal, not on a float times ten", () => {
    // Math.round(3.3499999999999996 * 10) / 10 is 3.4: the float times ten is 33.5
    expect(roundKm(3.3499999999999996)).toBe(3.3);
    expect(roundKm(176.45)).toBe(176.5);
    expect(roundKm(12)).toBe(12);
  });
});

describe('formatKilobytes', () => {
  it('prints whole kilobytes, at least one, in the language', () => {
    expect(formatKilobytes(120_000, 'fi')).toBe(`117${NBSP}KB`);
    expect(formatKilobytes(3_000_000, 'fi')).toBe(`2${NBSP}930${NBSP}KB`);
    expect(formatKilobytes(3_000_000, 'en')).toBe(`2,930${NBSP}KB`);
    expect(formatKilobytes(10, 'en')).toBe(`1${NBSP}KB`);
  });
});

describe('formatSignedPercent', () => {
  it("shows a change in percent with its sign and each language's percent sign", () => {
    expect(formatSignedPercent(25, 'fi')).toBe(`+25${NBSP}%`);
    expect(formatSignedPercent(-4.4, 'fi')).toBe(`\u22124${NBSP}%`);
    expect(formatSignedPercent(25, 'en')).toBe('+25%');
    expect(formatSignedPercent(-4.4, 'en')).toBe('-4%');
    expect(formatSignedPercent(0.2, 'en')).toBe('0%');
  });
});

describe('formatSignedNumber', () => {
  it('always shows the sign of a change, none for no change', () => {
    expect(formatSignedNumber(12.4, 'fi')).toBe('+12');
    expect(formatSignedNumber(-4, 'fi')).toBe('\u22124');
    expect(formatSignedNumber(-4, 'en')).toBe('-4');
    expect(formatSignedNumber(-0.2, 'en')).toBe('0');
    expect(formatSignedNumber(1234.5, 'fi', 1)).toBe(`+1${NBSP}234,5`);
  });
});

describe('whole euros for an axis', () => {
  it('rounds half away from zero and shows no decimals', () => {
    expect(formatWholeEuros(1234.5, 'fi')).toBe(`1${NBSP}235${NBSP}€`);
    expect(formatWholeEuros(1234.49, 'en')).toBe('€1,234');
    expect(formatWholeEuros(0, 'fi')).toBe(`0${NBSP}€`);
  });
});
