import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The list's own width decides whether a term sits beside its value: in a card narrower than 24rem (three cards side
 * by side at 1024–1280 px) the value's third of the row was too narrow for a word such as 'Kuljetuksessa' or an
 * e-mail address, which broke in the middle (issue 28 item 8), so there the term goes above the value as on a phone.
 */
const listContainer = createContainer();

export const list = style({
  margin: 0,
  display: 'grid',
  gap: 0,
  // a size container's width does not follow its content: in a shrink-to-fit parent (a flex column aligned to the
  // start, as on the payment result) it would shrink to its longest word, so it fills its parent's width
  width: '100%',
  containerName: listContainer,
  containerType: 'inline-size',
});

const stacked = { gridTemplateColumns: '1fr', gap: vars.space.xxsmall };

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 2fr',
  gap: vars.space.medium,
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': { 'screen and (max-width: 768px)': stacked },
  '@container': { [`${listContainer} (max-width: 24rem)`]: stacked },
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
