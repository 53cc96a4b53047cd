import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';
import { Tabs, type TabItem } from './Tabs';

beforeAll(prepareScreenshots);

/** The account page's five tabs: at 375 px three of them do not fit. */
const items: TabItem[] = [
  { value: 'user', label: 'Omat tiedot', content: 'Profiili' },
  { value: 'subscription', label: 'Tilaus ja sopimus', content: 'Tilaus' },
  { value: 'users', label: 'Käyttäjät', content: 'Käyttäjälista' },
  { value: 'companies', label: 'Yritykset', content: 'Yrityslista' },
  { value: 'log', label: 'Loki', content: 'Lokirivit' },
];

/** The tab is wholly inside the visible part of the tab list. */
function isShown(tab: Element, list: Element) {
  const box = tab.getBoundingClientRect();
  const frame = list.getBoundingClientRect();
  return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
}

describe('Tabs on a phone (375 px)', () => {
  for (const theme of themeNames) {
    it(`shows a fade where tabs are hidden and scrolls the selected tab into view (${theme})`, async () => {
      await page.viewport(375, 400);
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div data-testid="frame" style={{ padding: 16 }}>
            <Tabs label="Omat tiedot -osiot" items={items} />
          </div>
        </ThemeRoot>,
      );
      const list = screen.getByRole('tablist', { name: 'Omat tiedot -osiot' });
      const frame = list.element().parentElement as HTMLElement;
      // the first tab is selected: more tabs after it, none before
      await expect.element(screen.getByRole('tab', { name: 'Omat tiedot' })).toHaveAttribute('aria-selected', 'true');
      expect(isShown(screen.getByRole('tab', { name: 'Loki' }).element(), list.element())).toBe(false);
      await expect.poll(() => frame.hasAttribute('data-more-after')).toBe(true);
      expect(frame.hasAttribute('data-more-before')).toBe(false);
      await userEvent.hover(screen.getByTestId('frame'), { position: { x: 1, y: 1 } }); // no hovered tab
      await expect(screen.getByTestId('frame')).toMatchScreenshot(`tabs-375-start-${theme}`, screenshotOptions);

      // choosing the last tab by keyboard brings it into view and the fade moves to the start
      await userEvent.click(screen.getByRole('tab', { name: 'Omat tiedot' }));
      await userEvent.keyboard('{End}');
      const last = screen.getByRole('tab', { name: 'Loki' });
      await expect.element(last).toHaveAttribute('aria-selected', 'true');
      await expect.element(screen.getByText('Lokirivit')).toBeVisible();
      await expect.poll(() => isShown(last.element(), list.element())).toBe(true);
      await expect.poll(() => frame.hasAttribute('data-more-before')).toBe(true);
      expect(frame.hasAttribute('data-more-after')).toBe(false);
      await userEvent.hover(screen.getByTestId('frame'), { position: { x: 1, y: 1 } });
      await expect(screen.getByTestId('frame')).toMatchScreenshot(`tabs-375-end-${theme}`, screenshotOptions);
    });
  }

  it('scrolls a selected tab given by the route (value) into view when it mounts', async () => {
    await page.viewport(375, 400);
    const screen = await render(
      <ThemeRoot>
        <Tabs label="Omat tiedot -osiot" items={items} value="companies" />
      </ThemeRoot>,
    );
    const list = screen.getByRole('tablist', { name: 'Omat tiedot -osiot' });
    const tab = screen.getByRole('tab', { name: 'Yritykset' });
    await expect.element(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => isShown(tab.element(), list.element())).toBe(true);
  });

  it('shows no fade when every tab fits (1280 px)', async () => {
    await page.viewport(1280, 400);
    const screen = await render(
      <ThemeRoot>
        <Tabs label="Omat tiedot -osiot" items={items} />
      </ThemeRoot>,
    );
    const list = screen.getByRole('tablist', { name: 'Omat tiedot -osiot' });
    await expect.element(list).toBeVisible();
    const frame = list.element().parentElement as HTMLElement;
    expect(frame.hasAttribute('data-more-before')).toBe(false);
    expect(frame.hasAttribute('data-more-after')).toBe(false);
  });
});
