import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { choiceBox, choiceLabel, choiceRow } from '../Field/choiceStyles';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  border: 0,
  padding: 0,
  margin: 0,
});

export const items = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.small },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.large, rowGap: vars.space.small },
});

export const item = style(choiceRow);

export const control = style(
  choiceBox({
    borderRadius: vars.radius.full,
    checkedSelector: '&[data-state=checked]',
    checked: {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 5px ${vars.color.surface}`,
      background: vars.color.primary,
    },
  }),
);

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  paddingTop: `calc((${vars.iconSize.large} - 1.5em) / 2)`,
});

// the option's text column (itemText) is the part centred on the control
export const itemLabel = style({ ...choiceLabel, paddingTop: 0 });
