/**
 * Compares what a story shows with its committed screenshot baseline (`__screenshots__/` beside the stories file)
 * when Vitest runs the story; in the Storybook UI it does nothing. The hook is set by .storybook/vitest.setup.ts.
 */
export async function matchStoryScreenshot(element: Element, name: string): Promise<void> {
  const match = (globalThis as { __matchStoryScreenshot?: (element: Element, name: string) => Promise<void> })
    .__matchStoryScreenshot;
  if (match) await match(element, name);
}
