/**
 * Loaded only when Vitest runs the stories (the `storybook` project): lets a story's play function compare what it
 * shows with a committed screenshot baseline (`matchStoryScreenshot` in apps/dashboard/src/mocks/screenshot.ts, which
 * calls the hook set here; in the Storybook UI nothing sets it and the comparison is skipped, so no Vitest code is
 * bundled into Storybook).
 *
 * The baseline is `__screenshots__/<stories file>/<name>-<theme>-<locale>[-<viewport>]-chromium-linux.png` beside the
 * stories file (`pnpm test:update-screenshots` rewrites them). The story's frame is 1280 px wide (375 px for the
 * `mobile` viewport) and as tall as the story's content, at least 800 px, so that every part of a tall page is in the
 * picture. Vitest shows the frame scaled down to fit its runner window (Playwright's 1280 × 720 page), which puts an
 * 800 px frame at 90 %: every baseline is taken at that one scale, and for a taller frame the runner window is made
 * taller (`resizeRunnerWindow`, vitest.workspace.ts) instead of the frame being squeezed. Maps (anything marked
 * `data-testid="screenshot-mask"`) are masked: their tiles paint at their own pace.
 */
import { afterEach as checkA11y } from '@storybook/addon-a11y/preview';
import type { StoryContext } from '@storybook/react-vite';
import { expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Sets the size of the runner's own page (around the story's frame); answers the size it had. */
    resizeRunnerWindow: (width: number, height: number) => Promise<{ width: number; height: number } | null>;
  }
}

const FRAME_WIDTH = { desktop: 1280, mobile: 375 };
const MIN_FRAME_HEIGHT = 800;
/** The scale at which Vitest shows an 800 px frame in its 1280 × 720 runner window. */
const FRAME_SCALE = 720 / MIN_FRAME_HEIGHT;

/**
 * How long Vitest may take to get two equal screenshots in a row (its default: 5 s). Each round captures the frame,
 * decodes the PNG and compares every pixel, so its time grows with the frame's height; a story whose baseline differs
 * needs three rounds (the baseline, then two equal ones). A 3,700 px page (the delivered detail with its photos) ran
 * out of the default 5 s with nothing moving on screen and failed as "not stable", even with --update.
 */
const stableWithin = (height: number) => Math.max(5_000, Math.ceil(height / MIN_FRAME_HEIGHT) * 5_000);

const settle = (promise: Promise<unknown>) =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000))]);

async function matchStoryScreenshot(element: HTMLElement, globals: Record<string, unknown>, name: string) {
  const theme = globals.theme === 'dark' ? 'dark' : 'light';
  const locale = globals.locale === 'en' ? 'en' : 'fi';
  const viewport = (globals.viewport as { value?: string } | undefined)?.value;
  const width = viewport === 'mobile' ? FRAME_WIDTH.mobile : FRAME_WIDTH.desktop;
  await page.viewport(width, MIN_FRAME_HEIGHT);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  // a multiple of 10, so that 90 % of it is a whole number of pixels and the scale stays exactly the same
  const height = Math.max(MIN_FRAME_HEIGHT, Math.ceil((element.getBoundingClientRect().height + 48) / 10) * 10);
  // the runner window first: Vitest computes the frame's scale when the frame is resized
  const runnerWindow = await commands.resizeRunnerWindow(FRAME_WIDTH.desktop, Math.round(height * FRAME_SCALE));
  try {
    await page.viewport(width, height);
    // images decoded, fonts in, fades finished: the same pixels on every run
    await settle(document.fonts.ready);
    await Promise.all([...element.querySelectorAll('img')].map((img) => settle(img.decode())));
    const fades = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(fades.map((animation) => settle(animation.finished)));
    await expect(page.elementLocator(element)).toMatchScreenshot(
      [name, theme, locale, viewport].filter(Boolean).join('-'),
      {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        timeout: stableWithin(height),
        screenshotOptions: { mask: [page.getByTestId('screenshot-mask')], animations: 'disabled' },
      },
    );
  } finally {
    if (runnerWindow) await commands.resizeRunnerWindow(runnerWindow.width, runnerWindow.height);
    await page.viewport(FRAME_WIDTH.desktop, MIN_FRAME_HEIGHT);
  }
}

/**
 * The screenshot in the story's theme and then in the other one, from one play: the theme is only the colours of the
 * same screen (its class on the theme root, .storybook/preview.tsx), so a flow need not be played again for the other
 * theme. Each theme gets what a story of its own got: its baseline (`<name>-light-…`, `<name>-dark-…`) and the
 * accessibility check that the a11y addon makes after every play (contrast differs by theme) — here for the first
 * theme, and the addon's own after the play for the second, which is left on screen.
 */
async function matchStoryScreenshotInBothThemes(element: HTMLElement, context: StoryContext, name: string) {
  const show = (globalThis as { __showStoryTheme?: (theme: 'light' | 'dark') => void }).__showStoryTheme;
  if (!show) throw new Error('matchStoryScreenshotInBothThemes needs the theme decorator of .storybook/preview.tsx');
  const first = context.globals.theme === 'dark' ? 'dark' : 'light';
  const second = first === 'dark' ? 'light' : 'dark';
  await matchStoryScreenshot(element, context.globals, name);
  await checkA11y(context);
  show(second);
  // the story's theme root (the decorator's, the outermost element of the story)
  await vi.waitFor(() =>
    expect(context.canvasElement.querySelector<HTMLElement>('[data-theme]')?.dataset.theme).toBe(second),
  );
  await matchStoryScreenshot(element, { ...context.globals, theme: second }, name);
}

Object.assign(globalThis, {
  __matchStoryScreenshot: matchStoryScreenshot,
  __matchStoryScreenshotInBothThemes: matchStoryScreenshotInBothThemes,
});
