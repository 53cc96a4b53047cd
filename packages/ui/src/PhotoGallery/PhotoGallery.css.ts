import { style } from '@vanilla-extract/css';
import { outlinedButton } from '../Button/outlined.css';
import { vars } from '../theme/contract.css';

/** Spec 2: photo thumbnails at most 128 px wide. */
export const thumbnailMaxWidth = '128px';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(96px, ${thumbnailMaxWidth}))`,
  gap: vars.space.small,
});

export const thumbButton = style({
  display: 'block',
  width: '100%',
  maxWidth: thumbnailMaxWidth,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  maxWidth: thumbnailMaxWidth,
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

export const caption = style({
  display: 'block',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  textAlign: 'left',
  overflowWrap: 'break-word',
});

export const empty = style({ color: vars.color.textMuted, margin: 0 });

export const stage = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '240px',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
});

export const large = style({ display: 'block', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const counter = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const navButton = style([
  outlinedButton,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall },
]);
