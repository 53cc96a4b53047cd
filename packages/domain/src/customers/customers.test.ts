import { describe, expect, it } from 'vitest';
import { issuesOf } from '../schemas/test-helpers.ts';
import { chatPreview, CUSTOMER_OPEN_TRANSPORT_STATES, isValidBusinessId, ordersForCustomers } from './rules.ts';
import { customerSchema } from './schema.ts';

describe('isValidBusinessId', () => {
  it('accepts business ids whose check digit is right', () => {
    // 0112038-9 (Nokia), remainder 0 gives check digit 0 (0000000-0, 1572860-0)
    for (const id of ['0112038-9', '0000000-0', '1572860-0', '2211451-9']) expect(isValidBusinessId(id)).toBe(true);
  });

  it('refuses a wrong check digit, a remainder of 1 and other shapes', () => {
    expect(isValidBusinessId('0112038-8')).toBe(false);
    // 1000000: 1 * 7 = 7, remainder 7 -> 4; 0000001: 2, remainder 2 -> 9; 0000006: 12 % 11 = 1 is never issued
    expect(isValidBusinessId('1000000-4')).toBe(true);
    expect(isValidBusinessId('0000006-0')).toBe(false);
    expect(isValidBusinessId('0000006-1')).toBe(false);
    for (const id of ['', '0112038', '01120389', '112038-9', '0112038-9 ', 'A112038-9']) {
      expect(isValidBusinessId(id)).toBe(false);
    }
  });
});

describe('ordersForCustomers', () => {
  it('is for the coordinating accounts (account_type 9 and above) only', () => {
    expect(ordersForCustomers(9)).toBe(true);
    expect(ordersForCustomers(10)).toBe(true);
    for (const type of [1, 8, null, undefined]) expect(ordersForCustomers(type)).toBe(false);
  });
});

describe('customerSchema', () => {
  it('needs only a name, and reads missing contact fields as none', () => {
    expect(customerSchema.parse({ name: '  Autotalo Laine Oy ' })).toEqual({
      name: 'Autotalo Laine Oy',
      business_id: '',
      email: '',
      phone: '',
    });
  });

  it('reports an empty or too long name', () => {
    expect(issuesOf(customerSchema, { name: '   ' })).toEqual([['name', 'required']]);
    expect(issuesOf(customerSchema, {})).toEqual([['name', 'required']]);
    expect(issuesOf(customerSchema, { name: 'x'.repeat(201) })).toEqual([['name', 'maxLength']]);
    expect(issuesOf(customerSchema, { name: 'x'.repeat(200) })).toEqual([]);
  });

  it('checks the business id with its check digit, the e-mail and the Finnish phone', () => {
    expect(
      issuesOf(customerSchema, { name: 'A', business_id: '0112038-8', email: 'no-at-sign', phone: '040 123' }),
    ).toEqual([
      ['business_id', 'businessId'],
      ['email', 'emailFormat'],
      ['phone', 'phone'],
    ]);
  });

  it('normalises the e-mail and the phone it accepts', () => {
    expect(
      customerSchema.parse({
        name: 'A',
        business_id: ' 0112038-9 ',
        email: ' Tilaukset@Laine.FI ',
        phone: '+358 40-123 4567',
      }),
    ).toEqual({ name: 'A', business_id: '0112038-9', email: 'tilaukset@laine.fi', phone: '+358401234567' });
  });
});

describe('open transports and the chat preview', () => {
  it('counts ordered, unfinished transports as open', () => {
    expect([...CUSTOMER_OPEN_TRANSPORT_STATES].sort((a, b) => a - b)).toEqual([3, 4, 5, 31]);
  });

  it('shows a message as plain text, cut with an ellipsis', () => {
    expect(chatPreview('<p>Muistathan <strong>tankata</strong>&nbsp;ennen &amp; jälkeen.</p>')).toBe(
      'Muistathan tankata ennen & jälkeen.',
    );
    expect(chatPreview('a'.repeat(10), 5)).toBe('aaaa…');
    expect(chatPreview('abc', 5)).toBe('abc');
  });
});
