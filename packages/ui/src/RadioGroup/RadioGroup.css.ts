import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  border: 0,
  padding: 0,
  margin: 0,
});

export const items = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.small },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.large, rowGap: vars.space.small },
});

export const item = style({
  // the hidden native radio sits inside its option, so scrolling to it (focus, tests) shows the option
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
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.iconSize.large,
  height: vars.iconSize.large,
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  selectors: {
    '&[data-hover]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-state=checked]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 5px ${vars.color.surface}`,
      background: vars.color.primary,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical.solid },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  paddingTop: `calc((${vars.iconSize.large} - 1.5em) / 2)`,
});

export const itemLabel = style({
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'break-word',
});
