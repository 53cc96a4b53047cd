/**
 * Issue 28 item 8: no text runs out of its box and no word is broken in the middle. `layoutProblems` reads the
 * rendered page: every visible text node is measured against the block box that holds it, and every word of it
 * (split at spaces and after hyphens, dashes, slashes and an e-mail's '@', where a line may end) must sit on one line; the page itself
 * never scrolls sideways.
 */
import type { Page } from '@playwright/test';

export interface LayoutProblem {
  kind: 'overflow' | 'split';
  text: string;
  /** The holding element, e.g. `dd.x1y2` (its tag and first class). */
  where: string;
}

export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(async () => {
    // after a change of the viewport: the layout and the effects of its media queries settle in two frames
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    const problems: { kind: 'overflow' | 'split'; text: string; where: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
    const blockOf = (element: Element): Element => {
      let current = element;
      // an inline element's box is its text's own: the box that holds it is the nearest one of another kind
      while (current.parentElement && ['inline', 'contents'].includes(getComputedStyle(current).display))
        current = current.parentElement;
      return current;
    };
    /** Text meant to be clipped or not shown: visually hidden labels, truncated cells, hidden parts. */
    const skipped = (element: Element) => {
      for (let current: Element | null = element; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (style.textOverflow === 'ellipsis') return true;
        if (!['', 'none'].includes(style.getPropertyValue('-webkit-line-clamp'))) return true;
        // the visually hidden pattern: clip: rect(0 0 0 0) (read by name: the property is deprecated, not gone)
        const clip = style.getPropertyValue('clip');
        if (clip !== 'auto' && clip !== '') return true;
        if (style.clipPath !== 'none' && style.position === 'absolute') return true;
        if (current.getAttribute('aria-hidden') === 'true') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '' || parent.closest('script, style, noscript, svg, canvas, textarea, option'))
        continue;
      if (parent.getClientRects().length === 0 || skipped(parent)) continue;
      range.selectNodeContents(node);
      const textBox = range.getBoundingClientRect();
      if (textBox.width === 0) continue;
      const block = blockOf(parent);
      const box = block.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (textBox.left < box.left - 1 || textBox.right > box.right + 1)
        problems.push({ kind: 'overflow', text: text.trim().slice(0, 60), where: describe(block) });
      // each word on one line: its rectangles share a line (their tops differ by less than half a line); an e-mail
      // address may break after its '@' (EmailText), as after a hyphen or a slash
      const words = /[^\s\-–/@]+[-–/@]?/g;
      for (let match = words.exec(text); match; match = words.exec(text)) {
        if (match[0].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const first = rects[0];
        if (first && rects.some((rect) => Math.abs(rect.top - first.top) > first.height / 2)) {
          problems.push({ kind: 'split', text: match[0], where: describe(block) });
        }
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push({ kind: 'overflow', text: `the page is ${String(root.scrollWidth)} px wide`, where: 'html' });
    return problems;
  });
}
