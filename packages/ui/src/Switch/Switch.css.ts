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
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: '44px',
  height: vars.iconSize.large,
  padding: '2px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-state=checked]': { background: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { boxShadow: `0 0 0 2px ${vars.color.critical.solid}` },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const thumb = style({
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&[data-state=checked]': { transform: 'translateX(20px)' } },
});

export const label = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
  paddingTop: `calc((${vars.iconSize.large} - 1.5em) / 2)`,
});
