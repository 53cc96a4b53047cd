import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const clearTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: 0 },
    '&[hidden]': { display: 'none' },
  },
});

export const optionDescription = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  selectors: { '[data-highlighted] &': { color: 'inherit' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '14px',
  height: '14px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});
