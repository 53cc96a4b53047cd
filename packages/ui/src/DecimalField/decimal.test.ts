import { describe, expect, it } from 'vitest';
import { isDecimalText, parseDecimal } from './decimal';

describe('decimal text', () => {
  it('accepts digits with an optional . or , fraction', () => {
    for (const text of ['', '12', '12,', '12.5', '0,25', ',5']) expect(isDecimalText(text)).toBe(true);
    for (const text of ['a', '1e3', '-1', '1,2,3', '1.2.3', '1 000', '12,5€']) expect(isDecimalText(text)).toBe(false);
  });

  it('limits fraction digits when asked', () => {
    expect(isDecimalText('12,34', 2)).toBe(true);
    expect(isDecimalText('12,345', 2)).toBe(false);
    expect(isDecimalText('12', 0)).toBe(true);
  });

  it('parses either separator and gives null for unfinished text', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('7')).toBe(7);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal(',')).toBeNull();
  });
});
