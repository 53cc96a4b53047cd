/**
 * Loaded only when Vitest runs the stories (the `storybook` project): lets a story's play function compare what it
 * shows with a committed screenshot baseline (`matchStoryScreenshot` in apps/dashboard/src/mocks/screenshot.ts). In
 * the Storybook UI nothing registers the hook, and the play function skips the comparison.
 */
import { expect } from 'vitest';

const options = {
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
};

(globalThis as { __matchStoryScreenshot?: (element: Element, name: string) => Promise<void> }).__matchStoryScreenshot =
  async (element, name) => {
    await expect(element).toMatchScreenshot(name, options);
  };
