import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const row = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

export const dateControl = style({ flex: '1 1 180px', minWidth: 0 });

export const timeControl = style({ flex: '0 1 130px', minWidth: '110px' });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  marginRight: `calc(-1 * ${vars.space.xsmall})`,
  flexShrink: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: 0 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const calendar = style({
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBottom: vars.space.xsmall,
});

export const monthTitle = style({
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
  textAlign: 'center',
  flex: 1,
});

export const table = style({ borderCollapse: 'collapse', width: '100%' });

export const weekday = style({
  width: '40px',
  height: '32px',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const day = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-outside-range]': { color: vars.color.textMuted, opacity: 0.6 },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`, fontWeight: vars.fontWeight.semibold },
    '&[data-focus]': { background: vars.color.info.background, color: vars.color.info.foreground },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': focusRing,
    '&[data-disabled]': {
      color: vars.color.textMuted,
      opacity: 0.45,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
});
