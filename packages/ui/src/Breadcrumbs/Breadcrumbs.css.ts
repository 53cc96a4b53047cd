import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'break-word',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'break-word',
});

export const separator = style({ color: vars.color.textMuted, display: 'inline-flex' });
