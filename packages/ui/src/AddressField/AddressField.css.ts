import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, popoverMaxHeight } from '../theme/styleUtils';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.body,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.controlHeight.medium,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid=true]': { borderColor: vars.color.critical.solid },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const content = style({
  boxSizing: 'border-box',
  maxHeight: popoverMaxHeight('320px'),
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  margin: 0,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  selectors: {
    '&[data-highlighted]': { background: vars.color.info.background, color: vars.color.info.foreground },
  },
});

export const itemSecondary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const status = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const message = style({ margin: 0, fontSize: vars.fontSize.small });
export const warning = style([message, { color: vars.color.caution.foreground }]);
export const errorText = style([message, { color: vars.color.critical.foreground }]);
export const description = style([message, { color: vars.color.textMuted }]);
