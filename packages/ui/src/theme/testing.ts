/**
 * Helpers for screenshot tests (imported only by `*.browser.test.tsx`, never by components).
 * Explicit thresholds: the default would miss subtle colour changes, zero would flake on anti-aliasing.
 */
import './fonts';

export const screenshotOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
} as const;

/**
 * Loads the UI font and stops CSS animations and transitions, so spinners, caret and hovers are captured
 * the same way on every run.
 */
export async function prepareScreenshots(): Promise<void> {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.appendChild(style);
  await Promise.all(['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Inter`)));
  await document.fonts.ready;
}
