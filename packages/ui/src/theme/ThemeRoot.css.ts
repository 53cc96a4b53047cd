import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  background: vars.color.background,
  minHeight: '100%',
});
