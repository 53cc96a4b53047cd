import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The import's progress: a full-width bar in the theme's primary colour. */
export const progress = style({
  width: '100%',
  height: '0.75rem',
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  accentColor: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.primary },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
});
