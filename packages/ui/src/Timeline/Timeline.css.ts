import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { visuallyHidden as hidden } from '../theme/styleUtils';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '20px 1fr',
  columnGap: vars.space.medium,
  paddingBottom: vars.space.large,
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    // the connecting line
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '9px',
      top: '22px',
      bottom: '2px',
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const point = recipe({
  base: {
    boxSizing: 'border-box',
    width: '20px',
    height: '20px',
    marginTop: '2px',
    borderRadius: vars.radius.full,
    border: `3px solid ${vars.color.primary}`,
  },
  variants: {
    filled: {
      true: { background: vars.color.primary },
      false: { background: vars.color.surface, borderColor: vars.color.borderStrong },
    },
  },
});

export const body = style({ minWidth: 0, display: 'grid', gap: vars.space.xxsmall, overflowWrap: 'break-word' });
export const title = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const pending = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const time = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const description = style({ fontSize: vars.fontSize.small, color: vars.color.text });
export const visuallyHidden = style(hidden);
