import { describe, expect, it } from 'vitest';
import { SPREADSHEET_FORMULA_TRIGGERS } from './index.ts';

describe('report rules', () => {
  it('knows every character that starts a spreadsheet formula', () => {
    expect(SPREADSHEET_FORMULA_TRIGGERS).toEqual(['=', '+', '-', '@', '\t', '\r']);
  });
});
