import { expect, waitFor, within } from 'storybook/test';

/**
 * For the map stories' play functions: waits until the map region named `name` has painted everything (its
 * `data-state` is 'ready') and answers the region. 25 s: the first story to paint a map loads maplibre's chunk
 * (about 1 MB unzipped) and the offline style, then WebGL draws in software on the 2-core CI machine; a painted map
 * sets data-state=ready, so a quick run waits less.
 */
export async function waitUntilPainted(canvasElement: HTMLElement, name: string) {
  const region = within(canvasElement).getByRole('region', { name });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), { timeout: 25_000 });
  return region;
}

type ScreenshotHook = (element: HTMLElement, globals: Record<string, unknown>, name: string) => Promise<void>;

/**
 * Compares the map region with its committed baseline when Vitest runs the story (the `storybook` project sets the
 * hook in .storybook/vitest.setup.ts; in Storybook itself nothing is compared):
 * `__screenshots__/<stories file>/<name>-<theme>-<locale>-chromium-linux.png`. The map itself is the subject here,
 * so nothing in it is masked.
 */
export async function matchMapScreenshot(region: HTMLElement, globals: Record<string, unknown>, name: string) {
  const match = (globalThis as { __matchStoryScreenshot?: ScreenshotHook }).__matchStoryScreenshot;
  if (match) await match(region, globals, name);
}
