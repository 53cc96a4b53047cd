import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const control = style({ display: 'flex', gap: vars.space.small, flexWrap: 'nowrap' });

export const input = style({
  width: vars.controlHeight.large,
  height: '56px',
  minWidth: 0,
  flexShrink: 1,
  boxSizing: 'border-box',
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&:focus-visible, &:focus': { ...focusRing, outlineOffset: '1px', borderColor: vars.color.focus },
    '&[data-invalid]': {
      borderColor: vars.color.critical.solid,
      boxShadow: `inset 0 0 0 1px ${vars.color.critical.solid}`,
    },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
