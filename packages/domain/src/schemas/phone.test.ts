import { describe, expect, it } from 'vitest';
import { customerSchema } from '../customers/schema.ts';
import { invalidPhones, validPhones } from '../fixtures/phone-numbers.ts';
import { profileSchema, profileWithRequiredPhoneSchema } from './account.ts';
import { isFinnishPhone } from './fields.ts';
import { fieldIssues } from './test-helpers.ts';

/** The phone corpus through the forms' schemas; apps/api/test/core-phone.test.ts runs the same cases on the API. */
describe('the phone corpus through the forms', () => {
  const profile = { first_name: 'Matti', last_name: 'Virtanen', username: 'matti@demo.siirto.fi' };

  it.each(validPhones)('accepts $typed and keeps $stored', ({ typed, stored }) => {
    expect(isFinnishPhone(typed)).toBe(true);
    for (const schema of [profileSchema, profileWithRequiredPhoneSchema]) {
      expect(schema.parse({ ...profile, phone: typed }).phone).toBe(stored);
    }
    expect(customerSchema.parse({ name: 'Laine Oy', phone: typed }).phone).toBe(stored);
  });

  it.each(invalidPhones)('refuses %s with the phone message', (typed) => {
    expect(isFinnishPhone(typed)).toBe(false);
    for (const schema of [profileSchema, profileWithRequiredPhoneSchema]) {
      expect(fieldIssues(schema, { ...profile, phone: typed }, 'phone')).toEqual(['phone']);
    }
    expect(fieldIssues(customerSchema, { name: 'Laine Oy', phone: typed }, 'phone')).toEqual(['phone']);
  });
});
