import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  padding: vars.space.medium,
  border: `2px solid ${vars.color.critical.solid}`,
  borderRadius: vars.radius.medium,
  background: vars.color.critical.background,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.critical.foreground,
});
export const description = style({ margin: `${vars.space.xsmall} 0 0` });
export const list = style({
  margin: `${vars.space.small} 0 0`,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const link = style({
  // a line of 24 px: each link a target of at least 24 px (WCAG 2.5.8) in a list whose items wrap
  display: 'inline-block',
  minHeight: '24px',
  lineHeight: '24px',
  color: vars.color.critical.foreground,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'break-word',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
});
