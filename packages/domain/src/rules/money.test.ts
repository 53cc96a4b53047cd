import { describe, expect, it } from 'vitest';
import {
  centsExcludingVat,
  euros,
  multiplyCents,
  multiplyEuros,
  parseEuros,
  roundDecimal,
  roundEuros,
  splitCents,
  sumEuros,
  toCents,
} from './money.ts';

describe('the rounding rule: half away from zero on the decimal a value prints as', () => {
  it('rounds 1.005 up to 1.01 wherever it is met (a float, a text, a product, a sum)', () => {
    // Math.round(1.005 * 100) / 100 is 1 (the double is a hair below 1.005): the copies this module replaced
    // disagreed here
    expect(toCents(1.005)).toBe(101);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1,005')).toBe(101);
    expect(roundEuros(1.005)).toBe(1.01);
    expect(multiplyCents(100, 1.005)).toBe(101);
    expect(multiplyCents(201, 0.5)).toBe(101);
    expect(roundEuros(2.675)).toBe(2.68);
    expect(roundEuros(1.004)).toBe(1);
  });

  it('rounds negative halves away from zero too (a credit mirrors a charge)', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(multiplyCents(-201, 0.5)).toBe(-101);
    expect(roundEuros(-2.675)).toBe(-2.68);
  });

  it('rounds kilometres and percents by the same rule', () => {
    expect(roundDecimal(12.25, 1)).toBe(12.3);
    expect(roundDecimal(0.15, 1)).toBe(0.2); // 0.15 * 10 is 1.4999999999999998 in binary
    expect(roundDecimal(-0.15, 1)).toBe(-0.2);
    expect(roundDecimal(1234.5, 0)).toBe(1235);
  });
});

describe('reading euros', () => {
  it('reads server decimals as numbers or strings', () => {
    expect(toCents(29.9)).toBe(2990);
    expect(toCents('29.90')).toBe(2990);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1e21)).toBe(1e23);
    expect(toCents(1e-7)).toBe(0);
  });

  it("reads a user's text with a comma, thousands spaces and a euro sign", () => {
    expect(parseEuros('12,5')).toBe(1250);
    expect(parseEuros(' 1 234,50 € ')).toBe(123450);
    expect(parseEuros('1\u00a0234,50\u00a0€')).toBe(123450);
    expect(parseEuros(',5')).toBe(50);
    expect(parseEuros('-3')).toBe(-300);
  });

  it('says null for what is not an amount, and toCents counts it as 0', () => {
    for (const value of ['', ' ', 'abc', '1,2,3', '1.2.3', '€', '--1', null, undefined, Number.NaN, Infinity]) {
      expect(parseEuros(value)).toBeNull();
      expect(toCents(value)).toBe(0);
    }
  });

  it('writes cents back as the exact two-decimal euros the API and the database keep', () => {
    expect(euros(1001)).toBe(10.01);
    expect(String(euros(123456789))).toBe('1234567.89');
    for (let cents = -1000; cents <= 100_000; cents += 7) expect(toCents(euros(cents))).toBe(cents);
  });
});

describe('arithmetic in cents', () => {
  it('multiplies by a rate exactly before rounding once', () => {
    // 12.3 km at 0.85 €/km is 10.455 €: the float product 10.454999… would round down
    expect(multiplyCents(85, 12.3)).toBe(1046);
    expect(multiplyCents(1235, 1.1)).toBe(1359); // 13.585 €
    expect(multiplyCents(1000, 'x')).toBe(0);
    // a rate with a third decimal is not rounded to cents before it is multiplied
    expect(multiplyEuros(0.031, 80)).toBe(248);
    expect(multiplyEuros(0.855, 12.3)).toBe(1052);
    expect(multiplyEuros('0,85', '12.3')).toBe(1046);
    expect(multiplyEuros(0.85, 'x')).toBe(0);
  });

  it('removes VAT exactly', () => {
    expect(centsExcludingVat(12400, 24)).toBe(10000);
    expect(centsExcludingVat(4990, 25.5)).toBe(3976);
    expect(centsExcludingVat(4900, '25.5')).toBe(3904);
    expect(centsExcludingVat(5000, 0)).toBe(5000);
  });

  it('splits an amount into shares that add up to it', () => {
    expect(splitCents(301, 2)).toEqual([151, 150]);
    expect(splitCents(300, 2)).toEqual([150, 150]);
    expect(splitCents(-301, 2)).toEqual([-151, -150]);
    expect(splitCents(100, 3)).toEqual([34, 33, 33]);
  });

  it('adds euro amounts without binary drift', () => {
    expect(sumEuros([0.1, 0.2, '0,3', null])).toBe(60);
    expect(euros(sumEuros(Array.from({ length: 1000 }, () => 0.01)))).toBe(10);
  });
});
