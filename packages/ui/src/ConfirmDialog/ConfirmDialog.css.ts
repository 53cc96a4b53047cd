import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const danger = style({
  background: vars.color.critical.solid,
  color: vars.color.critical.onSolid,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.critical.foreground, color: vars.color.critical.background },
  },
});
