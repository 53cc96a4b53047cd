import { style } from '@vanilla-extract/css';
import { outlinedButton } from '../Button/outlined.css';
import { vars } from '../theme/contract.css';
import { visuallyHidden as hidden } from '../theme/styleUtils';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  overflowX: 'auto',
  paddingBottom: vars.space.xxsmall,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: '1 1 0',
  minWidth: 0,
  // on a phone the other steps are only their numbers: the current step takes the rest of the row for its label
  '@media': {
    'screen and (max-width: 768px)': {
      flex: '0 0 auto',
      selectors: { '&[data-current]': { flex: '1 1 auto' } },
    },
  },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-selected=true]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    // the item's flags, not the trigger's: an app may mark a step before the current one as not done
    [`${item}[data-complete] &`]: {
      background: vars.color.positive.solid,
      borderColor: vars.color.positive.solid,
      color: vars.color.positive.onSolid,
    },
    [`${item}[data-current] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const text = style({ display: 'grid', minWidth: 0, overflowWrap: 'break-word' });
export const description = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const separator = style({
  flex: '1 1 16px',
  minWidth: '16px',
  height: '2px',
  background: vars.color.border,
  selectors: { '&[data-complete]': { background: vars.color.positive.solid } },
  '@media': { 'screen and (max-width: 768px)': { display: 'none' } },
});

/** On phones only the current step's label is shown; the others stay readable for screen readers. */
export const hideOnMobile = style({
  '@media': {
    'screen and (max-width: 768px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const visuallyHidden = style(hidden);

export const content = style({ minWidth: 0 });

export const nav = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.small, flexWrap: 'wrap' });

/** Previous and next: ui's outlined button look. */
export const navButton = outlinedButton;
