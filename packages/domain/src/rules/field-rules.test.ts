import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from './field-rules.ts';

describe('EMAIL_PATTERN', () => {
  it('is the pattern zod checks an e-mail address with, so a form and z.email() agree', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each(['etunimi.sukunimi@yritys.fi', "o'brien+siirto@mail.example.com", 'a_b-c@sub-domain.fi'])(
    'takes %s',
    (address) => expect(EMAIL_PATTERN.test(address)).toBe(true),
  );

  it.each(['matti@', '@yritys.fi', 'matti@yritys', '.matti@yritys.fi', 'matti..x@yritys.fi', 'matti @yritys.fi'])(
    'refuses %s',
    (address) => expect(EMAIL_PATTERN.test(address)).toBe(false),
  );
});
