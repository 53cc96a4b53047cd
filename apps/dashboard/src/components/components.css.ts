import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });
export const columns = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });
export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});
export const description = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const fieldError = style({ fontSize: vars.fontSize.small, color: vars.color.critical.foreground });
export const input = style({
  font: 'inherit',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  minHeight: '2.5rem',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid=true]': { borderColor: vars.color.critical.border },
    '&:disabled': { opacity: 0.7 },
  },
});
export const check = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'center' });

export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.large,
  padding: vars.space.large,
  width: 'min(40rem, calc(100vw - 2rem))',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});
export const dialogHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space.small,
});
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});

export const fullScreen = style({ minHeight: '100vh', display: 'grid', placeItems: 'center' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const tabs = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});
export const tab = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current=page]': { borderBottomColor: vars.color.primary, fontWeight: vars.fontWeight.semibold },
  },
});
export const breadcrumbs = style({
  display: 'flex',
  gap: vars.space.xsmall,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.small,
});
globalStyle(`${breadcrumbs} li + li::before`, {
  content: '"›"',
  marginRight: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const toaster = style({
  position: 'fixed',
  insetBlockEnd: vars.space.medium,
  insetInlineEnd: vars.space.medium,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: 'min(28rem, calc(100vw - 2rem))',
});
export const link = style({ color: vars.color.link });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const buttonBase = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  borderRadius: vars.radius.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  minHeight: '2.5rem',
  cursor: 'pointer',
  border: '1px solid transparent',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const secondaryButton = style([
  buttonBase,
  { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.borderStrong },
]);
export const dangerButton = style([
  buttonBase,
  { background: vars.color.critical.solid, color: vars.color.critical.onSolid },
]);
export const fieldset = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
export const legend = style([label, { padding: 0, marginBlockEnd: vars.space.xxsmall }]);
