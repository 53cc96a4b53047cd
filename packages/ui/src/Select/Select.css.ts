import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, popoverMaxHeight } from '../theme/styleUtils';

export const trigger = style({
  cursor: 'pointer',
  textAlign: 'left',
  justifyContent: 'space-between',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const valueText = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder-shown]': { color: vars.color.textMuted } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-state=open] > &': { transform: 'rotate(180deg)' } },
});

/**
 * Popovers render in place (no portal) so they stay inside the ThemeRoot and get its tokens. Zag's positioner
 * sets an inline `z-index: var(--z-index)`, copied from its first child's computed z-index (`auto` here), which
 * drew the open list under later positioned controls such as buttons: the popover layer must win over it.
 */
export const positioner = style({ zIndex: `${vars.zIndex.popover} !important` });

export const content = style({
  boxSizing: 'border-box',
  maxHeight: popoverMaxHeight('320px'),
  overflowY: 'auto',
  padding: vars.space.xsmall,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.controlHeight.medium,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  overflowWrap: 'break-word',
  selectors: {
    '&[data-highlighted]': { background: vars.color.info.background, color: vars.color.info.foreground },
    '&[data-state=checked]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemText = style({ flex: 1, minWidth: 0 });

export const itemIndicator = style({
  display: 'inline-flex',
  color: vars.color.primary,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const leadingIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/** The visual box of a combobox popover: drawn on the positioner so a status line can sit outside the listbox. */
export const popoverBox = style({
  selectors: {
    '&:has(> [data-state=open])': {
      boxSizing: 'border-box',
      padding: vars.space.xsmall,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.medium,
    },
  },
});

export const listbox = style({
  maxHeight: popoverMaxHeight('300px'),
  overflowY: 'auto',
  outline: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});
