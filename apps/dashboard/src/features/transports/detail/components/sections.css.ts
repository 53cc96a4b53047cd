import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

/** A section that a button scrolls to: clear of the page's top edge. */
export const section = style({ scrollMarginTop: vars.space.large });

/** Condition at a glance: one row per side of the car, its pickup and destination photos side by side. */
export const pairs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
export const pair = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  maxWidth: '20rem',
});
export const pairImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const noPhoto = style([
  pairImage,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
  },
]);

/** The page's action buttons wrap on a narrow screen. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
