import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/**
 * Around the list: a fade over an edge of the list where tabs are hidden (`data-more-before` / `data-more-after`),
 * so that a phone user sees that the list goes on and can be swiped.
 */
export const listFrame = style({
  position: 'relative',
  minWidth: 0,
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: '1px',
      width: '40px',
      pointerEvents: 'none',
      opacity: 0,
      transition: `opacity ${vars.motion.fast}`,
      zIndex: 1,
    },
    '&::before': { left: 0, background: `linear-gradient(to right, ${vars.color.background} 20%, transparent)` },
    '&::after': { right: 0, background: `linear-gradient(to left, ${vars.color.background} 20%, transparent)` },
    '&[data-more-before]::before': { opacity: 1 },
    '&[data-more-after]::after': { opacity: 1 },
  },
});

export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-selected]': {
      color: vars.color.link,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const content = style({
  paddingTop: vars.space.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
