import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    overflowWrap: 'break-word',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled=true]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled, [data-loading])': { background: vars.color.primaryHover },
          '&:active:not(:disabled, [data-loading])': { background: vars.color.primaryActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled, [data-loading])': { background: vars.color.surfaceSunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.link,
        selectors: {
          '&:hover:not(:disabled, [data-loading])': { background: vars.color.surfaceSunken },
        },
      },
      critical: {
        background: vars.color.critical.solid,
        color: vars.color.critical.onSolid,
        selectors: {
          '&:hover:not(:disabled, [data-loading])': { filter: 'brightness(0.92)' },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.controlHeight.small,
        padding: `${vars.space.xsmall} ${vars.space.small}`,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minHeight: vars.controlHeight.medium,
        padding: `${vars.space.small} ${vars.space.medium}`,
        fontSize: vars.fontSize.body,
      },
      large: {
        minHeight: vars.controlHeight.large,
        padding: `${vars.space.small} ${vars.space.large}`,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'medium', fullWidth: false },
});

/** While loading the label keeps its room (no layout jump) but is hidden behind the spinner. */
export const hiddenContent = style({ opacity: 0, display: 'inline-flex', alignItems: 'center', gap: 'inherit' });
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: 'inherit' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
