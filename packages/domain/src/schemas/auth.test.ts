import { describe, expect, it } from 'vitest';
import {
  activationSchema,
  changePasswordSchema,
  changePasswordWithCurrentSchema,
  forgotPasswordSchema,
  inviteeRegistrationSchema,
  loginSchema,
  resetPasswordSchema,
} from './auth.ts';
import { passwordRuleResults, passwordSchema } from './fields.ts';
import { fieldIssues, issuesOf } from './test-helpers.ts';

const goodPassword = 'Siirto!Demo2026';

describe('loginSchema', () => {
  it('requires the e-mail and the password', () => {
    expect(issuesOf(loginSchema, { email: '', password: '' })).toEqual([
      ['email', 'required'],
      ['password', 'required'],
    ]);
    expect(issuesOf(loginSchema, {})).toEqual([
      ['email', 'required'],
      ['password', 'required'],
    ]);
  });

  it("asks to check an invalid e-mail with 'Tarkista sähköposti'", () => {
    expect(issuesOf(loginSchema, { email: 'admin@demo', password: 'x' })).toEqual([['email', 'emailInvalidLogin']]);
  });

  it('accepts valid credentials without judging the password rules', () => {
    expect(loginSchema.parse({ email: 'admin@demo.siirto.fi', password: 'x' })).toEqual({
      email: 'admin@demo.siirto.fi',
      password: 'x',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it("requires the e-mail and checks its format ('Tarkista sähköpostiosoitteen muoto')", () => {
    expect(issuesOf(forgotPasswordSchema, { email: '' })).toEqual([['email', 'required']]);
    expect(issuesOf(forgotPasswordSchema, { email: 'nobody' })).toEqual([['email', 'emailFormat']]);
    expect(issuesOf(forgotPasswordSchema, { email: 'user@demo.siirto.fi' })).toEqual([]);
  });
});

describe('passwordSchema (the rules everywhere)', () => {
  it('requires a password and reports only that when it is empty', () => {
    expect(issuesOf(passwordSchema, '')).toEqual([['', 'required']]);
  });

  it.each([
    ['Ab1!xyz', 'passwordMinLength'],
    ['Abc 1!xyz', 'passwordWhitespace'],
    ['Abcdefg!', 'passwordNumber'],
    ['ABCDEF1!', 'passwordLowercase'],
    ['abcdef1!', 'passwordUppercase'],
    ['Abcdefg1', 'passwordSymbol'],
  ])('%s breaks the rule %s', (password, id) => {
    expect(issuesOf(passwordSchema, password)).toEqual([['', id]]);
  });

  it('reports every broken rule at once', () => {
    expect(issuesOf(passwordSchema, 'abc').map(([, id]) => id)).toEqual([
      'passwordMinLength',
      'passwordNumber',
      'passwordUppercase',
      'passwordSymbol',
    ]);
  });

  it('accepts a password that keeps every rule, Finnish letters included', () => {
    expect(issuesOf(passwordSchema, goodPassword)).toEqual([]);
    expect(issuesOf(passwordSchema, 'Äänestä#2026ö')).toEqual([]);
  });
});

describe('passwordRuleResults (the checklist shown while typing)', () => {
  const met = (password: string) =>
    passwordRuleResults(password)
      .filter((rule) => rule.met)
      .map((rule) => rule.id);

  it('an empty password meets no rule; each rule is ticked as it is met', () => {
    expect(passwordRuleResults('')).toHaveLength(6);
    expect(met('')).toEqual([]);
    expect(met('a')).toEqual(['passwordWhitespace', 'passwordLowercase']);
    expect(met('Ab1!xyz')).toEqual([
      'passwordWhitespace',
      'passwordNumber',
      'passwordLowercase',
      'passwordUppercase',
      'passwordSymbol',
    ]);
  });

  it('agrees with the schema: every rule met exactly when the schema accepts the password', () => {
    for (const password of ['abc', 'Abc 1!xyz', goodPassword, 'Äänestä#2026ö', 'ABCDEF1!']) {
      const allMet = passwordRuleResults(password).every((rule) => rule.met);
      expect(allMet).toBe(issuesOf(passwordSchema, password).length === 0);
    }
  });
});

describe('resetPasswordSchema', () => {
  it('requires both fields', () => {
    expect(issuesOf(resetPasswordSchema, { password: '', password2: '' })).toEqual([
      ['password', 'required'],
      ['password2', 'required'],
    ]);
  });

  it("reports a different repeat ('Passwords does not match')", () => {
    expect(issuesOf(resetPasswordSchema, { password: goodPassword, password2: 'Other!Pass1' })).toEqual([
      ['password2', 'passwordsDoNotMatch'],
    ]);
  });

  it('applies the password rules and still reports the mismatch', () => {
    expect(issuesOf(resetPasswordSchema, { password: 'Abcdefg1', password2: 'x' })).toEqual([
      ['password', 'passwordSymbol'],
      ['password2', 'passwordsDoNotMatch'],
    ]);
  });

  it('accepts equal valid passwords', () => {
    expect(issuesOf(resetPasswordSchema, { password: goodPassword, password2: goodPassword })).toEqual([]);
  });
});

describe('activationSchema', () => {
  it('requires the PIN code', () => {
    expect(issuesOf(activationSchema, { pin_code: '' })).toEqual([['pin_code', 'required']]);
  });

  it.each(['12345', '1234567', '12a456', '12 456'])("rejects %s with 'PIN-koodin tulee olla 6 numeroa'", (pin) => {
    expect(fieldIssues(activationSchema, { pin_code: pin }, 'pin_code')).toEqual(['pin']);
  });

  it('accepts six digits with the e-mail', () => {
    expect(activationSchema.parse({ pin_code: '012345', email: 'a@b.fi' })).toEqual({
      pin_code: '012345',
      email: 'a@b.fi',
    });
  });
});

describe('inviteeRegistrationSchema', () => {
  const valid = {
    email: 'invited@demo.siirto.fi',
    first_name: 'Maija',
    last_name: 'Meikäläinen',
    password: goodPassword,
    password2: goodPassword,
    agree_terms: true,
  };

  it('accepts a complete form', () => {
    expect(issuesOf(inviteeRegistrationSchema, valid)).toEqual([]);
  });

  it('requires first and last name, at most 200 characters', () => {
    expect(issuesOf(inviteeRegistrationSchema, { ...valid, first_name: ' ', last_name: 'x'.repeat(201) })).toEqual([
      ['first_name', 'required'],
      ['last_name', 'maxLength'],
    ]);
    expect(issuesOf(inviteeRegistrationSchema, { ...valid, last_name: 'x'.repeat(200) })).toEqual([]);
  });

  it('applies the password rules and the equal repeat', () => {
    expect(issuesOf(inviteeRegistrationSchema, { ...valid, password: 'short', password2: 'short' })).toEqual([
      ['password', 'passwordMinLength'],
      ['password', 'passwordNumber'],
      ['password', 'passwordUppercase'],
      ['password', 'passwordSymbol'],
    ]);
    expect(issuesOf(inviteeRegistrationSchema, { ...valid, password2: 'Different!1' })).toEqual([
      ['password2', 'passwordsDoNotMatch'],
    ]);
  });

  it('requires the terms to be accepted', () => {
    expect(issuesOf(inviteeRegistrationSchema, { ...valid, agree_terms: false })).toEqual([
      ['agree_terms', 'agreeTerms'],
    ]);
  });
});

describe('changePasswordSchema', () => {
  it("requires an equal check_password ('Salasanat eivät täsmää')", () => {
    expect(issuesOf(changePasswordSchema, { new_password: goodPassword, check_password: 'nope' })).toEqual([
      ['check_password', 'passwordsDoNotMatch'],
    ]);
    expect(issuesOf(changePasswordSchema, { new_password: goodPassword, check_password: goodPassword })).toEqual([]);
  });

  it('applies the password rules to the new password', () => {
    expect(
      fieldIssues(changePasswordSchema, { new_password: 'Abc 1!xyz', check_password: 'Abc 1!xyz' }, 'new_password'),
    ).toEqual(['passwordWhitespace']);
  });

  it('the account-form variant also requires the current password', () => {
    expect(
      issuesOf(changePasswordWithCurrentSchema, {
        current_password: '',
        new_password: goodPassword,
        check_password: goodPassword,
      }),
    ).toEqual([['current_password', 'required']]);
    expect(
      issuesOf(changePasswordWithCurrentSchema, {
        current_password: 'old',
        new_password: goodPassword,
        check_password: goodPassword,
      }),
    ).toEqual([]);
  });
});
