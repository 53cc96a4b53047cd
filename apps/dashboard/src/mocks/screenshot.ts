/**
 * Compares what a story shows with its committed screenshot baseline when Vitest runs the story (the `storybook`
 * project); in Storybook itself it does nothing. `globals` (theme, locale, viewport) name the baseline and size the
 * frame: `__screenshots__/<stories file>/<name>-<theme>-<locale>[-mobile]-chromium-linux.png`. The comparison lives
 * in .storybook/vitest.setup.ts, which only Vitest loads.
 */
export async function matchStoryScreenshot(
  element: HTMLElement,
  globals: Record<string, unknown>,
  name: string,
): Promise<void> {
  const match = (
    globalThis as {
      __matchStoryScreenshot?: (element: HTMLElement, globals: Record<string, unknown>, name: string) => Promise<void>;
    }
  ).__matchStoryScreenshot;
  if (match) await match(element, globals, name);
}
