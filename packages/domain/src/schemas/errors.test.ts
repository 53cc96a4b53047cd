import { describe, expect, it } from 'vitest';
import { resetPasswordSchema } from './auth.ts';
import { firstIssueIdByField } from './errors.ts';

describe('field errors from zod issues', () => {
  it('gives the first message id of each field', () => {
    const result = resetPasswordSchema.safeParse({ password: 'abc', password2: 'abd' });
    if (result.success) throw new Error('expected failure');
    expect(firstIssueIdByField(result.error)).toEqual({
      password: 'passwordMinLength',
      password2: 'passwordsDoNotMatch',
    });
  });
});
