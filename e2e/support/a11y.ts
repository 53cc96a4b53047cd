/**
 * The accessibility walk's checks (issue 35, issue 28 item 8): axe-core with the WCAG 2.2 AA tags and the layout scan
 * in every combination of width and theme, read in place.
 */
import axe from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import { layoutProblems } from './overflow.ts';

/** What axe found, one line per rule with the elements it names. */
type Violations = string[];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core run in the page: its source is put into a document once (the signed-in stops share one document) and each
 * check is one `axe.run` that reports violations only. @axe-core/playwright's `analyze()` put the 0.5 MB source into
 * the page and into a blank page of its own at every call: 2.3 s a call at load ~8, against 0.4 s for the rules
 * themselves, and the walk calls axe about 140 times a run (2026-11-28).
 */
export async function runAxe(
  page: Page,
  { include, tags, rules }: { include?: string; tags?: string[]; rules?: string[] },
): Promise<Violations> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, runOnly }) => {
      const results = await window.axe!.run(include ?? document, { runOnly, resultTypes: ['violations'] });
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { include, runOnly: rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: tags! } },
  );
}

export type Theme = 'light' | 'dark';
const otherTheme = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (the 2.2 tag turns on target-size, off by default). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * The rules that read colours (axe-core 4.11's cat.color: color-contrast and link-in-text-block; the third,
 * color-contrast-enhanced, is AAA). A theme is a set of colour tokens on the theme root (ThemeRoot's class, html's
 * data-theme): it changes no element, name, role, size or visibility, so every other rule gives the same answer in
 * both themes, and the second theme at a width is read by these rules alone.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** What the page shows after a change of width or theme has settled: two frames, and the theme's colour transitions. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    // a button's background fades in 120 ms: axe would read a colour half-way between the themes
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

export async function setWidth(page: Page, width: number) {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: 900 });
  // the media queries (the phone menu or the side menu, the list's cards or table) follow the window's width
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  await settled(page);
}

async function setTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await settled(page);
}

/**
 * Issue 35's four combinations of width (375 and 1280 px) and theme at one stop, read in place (a change of width or
 * theme is cheap, a page load is not), and issue 28 item 8's layout scan at 375, 1024 and 1280 px. The widths start
 * at the page's own (so that a stop costs two changes of width), the themes too: at the first width the whole rule
 * set in the page's theme and the colour rules in the other, at the second the other way round.
 */
export async function expectEveryCombination(
  page: Page,
  what: string,
  { include, visible }: { include?: string; visible?: Locator } = {},
) {
  const current = page.viewportSize()?.width ?? 1280;
  const widths = current === 375 ? [375, 1024, 1280] : [1280, 1024, 375];
  let theme: Theme = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  for (const width of widths) {
    await setWidth(page, width);
    // a dialog stays open at every width; a page shows nothing still loading (the export dialog is busy by design)
    if (visible) await expect(visible, `${what} at ${String(width)} px`).toBeVisible();
    else await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
    expect.soft(await layoutProblems(page), `layout of ${what} at ${String(width)} px`).toEqual([]);
    if (width === 1024) continue;
    const all = await runAxe(page, { include, tags: wcagTags });
    expect.soft(all, `axe violations in ${what} at ${String(width)} px, ${theme}`).toEqual([]);
    theme = otherTheme(theme);
    await setTheme(page, theme);
    const colours = await runAxe(page, { include, rules: colourRules });
    expect.soft(colours, `axe colour violations in ${what} at ${String(width)} px, ${theme}`).toEqual([]);
  }
}

/**
 * An open dialog (a ui Dialog, or a ConfirmDialog's alertdialog, portalled into the theme root) passes axe and fits
 * in every combination, opened once; then it is closed with Escape, or with the `close` button where Escape is not
 * how a user leaves it.
 */
export async function expectDialogAccessible(page: Page, dialog: Locator, what: string, close?: Locator) {
  await expect(dialog).toBeVisible();
  await expectEveryCombination(page, what, { include: '[role=dialog], [role=alertdialog]', visible: dialog });
  if (close) await close.click();
  else await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}
