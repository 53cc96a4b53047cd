import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../theme/fonts';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { Notice, noticeTones } from './Notice';

describe('Notice', () => {
  for (const theme of themeNames) {
    it(`paints each tone (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div data-testid="frame" style={{ display: 'grid', gap: 8, padding: 12, width: 520 }}>
            {noticeTones.map((tone) => (
              <Notice key={tone} tone={tone} title="Hinta on laskettava uudelleen">
                Muutit lomakkeen tietoja.
              </Notice>
            ))}
          </div>
        </ThemeRoot>,
      );
      await expect(screen.getByTestId('frame')).toMatchScreenshot(`notices-${theme}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
      });
    });
  }
});
