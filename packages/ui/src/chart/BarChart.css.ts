import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden as hidden } from '../theme/styleUtils';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
});

export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  minWidth: 0,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const swatch = style({ flex: 'none' });

export const plot = style({ width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

export const tick = style({ fill: vars.color.textMuted, fontSize: '12px', fontVariantNumeric: 'tabular-nums' });

export const rowLabel = style({ fill: vars.color.text, fontSize: vars.fontSize.small });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1, shapeRendering: 'crispEdges' });

export const axis = style({ stroke: vars.color.borderStrong, strokeWidth: 1, shapeRendering: 'crispEdges' });

/** A hairline in the surface's colour between stacked parts, so that two neighbours never merge. */
export const separator = style({ stroke: vars.color.surface, strokeWidth: 1.5 });

export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} ${numeric}`, { textAlign: 'right' });

export const visuallyHidden = style(hidden);
