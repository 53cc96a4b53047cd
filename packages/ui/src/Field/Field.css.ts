import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted } },
});

export const hiddenLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});

export const requiredMark = style({ color: vars.color.critical.foreground, marginLeft: vars.space.xxsmall });

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical.foreground,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});

export const errorIcon = style({ marginTop: '0.1em' });

/**
 * The box of every text-like control (text, password, decimal, select trigger, combobox, date):
 * an outline with WCAG 1.4.11 contrast, a focus ring, and invalid / disabled looks.
 */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    width: '100%',
    minHeight: vars.controlHeight.medium,
    paddingInline: vars.space.small,
    boxSizing: 'border-box',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.text },
      '&:focus-within': { ...focusRing, outlineOffset: '1px', borderColor: vars.color.focus },
      '&[data-invalid]': {
        borderColor: vars.color.critical.solid,
        boxShadow: `inset 0 0 0 1px ${vars.color.critical.solid}`,
      },
      '&[data-disabled]': {
        background: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
        cursor: 'not-allowed',
      },
      '&[data-readonly]': { background: vars.color.surfaceSunken },
    },
  },
  variants: {
    multiline: { true: { alignItems: 'stretch', paddingBlock: vars.space.small }, false: {} },
  },
  defaultVariants: { multiline: false },
});

/** The bare input inside a `control`; the control draws the box. */
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  margin: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.body,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** Lines the help and error text of a checkbox or switch up with its label, past the control. */
export const choiceIndent = style({ paddingLeft: `calc(${vars.iconSize.large} + ${vars.space.small})` });
export const switchIndent = style({ paddingLeft: `calc(44px + ${vars.space.small})` });
