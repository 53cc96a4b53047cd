import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../theme/fonts';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { StatusBadge, type StatusTone } from './StatusBadge';

/** The badges of the nine transport states, in their order (the app gives the tone and label). */
const badges: [StatusTone, string][] = [
  ['neutral', 'Luonnos'],
  ['info', 'Julkaistu'],
  ['info', 'Hinta laskettu'],
  ['caution', 'Hyväksytty'],
  ['caution', 'Noudettu'],
  ['positive', 'Toimitettu'],
  ['dark', 'Laskutettu'],
  ['critical', 'Peruttu'],
  ['critical', 'Hylätty'],
];

describe('StatusBadge', () => {
  for (const theme of themeNames) {
    it(`paints every tone (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div data-testid="frame" style={{ display: 'flex', gap: 8, padding: 12, width: 760, flexWrap: 'wrap' }}>
            {badges.map(([tone, label]) => (
              <StatusBadge key={label} tone={tone} label={label} />
            ))}
          </div>
        </ThemeRoot>,
      );
      await expect(screen.getByTestId('frame')).toMatchScreenshot(`status-badges-${theme}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
      });
    });
  }
});
