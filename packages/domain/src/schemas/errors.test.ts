import { describe, expect, it } from 'vitest';
import { loginSchema, resetPasswordSchema } from './auth.ts';
import { fieldErrorsFromZod, firstIssueIdByField } from './errors.ts';

describe('field errors from zod issues', () => {
  it('answers field-keyed, translated messages in the requested language', () => {
    const result = loginSchema.safeParse({ email: 'x', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error, 'fi')).toEqual({
      email: ['Tarkista sähköposti'],
      password: ['Kenttä on pakollinen'],
    });
    expect(fieldErrorsFromZod(result.error, 'en')).toEqual({
      email: ['Check the e-mail'],
      password: ['The field is required'],
    });
  });

  it('gives the first message id of each field', () => {
    const result = resetPasswordSchema.safeParse({ password: 'abc', password2: 'abd' });
    if (result.success) throw new Error('expected failure');
    expect(firstIssueIdByField(result.error)).toEqual({
      password: 'passwordMinLength',
      password2: 'passwordsDoNotMatch',
    });
  });
});
