import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    transition: `background ${vars.motion.fast}`,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
    size: {
      small: { padding: `${vars.space.xsmall} ${vars.space.small}`, fontSize: vars.fontSize.small },
      medium: { padding: `${vars.space.small} ${vars.space.medium}`, fontSize: vars.fontSize.body },
    },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});
