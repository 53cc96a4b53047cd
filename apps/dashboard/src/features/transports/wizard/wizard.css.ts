import { globalStyle, style } from '@vanilla-extract/css';
import { vars, visuallyHidden as hidden } from '@siirto/ui/theme';

/** Layout of the order wizard; the controls come styled from @siirto/ui. */
export const wizard = style({ display: 'block', minWidth: 0 });
export const page = style({ paddingTop: vars.space.medium });
export const switches = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
});
/** A section with errors (spec 2 §8: highlighted on the first page). */
export const flagged = style({
  display: 'block',
  borderRadius: vars.radius.large,
  outline: `2px solid ${vars.color.critical.border}`,
  outlineOffset: '2px',
});
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const prices = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
});
globalStyle(`${prices} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const visuallyHidden = style(hidden);
