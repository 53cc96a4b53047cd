import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const visibilityTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.controlHeight.small,
  height: vars.controlHeight.small,
  marginRight: `calc(-1 * ${vars.space.xsmall})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: '0' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
