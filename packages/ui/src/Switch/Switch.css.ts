import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';
import { choiceLabel, choiceRow } from '../Field/choiceStyles';

export const root = style(choiceRow);

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

export const label = style(choiceLabel);
