import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  color: vars.color.text,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  marginBottom: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'break-word',
});

export const description = style({
  margin: 0,
  maxWidth: '48ch',
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
});

export const action = style({
  marginTop: vars.space.small,
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  justifyContent: 'center',
});
