import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    cursor: 'pointer',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      ghost: {
        background: 'transparent',
        color: vars.color.textMuted,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      critical: {
        background: 'transparent',
        color: vars.color.critical.foreground,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.critical.background } },
      },
    },
    size: {
      small: { width: vars.controlHeight.small, height: vars.controlHeight.small },
      medium: { width: vars.controlHeight.medium, height: vars.controlHeight.medium },
      large: { width: vars.controlHeight.large, height: vars.controlHeight.large },
    },
  },
  defaultVariants: { tone: 'ghost', size: 'medium' },
});
