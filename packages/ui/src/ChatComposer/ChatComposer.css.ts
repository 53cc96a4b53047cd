import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small, flexWrap: 'wrap' });

export const text = style({ flex: '1 1 12rem', minWidth: 0 });

export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const file = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const hiddenInput = style({ display: 'none' });
