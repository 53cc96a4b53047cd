import { describe, expect, it } from 'vitest';
import { hasNewFeatures, newestFeatureTime } from './features.ts';

describe('the read time stored when the new features are shown', () => {
  const features = [
    { created: '2026-11-20T08:00:00Z', updated: '2026-11-20T08:00:00Z' },
    { created: '2026-09-01T08:00:00Z', updated: '2026-11-22T09:30:00Z' },
  ];

  it('is the newest created or updated time among them', () => {
    expect(newestFeatureTime(features)?.toISOString()).toBe('2026-11-22T09:30:00.000Z');
  });

  it('leaves none of the shown features new, and a later one still new', () => {
    const readAt = newestFeatureTime(features);
    expect(hasNewFeatures(features, readAt)).toBe(false);
    expect(hasNewFeatures([...features, { created: '2026-11-22T09:31:00Z' }], readAt)).toBe(true);
  });

  it('is undefined without features', () => {
    expect(newestFeatureTime([])).toBeUndefined();
  });
});
