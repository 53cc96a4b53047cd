import { createContainer, createVar, globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { outlinedButton } from '../../Button/outlined.css';
import { vars } from '../../theme/contract.css';

/** Spec: sticky table max height 600 px. */
export const scrollMaxHeight = '600px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const searchLabel = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  flex: '1 1 240px',
  maxWidth: '360px',
});

export const input = style({
  boxSizing: 'border-box',
  height: '40px',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.body,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const scroll = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const sticky = style({ maxHeight: scrollMaxHeight, boxSizing: 'border-box' });

/**
 * The scroll area of a long, virtualised page, always full: its height is fixed, so the browser lays out and paints
 * a scroll step's rows inside it without the page around it (containment).
 */
export const containedScroll = style({ height: scrollMaxHeight, contain: 'strict' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.small,
});

export const caption = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: `calc(-1 * ${vars.space.xsmall})`,
  padding: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.link },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

export const sortIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

/** A header with the sort buttons of other columns (`meta.sortFor`): its name, then the buttons, on one line if they fit. */
export const sortChoices = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
});

export const td = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflowWrap: 'break-word',
});

/**
 * A left-out column's content in another column's cell (column priorities, `meta.foldInto`): a line of its own
 * under the cell's content, after the column's name; nothing when the column has nothing to show.
 */
export const fold = style({ display: 'block', color: vars.color.textMuted, whiteSpace: 'normal' });
export const foldName = style({ selectors: { '&::after': { content: '": "' } } });
export const foldValue = style({});
globalStyle(`${fold}:has(> ${foldValue}:empty)`, { display: 'none' });

/** A narrow table with column priorities: less padding beside each cell, so that more of the row fits. */
export const compact = style({});
globalStyle(`${compact} th, ${compact} td`, { paddingLeft: vars.space.small, paddingRight: vars.space.small });

/** A column whose cells never wrap (`meta: { nowrap: true }`): ids, dates, phone numbers. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const row = style({
  height: '44px',
  boxSizing: 'border-box',
});

/**
 * A long, virtualised page: a table of grid rows. The browser lays out each row that enters on its own (size, layout
 * and paint contained), not the table with it: a table's layout of a scroll step's rows was most of each step's
 * long task. Every row shares the column tracks (`columns`), so the columns line up as in a table.
 */
export const columns = createVar();
export const gridTable = style({ display: 'block' });
globalStyle(`${gridTable} > caption`, { display: 'block' });

export const gridRow = style({ display: 'grid', gridTemplateColumns: columns });

/** The header stays at the top of the scroll area as a whole (a cell cannot stick outside its row). */
export const gridHead = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: `calc(${vars.zIndex.sticky} + 3)`,
});
export const gridHeaderCell = style({ position: 'static', overflow: 'hidden', textOverflow: 'ellipsis' });

export const gridBody = style({ display: 'block', position: 'relative' });

export const virtualRow = style([
  gridRow,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    alignItems: 'center',
    borderBottom: `1px solid ${vars.color.border}`,
    contain: 'strict',
  },
]);

/** A virtualised row's cell: one line, cut with an ellipsis; the row carries the line between rows. */
export const gridCell = style({
  minWidth: 0,
  padding: `0 ${vars.space.medium}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const gridFoot = style({
  display: 'block',
  position: 'sticky',
  bottom: 0,
  zIndex: `calc(${vars.zIndex.sticky} + 3)`,
});

export const clickableRow = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.info.background },
    '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}`, background: vars.color.info.background },
  },
});

export const stateCell = style({
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const errorBox = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.critical.foreground,
});

export const retry = style([outlinedButton, { padding: `${vars.space.xsmall} ${vars.space.medium}` }]);

export const busy = style({ opacity: 0.6 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const pageSize = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const select = style([input, { height: '36px', fontSize: vars.fontSize.small }]);

/** A footer cell (totals): bold, on the header's background, stuck to the bottom of the scroll area. */
export const tf = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

/** The first column of a wide table stays in view while it scrolls sideways (`stickyFirstColumn`). */
export const stickyColumn = style({
  position: 'sticky',
  left: 0,
  zIndex: `calc(${vars.zIndex.sticky} + 1)`,
  background: vars.color.surface,
  boxShadow: `1px 0 0 ${vars.color.border}`,
  selectors: {
    'th&, tfoot &': { background: vars.color.surfaceSunken, zIndex: `calc(${vars.zIndex.sticky} + 2)` },
    [`${virtualRow} > &`]: { alignSelf: 'stretch', display: 'flex', alignItems: 'center' },
  },
});

/**
 * `phoneCards`: under 40rem of the table's own width each row is a card, its cells one under another with their
 * column's name; the sortable headers stay above the cards as a row of sort buttons.
 */
const cardContainer = createContainer();
const narrow = `(max-width: 40rem)`;
export const cardsRoot = style({ containerName: cardContainer, containerType: 'inline-size' });
export const cardTable = style({});
export const cardHead = style({});
const whenNarrow = (selector: string, rule: GlobalStyleRule) =>
  globalStyle(selector, { '@container': { [`${cardContainer} ${narrow}`]: rule } });
whenNarrow(cardTable, { display: 'block' });
whenNarrow(`${cardTable} > tbody`, { display: 'block' });
whenNarrow(cardHead, { display: 'block' });
whenNarrow(`${cardHead} > tr`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});
whenNarrow(`${cardHead} > tr > th`, { display: 'none' });
/** No sortable column: no sort buttons, so no header at all above the cards (each cell names its column). */
export const cardHeadNoSort = style({});
whenNarrow(cardHeadNoSort, { display: 'none' });
// the sort buttons above the cards: targets of at least 24 px that never overlap (WCAG 2.5.8)
whenNarrow(`${cardHead} ${sortButton}`, { margin: 0, minHeight: '24px' });
whenNarrow(`${cardHead} > tr > th[data-sortable]`, {
  display: 'block',
  position: 'static',
  padding: 0,
  border: 'none',
  boxShadow: 'none',
  background: 'transparent',
});
whenNarrow(`${cardTable} > tbody > tr[data-row]`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  height: 'auto',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
whenNarrow(`${cardTable} > tbody > tr[data-row]:last-child`, { borderBottom: 'none' });
whenNarrow(`${cardTable} > tbody > tr[data-row] > td`, {
  display: 'flex',
  alignItems: 'baseline',
  gap: `0 ${vars.space.small}`,
  minWidth: 0,
  padding: 0,
  border: 'none',
  position: 'static',
  boxShadow: 'none',
  background: 'transparent',
  // a value longer than the card (an e-mail address) wraps rather than being cut
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});
whenNarrow(`${cardTable} > tbody > tr[data-row] > td:empty`, { display: 'none' });
// the value takes the width beside its name, whatever minimum width it has in a table's column
whenNarrow(`${cardTable} > tbody > tr[data-row] > td > *`, { minWidth: 0 });
whenNarrow(`${cardTable} > tbody > tr[data-row] > td[data-label]::before`, {
  content: 'attr(data-label)',
  flex: '0 0 6rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
whenNarrow(`${cardTable} > tbody > tr:not([data-row]) > td`, { display: 'block' });
