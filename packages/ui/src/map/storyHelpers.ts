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
