import { describe, expect, it } from 'vitest';
import { statusBadgeAppearance } from './StatusBadge';

describe('statusBadgeAppearance', () => {
  it('maps every transport state to the tone of spec 2 §4', () => {
    expect(statusBadgeAppearance(2)).toEqual({ tone: 'neutral', emphasis: 'subtle' });
    expect(statusBadgeAppearance(3)).toEqual({ tone: 'info', emphasis: 'solid' });
    expect(statusBadgeAppearance(31)).toEqual({ tone: 'info', emphasis: 'solid' });
    expect(statusBadgeAppearance(4)).toEqual({ tone: 'caution', emphasis: 'solid' });
    expect(statusBadgeAppearance(5)).toEqual({ tone: 'caution', emphasis: 'solid' });
    expect(statusBadgeAppearance(6)).toEqual({ tone: 'positive', emphasis: 'solid' });
    expect(statusBadgeAppearance(7)).toEqual({ tone: 'neutral', emphasis: 'solid' });
    expect(statusBadgeAppearance(8)).toEqual({ tone: 'critical', emphasis: 'solid' });
    expect(statusBadgeAppearance(9)).toEqual({ tone: 'critical', emphasis: 'solid' });
  });

  it('falls back to the light badge for an unknown state', () => {
    expect(statusBadgeAppearance(99)).toEqual({ tone: 'neutral', emphasis: 'subtle' });
  });
});
