import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, visuallyHidden as hidden } from '@siirto/ui/theme';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** "Tuo siirrot" and "Luo siirto" side by side. */
export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** The filters side by side on a wide screen, one under another on a phone, where they fold behind a button. */
export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  alignItems: 'end',
  '@media': {
    [mediaQueries.mobile]: { selectors: { '&[data-collapsed="true"]': { display: 'none' } } },
  },
});

/** The phone's button that shows and hides the filters; a wide screen always shows them. */
export const filterToggle = style({
  display: 'none',
  '@media': { [mediaQueries.mobile]: { display: 'flex', justifyContent: 'flex-start' } },
});

export const filterActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

/** The row's buttons side by side, one under the other in a narrow list. */
export const actions = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });

/** Lines one under another in a cell. */
export const lines = style({ display: 'flex', flexDirection: 'column' });
export const place = style({ display: 'flex', flexDirection: 'column', minWidth: '6rem' });
/** A registration number never breaks at its hyphen. */
export const registration = style({ whiteSpace: 'nowrap' });
/**
 * A place's name and city wrap between words only (issue 28 item 8): a long Finnish compound such as
 * 'maanmittaustoimiston' stays whole, and a list too narrow for two such columns shows the route column instead.
 */
export const placeName = style({ overflowWrap: 'normal' });
/** A run of characters too long to be a word (a code, a URL, a formula) breaks anywhere. */
export const breakAnywhere = style({ overflowWrap: 'anywhere', wordBreak: 'break-all' });
/** The route column: pickup and destination one above the other, each after its name. */
export const route = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
/** The state's badge wraps between words in a narrow list ('Kuljettaja varannut' on two lines). */
export const stateBadge = style({ whiteSpace: 'normal' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const visuallyHidden = style(hidden);
