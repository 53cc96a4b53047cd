import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({ margin: 0, display: 'grid', gap: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 2fr',
  gap: vars.space.medium,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': { 'screen and (max-width: 768px)': { gridTemplateColumns: '1fr', gap: vars.space.xxsmall } },
});

export const stackedRow = style({ gridTemplateColumns: '1fr', gap: vars.space.xxsmall });

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'break-word',
});

export const description = style({ margin: 0, color: vars.color.text, overflowWrap: 'break-word', minWidth: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });
