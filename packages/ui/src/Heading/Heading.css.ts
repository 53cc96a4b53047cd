import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const base = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  letterSpacing: '-0.01em',
  overflowWrap: 'break-word',
});

export const level = styleVariants({
  1: { fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold },
  2: { fontSize: vars.fontSize.title },
  3: { fontSize: vars.fontSize.xlarge },
  4: { fontSize: vars.fontSize.large },
});
