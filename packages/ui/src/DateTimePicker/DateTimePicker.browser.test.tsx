import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';
import { DateTimePicker } from './DateTimePicker';
import { dateTimeLabels as labels } from './fixtures';

beforeAll(prepareScreenshots);

describe('DateTimePicker', () => {
  for (const theme of themeNames) {
    it(`shows a Finnish, Monday-first calendar in the ${theme} theme`, async () => {
      await render(
        <ThemeRoot theme={theme}>
          <div data-testid="picker" style={{ padding: 16, width: 400, height: 460 }}>
            <DateTimePicker label="Noutoaika" labels={labels} min="2027-03-10T09:00" defaultValue="2027-03-12T14:15" />
          </div>
        </ThemeRoot>,
      );
      await userEvent.click(page.getByRole('button', { name: 'Avaa kalenteri' }));
      await expect.element(page.getByText(/maaliskuu 2027/i)).toBeVisible();
      // every day's name is in the labels' language, the day itself in the locale's (WCAG 3.1.2; Ark's own English
      // said "Selected date. perjantaina 12. maaliskuuta 2027" and "Choose …")
      await expect
        .element(page.getByRole('button', { name: /^Valittu päivä: .*12\. maaliskuuta 2027$/ }))
        .toBeVisible();
      await expect.element(page.getByRole('button', { name: /^Valitse .*15\. maaliskuuta 2027$/ })).toBeVisible();
      await expect
        .element(page.getByRole('button', { name: /^Ei valittavissa: .*9\. maaliskuuta 2027$/ }))
        .toBeVisible();
      expect(page.getByRole('button', { name: /Selected|Choose|Not available|Unavailable/ }).elements()).toHaveLength(
        0,
      );
      await userEvent.hover(page.getByTestId('picker'), { position: { x: 1, y: 1 } });
      await expect(page.getByTestId('picker')).toMatchScreenshot(`datetimepicker-${theme}`, screenshotOptions);
    });
  }
});
