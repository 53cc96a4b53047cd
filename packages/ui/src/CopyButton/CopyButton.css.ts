import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.medium}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    status: {
      idle: {},
      copied: {
        borderColor: vars.color.positive.border,
        background: vars.color.positive.background,
        color: vars.color.positive.foreground,
      },
      failed: {
        borderColor: vars.color.critical.border,
        background: vars.color.critical.background,
        color: vars.color.critical.foreground,
      },
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
