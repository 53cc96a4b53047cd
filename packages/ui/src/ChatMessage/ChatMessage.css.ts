import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

export const group = recipe({
  base: { display: 'flex', alignItems: 'flex-end', gap: vars.space.small, maxWidth: 'min(560px, 90%)' },
  variants: {
    direction: {
      incoming: { justifySelf: 'start' },
      outgoing: { justifySelf: 'end', flexDirection: 'row-reverse' },
    },
  },
});

export const stack = recipe({
  base: { display: 'grid', gap: vars.space.xxsmall, minWidth: 0 },
  variants: { direction: { incoming: { justifyItems: 'start' }, outgoing: { justifyItems: 'end' } } },
});

export const sender = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  paddingInline: vars.space.small,
});

export const bubble = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gap: vars.space.xxsmall,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    lineHeight: vars.lineHeight.body,
    minWidth: 0,
    maxWidth: '100%',
    // long Finnish compounds break rather than overflow the bubble on a phone
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    whiteSpace: 'pre-wrap',
  },
  variants: {
    failed: {
      true: { outline: `2px solid ${vars.color.critical.border}`, outlineOffset: '2px' },
      false: {},
    },
    direction: {
      incoming: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderBottomLeftRadius: vars.radius.small,
      },
      outgoing: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        borderBottomRightRadius: vars.radius.small,
      },
    },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  opacity: 0.9,
});

export const deleteButton = style({
  padding: `0 ${vars.space.xsmall}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const attachment = style({ color: 'inherit', fontWeight: vars.fontWeight.semibold });

export const avatarSpacer = style({ width: '28px', flexShrink: 0 });

/** The windowed thread's scroll area. */
export const scroll = style({
  overflowY: 'auto',
  padding: vars.space.medium,
  // the browser's own scroll anchoring would fight the virtualiser's when rows above the view are measured
  overflowAnchor: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** Over the top of the scroll area, so that showing it never moves the messages. */
export const loadingOlder = style({
  position: 'absolute',
  insetInline: 0,
  top: vars.space.small,
  marginInline: 'auto',
  width: 'max-content',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  boxShadow: vars.shadow.medium,
});

/** The windowed list: as tall as all its rows, of which only those near the view are in the document. */
export const windowList = style({
  position: 'relative',
  listStyle: 'none',
  // the first row's own space above (a group's gap) takes the place of the scroll area's top padding: a row's
  // space never depends on its index, so a prepended page does not move it
  margin: `calc(-1 * ${vars.space.medium}) 0 0`,
  padding: 0,
});

/** One message's row of a windowed list, placed by the virtualiser; the gaps of the unwindowed list as padding. */
export const row = recipe({
  base: { position: 'absolute', top: 0, left: 0, width: '100%', display: 'flex' },
  variants: {
    direction: { incoming: { justifyContent: 'flex-start' }, outgoing: { justifyContent: 'flex-end' } },
    spacing: {
      group: { paddingTop: vars.space.medium },
      message: { paddingTop: vars.space.xxsmall },
    },
  },
});

export const content = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const scrollFrame = style({ position: 'relative', display: 'grid' });

export const newMessages = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space.medium,
  marginInline: 'auto',
  width: 'max-content',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.large,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  boxShadow: vars.shadow.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
