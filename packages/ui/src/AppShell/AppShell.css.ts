import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden as hidden } from '../theme/styleUtils';

const mobile = 'screen and (max-width: 768px)';
const desktop = 'screen and (min-width: 769px)';
/** On paper only the page's own content is printed: the menus, the top bar and the skip link are left out. */
const print = 'print';
const notPrinted = { [print]: { display: 'none' } };

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '264px minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"side top" "side main"',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"top" "main"' },
    [print]: { display: 'block', minHeight: 'auto', background: 'none' },
  },
});

export const shellTop = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"top" "main"',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: { '&:focus': { top: vars.space.small, outline: `3px solid ${vars.color.focus}` } },
  '@media': notPrinted,
});

export const side = style({
  gridArea: 'side',
  position: 'sticky',
  top: 0,
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  '@media': { [mobile]: { display: 'none' }, ...notPrinted },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '64px',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.large}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const nav = style({
  flex: 1,
  padding: `${vars.space.small} ${vars.space.medium}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
});

export const group = style({ display: 'grid', gap: vars.space.xxsmall });

export const groupLabel = style({
  margin: 0,
  padding: `0 ${vars.space.small}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxsmall });

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '40px',
  boxSizing: 'border-box',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current=page]': {
      background: vars.color.info.background,
      color: vars.color.info.foreground,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-1px' },
  },
});

export const linkLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'break-word' });
export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const count = style({
  minWidth: '22px',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutral.solid,
  color: vars.color.neutral.onSolid,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});

export const attention = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.attention,
  color: vars.color.critical.onSolid,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const sideFooter = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});

export const version = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

export const topBar = style({
  gridArea: 'top',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  // what does not fit on one row (the support contacts beside a long top navigation) moves to a second row:
  // nothing in the bar shrinks so far that its words break
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  minHeight: '64px',
  boxSizing: 'border-box',
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mobile]: { flexWrap: 'nowrap', padding: `0 ${vars.space.small}`, gap: vars.space.small },
    ...notPrinted,
  },
});

export const topBrand = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
export const topBrandSide = style({ '@media': { [desktop]: { display: 'none' } } });

/** The top bar's live state: no room of its own while it is empty (the flex gap before it is taken back). */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  selectors: { '&:has(> :empty:only-child)': { marginInlineStart: `calc(-1 * ${vars.space.medium})` } },
});

export const topNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  '@media': { [mobile]: { display: 'none' } },
});

export const topList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});

/** A top navigation label is a word or two that never wraps ("Siirrot", "Kartta", "Asiakkaat"). */
globalStyle(`${topList} ${linkLabel}`, { whiteSpace: 'nowrap' });

export const support = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  marginLeft: 'auto',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  '@media': { [mobile]: { display: 'none' } },
});

export const contact = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const supportLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // a target of at least 24 px (WCAG 2.5.8), in the top bar and the phone menu alike
  minHeight: '24px',
  gap: vars.space.xsmall,
  color: vars.color.link,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  // phone numbers and e-mail addresses never wrap
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  '@media': { [mobile]: { marginLeft: 'auto' } },
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [mobile]: { display: 'inline-flex' } },
});

export const mobilePanel = style({
  position: 'fixed',
  top: '64px',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { display: 'none' }, ...notPrinted },
});

export const mobileSupport = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.large,
  outline: 'none',
  '@media': { [mobile]: { padding: vars.space.medium }, [print]: { padding: 0 } },
});

export const visuallyHidden = style(hidden);
