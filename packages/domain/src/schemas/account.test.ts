import { describe, expect, it } from 'vitest';
import {
  accountUserEditSchema,
  accountUserInviteSchema,
  changeUsernameSchema,
  languageSchema,
  profileSchema,
  profileWithRequiredPhoneSchema,
} from './account.ts';
import { fieldIssues, issuesOf } from './test-helpers.ts';

describe('changeUsernameSchema', () => {
  it('requires both fields', () => {
    expect(issuesOf(changeUsernameSchema, { username: '', check_username: '' })).toEqual([
      ['username', 'required'],
      ['check_username', 'required'],
    ]);
  });

  it("requires them to match ('sähköpostit eivät täsmää')", () => {
    expect(issuesOf(changeUsernameSchema, { username: 'a@b.fi', check_username: 'a@c.fi' })).toEqual([
      ['check_username', 'usernamesDoNotMatch'],
    ]);
    expect(issuesOf(changeUsernameSchema, { username: 'a@b.fi', check_username: 'a@b.fi' })).toEqual([]);
  });
});

describe('profile schemas', () => {
  const profile = { first_name: 'Matti', last_name: 'Virtanen', username: 'matti@demo.siirto.fi', phone: '' };

  it('require first name, last name and a valid username e-mail', () => {
    expect(issuesOf(profileSchema, { first_name: '', last_name: '', username: '', phone: '' })).toEqual([
      ['first_name', 'required'],
      ['last_name', 'required'],
      ['username', 'required'],
    ]);
    expect(fieldIssues(profileSchema, { ...profile, username: 'matti' }, 'username')).toEqual(['emailFormat']);
  });

  it('the phone is optional in one variant and required in the other', () => {
    expect(issuesOf(profileSchema, profile)).toEqual([]);
    expect(issuesOf(profileSchema, { ...profile, phone: null })).toEqual([]);
    expect(issuesOf(profileWithRequiredPhoneSchema, profile)).toEqual([['phone', 'required']]);
  });

  it("a given phone must be +358 then digits ('Puhelinnumero tulee olla muodossa esim. +358...')", () => {
    for (const schema of [profileSchema, profileWithRequiredPhoneSchema]) {
      expect(fieldIssues(schema, { ...profile, phone: '0401234567' }, 'phone')).toEqual(['phone']);
      expect(fieldIssues(schema, { ...profile, phone: '+358 40' }, 'phone')).toEqual(['phone']);
      expect(fieldIssues(schema, { ...profile, phone: '+358401234567' }, 'phone')).toEqual([]);
    }
  });

  it('a new picture must be png or jpg and under 3 MB', () => {
    const withPicture = (picture: unknown) =>
      fieldIssues(profileSchema, { ...profile, profile_picture: picture }, 'profile_picture');
    expect(withPicture({ type: 'image/png', size: 2_999_999 })).toEqual([]);
    expect(withPicture({ type: 'image/jpeg', size: 1000, name: 'me.jpg' })).toEqual([]);
    expect(withPicture({ type: 'image/png', size: 3_000_000 })).toEqual(['fileTooLarge']);
    expect(withPicture({ type: 'image/gif', size: 1000 })).toEqual(['fileType']);
    expect(withPicture({ type: '', size: 1000, name: 'scan.JPG' })).toEqual([]);
    expect(withPicture({ type: 'image/webp', size: 5_000_000 })).toEqual(['fileTooLarge', 'fileType']);
    expect(withPicture(null)).toEqual([]);
  });

  it('returns the very file object it validated, so the form keeps its File', () => {
    const file = { type: 'image/png', size: 10, name: 'me.png' };
    expect(profileSchema.parse({ ...profile, profile_picture: file }).profile_picture).toBe(file);
  });
});

describe('languageSchema', () => {
  it('requires the language', () => {
    expect(issuesOf(languageSchema, { language: '' })).toEqual([['language', 'required']]);
    expect(issuesOf(languageSchema, { language: 'en' })).toEqual([]);
  });
});

describe('account user schemas', () => {
  it('invite needs a valid username e-mail and a user type', () => {
    expect(issuesOf(accountUserInviteSchema, { username: 'x', user_type: '' })).toEqual([
      ['username', 'emailFormat'],
      ['user_type', 'required'],
    ]);
    expect(issuesOf(accountUserInviteSchema, { username: 'x@y.fi', user_type: 2, portfolios: [1, 2] })).toEqual([]);
  });

  it("edit needs at least one portfolio ('Select at least one portfolio')", () => {
    expect(issuesOf(accountUserEditSchema, { portfolios: [] })).toEqual([['portfolios', 'portfolio']]);
    expect(issuesOf(accountUserEditSchema, { portfolios: [7] })).toEqual([]);
  });

  it('reads a single checkbox value as one portfolio and an unticked one as none', () => {
    expect(accountUserEditSchema.parse({ portfolios: '7' }).portfolios).toEqual(['7']);
    expect(issuesOf(accountUserEditSchema, { portfolios: false })).toEqual([['portfolios', 'portfolio']]);
    expect(accountUserInviteSchema.parse({ username: 'x@y.fi', user_type: '1', portfolios: false }).portfolios).toEqual(
      [],
    );
  });
});
