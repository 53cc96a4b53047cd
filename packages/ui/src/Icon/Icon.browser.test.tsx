import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { Icon, iconNames } from './Icon';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';

beforeAll(prepareScreenshots);

describe('Icon', () => {
  for (const theme of themeNames) {
    it(`draws the whole set in the ${theme} theme`, async () => {
      await render(
        <ThemeRoot theme={theme}>
          <div data-testid="icons" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 16, width: 560 }}>
            {iconNames.map((name) => (
              <Icon key={name} name={name} size="large" tone={name === 'warning' ? 'critical' : 'inherit'} />
            ))}
          </div>
        </ThemeRoot>,
      );
      await expect(page.getByTestId('icons')).toMatchScreenshot(`icons-${theme}`, screenshotOptions);
    });
  }

  it('is hidden from screen readers unless labelled', async () => {
    const screen = await render(
      <div>
        <Icon name="truck" />
        <Icon name="warning" label="Varoitus" />
      </div>,
    );
    await expect.element(screen.getByRole('img')).toHaveAccessibleName('Varoitus');
    expect(screen.container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  });
});
