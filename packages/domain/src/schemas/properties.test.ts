/** Property tests: the password rules, the business id and the phone format hold for generated inputs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessIdSchema } from './company.ts';
import { passwordSchema, requiredPhone, usernameEmail } from './fields.ts';
import { issuesOf } from './test-helpers.ts';

const lower = fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyzäöå'));
const upper = fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÅ'));
const digit = fc.constantFrom(...Array.from('0123456789'));
const symbol = fc.constantFrom(...Array.from('!"#$%&/()=?+-_.,;:*@€<>[]{}~^\''));
const space = fc.constantFrom(' ', '\t', '\n');
const anyPasswordChar = fc.oneof(lower, upper, digit, symbol);

/** A password keeping every rule: one of each kind plus filler, shuffled. */
const validPassword = fc
  .tuple(lower, upper, digit, symbol, fc.array(anyPasswordChar, { minLength: 4, maxLength: 40 }))
  .chain(([l, u, d, s, rest]) => fc.shuffledSubarray([l, u, d, s, ...rest], { minLength: rest.length + 4 }))
  .map((chars) => chars.join(''));

const idsOf = (value: string) => issuesOf(passwordSchema, value).map(([, id]) => id);

describe('password rules (property)', () => {
  it('accept every password with 8+ characters, a number, both cases, a symbol and no whitespace', () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        expect(idsOf(password)).toEqual([]);
      }),
    );
  });

  it('reject any password shorter than 8 characters with the length message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 7 }), (password) => {
        expect(idsOf(password)).toContain('passwordMinLength');
      }),
    );
  });

  it('reject any whitespace inserted anywhere', () => {
    fc.assert(
      fc.property(validPassword, space, fc.nat(), (password, blank, at) => {
        const index = at % (password.length + 1);
        const withBlank = password.slice(0, index) + blank + password.slice(index);
        expect(idsOf(withBlank)).toEqual(['passwordWhitespace']);
      }),
    );
  });

  it('name exactly the missing kind of character', () => {
    const kinds = [
      { id: 'passwordNumber', drop: /\p{Nd}/gu, filler: 'a' },
      { id: 'passwordLowercase', drop: /\p{Ll}/gu, filler: 'A' },
      { id: 'passwordUppercase', drop: /\p{Lu}/gu, filler: 'a' },
      { id: 'passwordSymbol', drop: /[^\p{L}\p{N}\s]/gu, filler: '1' },
    ] as const;
    fc.assert(
      fc.property(validPassword, fc.constantFrom(...kinds), (password, kind) => {
        const without = password.replace(kind.drop, '').padEnd(8, kind.filler);
        expect(idsOf(without)).toEqual([kind.id]);
      }),
    );
  });
});

describe('business id (property)', () => {
  const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));

  it('accepts every 7 digits, hyphen, 1 digit', () => {
    fc.assert(
      fc.property(digits(7), digit, (body, check) => {
        expect(issuesOf(businessIdSchema, `${body}-${check}`)).toEqual([]);
      }),
    );
  });

  it('rejects any other non-empty text', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((value) => value.trim() !== '' && !/^\d{7}-\d$/.test(value.trim())),
        (value) => {
          expect(issuesOf(businessIdSchema, value)).toEqual([['', 'businessId']]);
        },
      ),
    );
  });

  it('rejects a wrong number of digits on either side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }).filter((n) => n !== 7),
        fc.integer({ min: 0, max: 3 }).filter((n) => n !== 1),
        (left, right) => {
          const value = `${'1'.repeat(left)}-${'2'.repeat(right)}`;
          expect(issuesOf(businessIdSchema, value)).toEqual([['', 'businessId']]);
        },
      ),
    );
  });
});

describe('Finnish phone format (property)', () => {
  it('accepts +358 followed by 4 to 12 digits', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 4, maxLength: 12 }), (rest) => {
        expect(issuesOf(requiredPhone(), `+358${rest.join('')}`)).toEqual([]);
      }),
    );
  });

  it('rejects numbers without the +358 prefix, with anything but digits after it, or too short or long', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 20 })
          .map((value) => value.replace(/[\s-]/g, ''))
          .filter((value) => value !== '' && !/^\+358\d{4,12}$/.test(value)),
        (value) => {
          expect(issuesOf(requiredPhone(), value)).toEqual([['', 'phone']]);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.array(digit, { maxLength: 3 }), fc.array(digit, { minLength: 13, maxLength: 20 })),
        (rest) => {
          expect(issuesOf(requiredPhone(), `+358${rest.join('')}`)).toEqual([['', 'phone']]);
        },
      ),
    );
  });
});

describe('registration e-mail normalisation (property)', () => {
  const blanks = fc.array(fc.constantFrom(' ', '\t'), { maxLength: 2 }).map((chars) => chars.join(''));
  const asciiLetterOrDigit = fc.constantFrom(
    ...Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  );
  const word = fc.array(asciiLetterOrDigit, { minLength: 1, maxLength: 10 }).map((chars) => chars.join(''));

  it('lowercases and strips every space, so any spelling of an address parses to the same username', () => {
    fc.assert(
      fc.property(
        word,
        word,
        fc.constantFrom('fi', 'com', 'se'),
        blanks,
        blanks,
        (local, domain, tld, before, inside) => {
          const typed = `${before}${local}${inside}@${domain}.${tld.toUpperCase()}${before}`;
          const expected = `${local}@${domain}.${tld}`.toLowerCase();
          expect(usernameEmail().parse(typed)).toBe(expected);
        },
      ),
    );
  });
});
