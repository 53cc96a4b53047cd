import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

export const background = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: vars.space.medium,
  gap: vars.space.large,
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(160deg, ${vars.color.surfaceSunken} 0%, ${vars.color.background} 60%)`,
});
export const logo = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
  letterSpacing: '0.04em',
});
export const panel = style({
  width: 'min(34rem, 100%)',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
export const wide = style({ width: 'min(48rem, 100%)' });
/** The wizard's failed validation, field by field, one per line. */
export const errorText = style({ margin: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit' });
