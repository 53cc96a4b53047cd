import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../theme/fonts';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { StatusBadge, transportStates } from './StatusBadge';

const labels: Record<number, string> = {
  2: 'Luonnos',
  3: 'Julkaistu',
  31: 'Hinta laskettu',
  4: 'Hyväksytty',
  5: 'Noudettu',
  6: 'Toimitettu',
  7: 'Laskutettu',
  8: 'Peruttu',
  9: 'Hylätty',
};

describe('StatusBadge', () => {
  for (const theme of themeNames) {
    it(`paints every transport state (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div data-testid="frame" style={{ display: 'flex', gap: 8, padding: 12, width: 760, flexWrap: 'wrap' }}>
            {transportStates.map((state) => (
              <StatusBadge key={state} state={state} label={labels[state] ?? ''} />
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
