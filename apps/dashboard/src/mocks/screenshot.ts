import type { StoryContext } from '@storybook/react-vite';

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

/**
 * `matchStoryScreenshot` in the story's theme, then in the other one on the same screen (the theme switched in place,
 * the flow not played again): both baselines, and the accessibility check in each theme (.storybook/vitest.setup.ts).
 * For a story whose play is a long flow that only the final picture's colours tell apart by theme.
 */
export async function matchStoryScreenshotInBothThemes(
  element: HTMLElement,
  context: StoryContext,
  name: string,
): Promise<void> {
  const match = (
    globalThis as {
      __matchStoryScreenshotInBothThemes?: (element: HTMLElement, context: StoryContext, name: string) => Promise<void>;
    }
  ).__matchStoryScreenshotInBothThemes;
  if (match) await match(element, context, name);
}
