import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

const mobile = 'screen and (max-width: 768px)';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
  fontSize: vars.fontSize.large,
});
export const contacts = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  alignItems: 'center',
  fontSize: vars.fontSize.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const link = style({ color: vars.color.link });
export const body = style({ display: 'flex', flex: 1, minHeight: 0 });
export const sidebar = style({
  width: '16rem',
  flexShrink: 0,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [mobile]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: vars.zIndex.overlay,
      overflowY: 'auto',
      selectors: { '&[data-open=false]': { display: 'none' } },
    },
  },
});
export const hamburger = style({
  display: 'none',
  '@media': { [mobile]: { display: 'inline-flex' } },
});
export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current=page]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
export const menuButton = style([
  menuLink,
  { font: 'inherit', border: 'none', background: 'transparent', cursor: 'pointer', textAlign: 'left', width: '100%' },
]);
export const groupTitle = style({
  fontSize: vars.fontSize.xsmall,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  margin: `${vars.space.small} ${vars.space.small} 0`,
  fontWeight: vars.fontWeight.semibold,
});
export const newMark = style({ color: vars.color.critical.solid, fontWeight: vars.fontWeight.bold });
export const versions = style({
  marginTop: 'auto',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  padding: vars.space.small,
});
export const topNav = style({
  display: 'flex',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [mobile]: { padding: vars.space.small } },
});
