import { vars } from './contract.css';

/** The focus ring every interactive element shows on keyboard focus (WCAG 2.4.7 / 2.4.13). */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** Visually hidden but read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * At most the room beside the trigger (`--available-height`), but never so small that the list would rather
 * scroll in a sliver at the bottom of the viewport than flip upward: a list that is taller than the room below
 * makes the positioner flip it above the trigger (a list that grows after opening, e.g. suggestions loaded later,
 * too).
 */
export const popoverMaxHeight = (tallest: string) => `min(${tallest}, max(var(--available-height, ${tallest}), 160px))`;
