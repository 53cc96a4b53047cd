import { describe, expect, it } from 'vitest';
import { messageText } from '../messages.ts';
import { licencePaymentSchema } from './licence-payment.ts';
import { issuesOf } from './test-helpers.ts';

describe('the licence payment order', () => {
  it('goes to payment only with the terms ticked', () => {
    expect(issuesOf(licencePaymentSchema, { agree_terms: true })).toEqual([]);
  });

  it("refuses unticked terms with the spec's required message", () => {
    expect(issuesOf(licencePaymentSchema, { agree_terms: false })).toEqual([['agree_terms', 'required']]);
    expect(messageText('required', 'fi')).toBe('Kenttä on pakollinen');
  });
});
