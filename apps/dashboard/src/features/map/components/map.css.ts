import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

const phone = 'screen and (max-width: 767px)';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const count = style({ margin: 0, color: vars.color.textMuted });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 16rem))',
  alignItems: 'end',
  gap: vars.space.small,
  '@media': { [phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const body = style({ display: 'grid', gap: vars.space.small });

/** List and map side by side, as tall as the screen leaves; on a phone one of them at a time. */
export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(17rem, 24rem) minmax(0, 1fr)',
  gap: vars.space.medium,
  height: 'max(26rem, calc(100dvh - 17rem))',
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)', height: 'auto' } },
});

export const listPane = style({
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInlineEnd: vars.space.xxsmall,
  '@media': { [phone]: { overflowY: 'visible' } },
});

export const mapPane = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  gap: vars.space.xsmall,
  minHeight: 0,
  '@media': { [phone]: { height: 'max(22rem, calc(100dvh - 19rem))' } },
});

export const hidden = style({ display: 'none' });

export const legend = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const item = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const itemTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
});

export const itemLine = style({ display: 'block', overflowWrap: 'anywhere' });

export const itemMuted = style([itemLine, { fontSize: vars.fontSize.small, color: vars.color.textMuted }]);

export const stale = style([
  itemLine,
  { fontSize: vars.fontSize.small, color: vars.color.caution.foreground, fontWeight: vars.fontWeight.medium },
]);

/** The selected transport under the map on a phone. */
export const sheet = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
