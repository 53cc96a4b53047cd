import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    padding: '3px',
    gap: '2px',
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    maxWidth: '100%',
    boxSizing: 'border-box',
  },
  variants: { fullWidth: { true: { display: 'flex', width: '100%', alignSelf: 'stretch' }, false: {} } },
  defaultVariants: { fullWidth: false },
});

export const indicator = style({
  width: 'var(--width)',
  height: 'var(--height)',
  left: 'var(--left)',
  top: 'var(--top)',
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  boxShadow: `${vars.shadow.small}, inset 0 0 0 1px ${vars.color.borderStrong}`,
  transition: `left ${vars.motion.normal} ${vars.motion.easing}, width ${vars.motion.normal} ${vars.motion.easing}`,
});

export const item = recipe({
  base: {
    position: 'relative',
    zIndex: 1,
    flex: '1 1 auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minWidth: 0,
    borderRadius: vars.radius.small,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'center',
    cursor: 'pointer',
    // break-word (not anywhere) keeps short labels whole when the control sizes to its content.
    overflowWrap: 'break-word',
    selectors: {
      '&[data-state=checked]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      '&[data-hover]:not([data-state=checked]):not([data-disabled])': { color: vars.color.text },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      small: {
        minHeight: `calc(${vars.controlHeight.small} - 8px)`,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minHeight: `calc(${vars.controlHeight.medium} - 8px)`,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.body,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});
