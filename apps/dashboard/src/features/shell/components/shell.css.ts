import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

/** The brand in the shell links to the frontpage without looking like a text link. */
export const brandLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
