import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { outlinedButton } from '../Button/outlined.css';
import { vars } from '../theme/contract.css';
import { visuallyHidden as hidden } from '../theme/styleUtils';

export const button = recipe({
  base: [outlinedButton, { display: 'inline-flex', alignItems: 'center', gap: vars.space.small }],
  variants: {
    status: {
      idle: {},
      copied: {
        borderColor: vars.color.positive.border,
        background: vars.color.positive.background,
        color: vars.color.positive.foreground,
      },
      failed: {
        borderColor: vars.color.critical.border,
        background: vars.color.critical.background,
        color: vars.color.critical.foreground,
      },
    },
  },
});

export const visuallyHidden = style(hidden);
