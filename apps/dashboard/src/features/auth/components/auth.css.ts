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
export const title = style({ margin: 0, fontSize: vars.fontSize.title });
export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
export const link = style({ color: vars.color.link });
export const steps = style({
  display: 'flex',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  flexWrap: 'wrap',
});
export const stepButton = style({
  font: 'inherit',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-current=step]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
