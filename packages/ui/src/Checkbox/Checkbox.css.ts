import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { choiceBox, choiceLabel, choiceRow } from '../Field/choiceStyles';

export const root = style({ ...choiceRow, minHeight: vars.iconSize.large });

export const control = style({
  ...choiceBox({
    borderRadius: vars.radius.small,
    checkedSelector: '&[data-state=checked], &[data-state=indeterminate]',
    checked: { background: vars.color.primary, borderColor: vars.color.primary },
  }),
  color: vars.color.onPrimary,
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
});

export const label = style({ ...choiceLabel, color: 'inherit' });
