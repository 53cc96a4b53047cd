import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const root = style({
  // the hidden native input sits inside the control's box, so scrolling to it (focus, tests) shows the control
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
  minHeight: vars.iconSize.large,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.iconSize.large,
  height: vars.iconSize.large,
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-state=checked], &[data-state=indeterminate]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical.solid },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const label = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: 'inherit',
  overflowWrap: 'break-word',
  // Centre a one-line label on the 24 px box.
  paddingTop: `calc((${vars.iconSize.large} - 1.5em) / 2)`,
});
