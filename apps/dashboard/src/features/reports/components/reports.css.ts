import { globalStyle, style } from '@vanilla-extract/css';
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

/** The charts' period and split side by side, wrapping on a phone. */
export const chartControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'end',
});

/** Two charts to a row where they fit (each at least 28rem), one on a phone and a small laptop. */
export const charts = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  alignItems: 'start',
});

export const punctuality = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const chartHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** The definitions one click away: a native disclosure. */
export const definitions = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
globalStyle(`${definitions} summary`, { cursor: 'pointer', color: vars.color.link, minHeight: '24px' });
globalStyle(`${definitions} dl`, { margin: `${vars.space.small} 0 0` });
globalStyle(`${definitions} dt`, { color: vars.color.text, fontWeight: vars.fontWeight.medium });
globalStyle(`${definitions} dd`, { margin: `0 0 ${vars.space.small}` });
