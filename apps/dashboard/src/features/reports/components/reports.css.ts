import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

/** The filters side by side on a laptop, two or one to a row on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  alignItems: 'end',
});

/** The count of rows and the Excel button on one line, wrapping on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** Money and kilometres line up on their decimals. */
export const number = style({ display: 'block', textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
