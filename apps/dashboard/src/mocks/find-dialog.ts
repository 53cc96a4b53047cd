import { expect, waitFor, within } from 'storybook/test';

/**
 * A story's dialog by its name, once it is in place and still (dialogs are portalled out of the story's root): it
 * waits for the session and its lazily loaded texts, as the screens' `screenLoad` waits do, and for its fades to end
 * (a dialog open from the first render may restart its fade, whose cancelled animation rejects its promise; a
 * spinner's endless turn is not waited for). Answers the queries within the dialog.
 */
export async function findStoryDialog(name: string) {
  const screen = within(document.body);
  await waitFor(() => expect(screen.getByRole('dialog', { name }).closest('[data-theme]')).not.toBeNull(), {
    timeout: 10_000,
  });
  const dialog = screen.getByRole('dialog', { name });
  const fades = dialog
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.allSettled(fades.map((animation) => animation.finished));
  return within(dialog);
}
