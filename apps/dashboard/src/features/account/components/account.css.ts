import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

/** The account page's cards side by side on a wide screen, one under another on a phone. */
export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});
