import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflowWrap: 'break-word',
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

const changeBase = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  overflowWrap: 'break-word',
});

/** The change's tone colours its text only; the text itself says better or worse (colour is never the only cue). */
export const change = styleVariants({
  positive: [changeBase, { color: vars.color.positive.foreground }],
  critical: [changeBase, { color: vars.color.critical.foreground }],
  neutral: [changeBase, { color: vars.color.textMuted }],
});
