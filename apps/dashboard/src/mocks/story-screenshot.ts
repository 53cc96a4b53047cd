/**
 * Screenshot baselines of screen stories. When a story runs as a test (the `storybook` Vitest project), its play
 * function compares the story's root with the committed baseline beside the stories file
 * (`__screenshots__/<file>/<name>-<theme>-<locale>[-<viewport>]-chromium-linux.png`; `pnpm test:update-screenshots`
 * rewrites them). In Storybook itself it does nothing. The page is made as tall as the screen so that all of it is
 * painted, at 375 px for the `mobile` viewport and 1280 px otherwise. Maps (anything marked
 * `data-testid="screenshot-mask"`) are masked: their tiles paint at their own pace.
 */
const settle = (promise: Promise<unknown>) =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000))]);

export async function matchStoryScreenshot(element: HTMLElement, globals: Record<string, unknown>, name: string) {
  if (!(globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) return;
  const [{ page }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
  const theme = globals.theme === 'dark' ? 'dark' : 'light';
  const locale = globals.locale === 'en' ? 'en' : 'fi';
  const viewport = (globals.viewport as { value?: string } | undefined)?.value;
  const width = viewport === 'mobile' ? 375 : 1280;
  await page.viewport(width, 800);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await page.viewport(width, Math.max(800, Math.ceil(element.getBoundingClientRect().height) + 48));
  // images decoded, fonts in, fades finished: the same pixels on every run
  await settle(document.fonts.ready);
  await Promise.all([...element.querySelectorAll('img')].map((img) => settle(img.decode())));
  const fades = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(fades.map((animation) => settle(animation.finished)));
  try {
    await expect(page.elementLocator(element)).toMatchScreenshot(
      [name, theme, locale, viewport].filter(Boolean).join('-'),
      {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        screenshotOptions: { mask: [page.getByTestId('screenshot-mask')], animations: 'disabled' },
      },
    );
  } finally {
    await page.viewport(1280, 800);
  }
}
