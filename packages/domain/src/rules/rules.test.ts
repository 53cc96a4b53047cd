import { describe, expect, it } from 'vitest';
import { activationParams, normaliseActivationQuery } from './activation.ts';
import { hasNewFeatures, isFeatureNew } from './features.ts';
import { companySeatsInUse, invitationExpiresAt, invitationSentAt, isInvitationValid } from './invitations.ts';
import { hasReachedUserLimit } from './permissions.ts';
import { monthlyPriceExcludingVat } from './pricing.ts';
import { compareVersions, isNewerVersion } from './version.ts';

describe('monthly price excluding VAT', () => {
  it('divides the price by (1 + vat / 100) and rounds to 2 decimals', () => {
    expect(monthlyPriceExcludingVat(124, 24)).toBe(100);
    expect(monthlyPriceExcludingVat(49.9, 25.5)).toBe(39.76);
    expect(monthlyPriceExcludingVat('29.90', '24')).toBe(24.11);
    expect(monthlyPriceExcludingVat(50, 0)).toBe(50);
  });

  it('is 0 for the free plan or a missing price', () => {
    expect(monthlyPriceExcludingVat(0, 24)).toBe(0);
    expect(monthlyPriceExcludingVat(null, null)).toBe(0);
  });

  it('rounds a half cent up by the money rule', () => {
    // 2.01 / (1 + 100 / 100) is 1.005 exactly; the float quotient is a hair below and used to round to 1.00
    expect(monthlyPriceExcludingVat(2.01, 100)).toBe(1.01);
    expect(monthlyPriceExcludingVat('2,01', '100')).toBe(1.01);
  });
});

describe('invitation validity', () => {
  const sent = '2026-11-01T10:00:00Z';

  it('is valid for 7 days from sending', () => {
    expect(invitationExpiresAt(sent)?.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(isInvitationValid(sent, new Date('2026-11-08T09:59:59Z'))).toBe(true);
    expect(isInvitationValid(sent, new Date('2026-11-08T10:00:00Z'))).toBe(false);
    expect(invitationSentAt(new Date('2026-11-08T10:00:00Z')).toISOString()).toBe('2026-11-01T10:00:00.000Z');
  });

  it('is not valid without a known sending time', () => {
    expect(isInvitationValid(null, new Date())).toBe(false);
    expect(isInvitationValid('not a date', new Date())).toBe(false);
  });

  it('a valid pending invitation takes a seat of the licence, an expired one does not', () => {
    const now = new Date('2026-11-05T10:00:00Z');
    expect(companySeatsInUse(1, [], now)).toBe(1);
    expect(companySeatsInUse(1, [sent, '2026-10-01T10:00:00Z', null], now)).toBe(2);
    // a new company on the Free licence (one user): the registering user fills it
    expect(hasReachedUserLimit(companySeatsInUse(1, [], now), { limit_users: 1 })).toBe(true);
    expect(hasReachedUserLimit(companySeatsInUse(1, [sent], now), { limit_users: 3 })).toBe(false);
    expect(hasReachedUserLimit(companySeatsInUse(2, [sent], now), { limit_users: 3 })).toBe(true);
  });
});

describe('new-features mark', () => {
  const readAt = '2026-10-01T12:00:00Z';

  it('marks a feature created or updated after the user read the features', () => {
    expect(isFeatureNew({ created: '2026-10-02T00:00:00Z', updated: null }, readAt)).toBe(true);
    expect(isFeatureNew({ created: '2026-01-01T00:00:00Z', updated: '2026-10-01T12:00:01Z' }, readAt)).toBe(true);
    expect(isFeatureNew({ created: '2026-01-01T00:00:00Z', updated: '2026-10-01T12:00:00Z' }, readAt)).toBe(false);
  });

  it('marks every feature for a user who never read them, and none when there are none', () => {
    expect(hasNewFeatures([{ created: '2020-01-01T00:00:00Z' }], null)).toBe(true);
    expect(hasNewFeatures([], null)).toBe(false);
    expect(hasNewFeatures(undefined, readAt)).toBe(false);
    expect(hasNewFeatures([{ created: '2020-01-01T00:00:00Z' }, { updated: '2026-12-01T00:00:00Z' }], readAt)).toBe(
      true,
    );
  });
});

describe('version comparison', () => {
  it('compares numerically part by part', () => {
    expect(compareVersions('2.1.12', '2.1.13')).toBe(-1);
    expect(compareVersions('2.1.13', '2.10.0')).toBe(-1);
    expect(compareVersions('2.10.0', '2.9.99')).toBe(1);
    expect(compareVersions('2.1', '2.1.0')).toBe(0);
    expect(compareVersions('v2.1.12', '2.1.12')).toBe(0);
  });

  it('finds a backend version newer than the built-in 2.1.12', () => {
    expect(isNewerVersion('2.1.13')).toBe(true);
    expect(isNewerVersion('2.2.0')).toBe(true);
    expect(isNewerVersion('2.1.12')).toBe(false);
    expect(isNewerVersion('2.1.9')).toBe(false);
    expect(isNewerVersion('')).toBe(false);
    expect(isNewerVersion(null)).toBe(false);
  });
});

describe('activation query', () => {
  it("normalises keys prefixed with 'amp;'", () => {
    expect(normaliseActivationQuery({ email: 'a@b.fi', 'amp;pin_code': '123456' })).toEqual({
      email: 'a@b.fi',
      pin_code: '123456',
    });
    expect(normaliseActivationQuery([['amp;amp;email', 'x@y.fi']])).toEqual({ email: 'x@y.fi' });
  });

  it('prefers the plain key over its amp; form', () => {
    expect(
      normaliseActivationQuery([
        ['pin_code', '111111'],
        ['amp;pin_code', '222222'],
      ]),
    ).toEqual({ pin_code: '111111' });
  });

  it('takes e-mail and pin from the query first, then from the navigation state', () => {
    expect(activationParams({ 'amp;email': 'q@b.fi' }, { email: 's@b.fi', pin_code: '654321' })).toEqual({
      email: 'q@b.fi',
      pin_code: '654321',
    });
    expect(activationParams({}, null)).toEqual({});
  });
});
