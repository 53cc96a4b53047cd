import { describe, expect, it } from 'vitest';
import { statusToneAppearance, statusTones } from './StatusBadge';

describe('statusToneAppearance', () => {
  it('paints neutral light, dark as a filled neutral and the other tones filled', () => {
    expect(statusTones.map((tone) => [tone, statusToneAppearance(tone)])).toEqual([
      ['neutral', { tone: 'neutral', emphasis: 'subtle' }],
      ['info', { tone: 'info', emphasis: 'solid' }],
      ['caution', { tone: 'caution', emphasis: 'solid' }],
      ['positive', { tone: 'positive', emphasis: 'solid' }],
      ['dark', { tone: 'neutral', emphasis: 'solid' }],
      ['critical', { tone: 'critical', emphasis: 'solid' }],
    ]);
  });
});
