import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xsmall });

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space.small}`,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
} as const;

export const item = style({
  ...base,
  selectors: {
    '&:hover:not([data-selected]):not(:disabled)': { background: vars.color.surfaceSunken },
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const ellipsis = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textMuted });
