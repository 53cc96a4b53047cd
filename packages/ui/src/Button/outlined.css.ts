import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

/**
 * The outlined look of the buttons inside ui's components (CopyButton, the Stepper's and the PhotoGallery's previous
 * and next, the DataTable's retry): the surface's colour, a thin border and the body font, quieter than Button's
 * secondary tone beside the content they act on. Each component composes it with its own layout (display, gap,
 * padding), so the look is written once.
 */
export const outlinedButton = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
