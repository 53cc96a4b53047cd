import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-selected="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceSunken,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
  },
});

export const select = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: vars.controlHeight.large,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const action = style({ paddingInlineEnd: vars.space.xsmall });
