import { describe, expect, it } from 'vitest';
import { apiKeySchema, webhookEventsOfChange, webhookRetryDelaySeconds } from './integrations.ts';

describe('integrations', () => {
  it('an API key needs a name and a known scope; the location is optional', () => {
    expect(apiKeySchema.parse({ name: 'DMS', scopes: ['reports:read', 'transports:read'] })).toEqual({
      name: 'DMS',
      scopes: ['transports:read', 'reports:read'],
      business_location: null,
    });
    expect(
      apiKeySchema.parse({ name: 'DMS', scopes: ['orders:write'], business_location: '4' }).business_location,
    ).toBe(4);
    expect(apiKeySchema.safeParse({ name: 'DMS', scopes: [] }).success).toBe(false);
    expect(apiKeySchema.safeParse({ name: 'DMS', scopes: ['admin'] }).success).toBe(false);
  });

  it('a change of a transport gives its webhook events', () => {
    expect(webhookEventsOfChange({ oldState: null, newState: 2 })).toEqual(['transport.created']);
    expect(webhookEventsOfChange({ oldState: null, newState: 3 })).toEqual([
      'transport.created',
      'transport.published',
    ]);
    expect(webhookEventsOfChange({ oldState: 2, newState: 31 })).toEqual([
      'transport.state_changed',
      'transport.priced',
    ]);
    expect(webhookEventsOfChange({ oldState: 31, newState: 3 })).toEqual([
      'transport.state_changed',
      'transport.published',
    ]);
    expect(webhookEventsOfChange({ oldState: 3, newState: 3 })).toEqual([]);
  });

  it('retries back off exponentially with jitter, up to an hour', () => {
    expect(webhookRetryDelaySeconds(1, 0)).toBe(5);
    expect(webhookRetryDelaySeconds(1, 0.999)).toBe(10);
    expect(webhookRetryDelaySeconds(4, 0.999)).toBe(80);
    expect(webhookRetryDelaySeconds(30, 0)).toBe(1800);
    expect(webhookRetryDelaySeconds(30, 0.999)).toBe(3599);
  });
});
