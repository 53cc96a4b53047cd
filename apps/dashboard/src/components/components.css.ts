import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@siirto/ui/theme';

/** Layout of the app's forms; everything else comes styled from @siirto/ui. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const fieldError = style({ fontSize: vars.fontSize.small, color: vars.color.critical.foreground });

/** The Cancel / submit row at the end of a form in a dialog. */
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});

export const fieldset = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xxsmall,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

/** The password rules under a new password: one line each, ticked when met. */
export const passwordChecklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
export const passwordRule = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });
export const passwordRuleMet = style({ color: vars.color.text });

/**
 * A page heading takes the focus after a navigation only so that reading starts there; it is no control, so it
 * draws no focus ring (WCAG 2.4.7 asks for one on what the keyboard operates).
 */
export const pageHeading = style({ selectors: { '&:focus': { outline: 'none' } } });

/**
 * A heading with a long compound word ('Saavutettavuusseloste') is set a size smaller on a phone, so that the word
 * fits the line whole instead of breaking in the middle (issue 28 item 8); headings of shorter words keep their size.
 */
export const pageHeadingLongWord = style({
  '@media': { [mediaQueries.mobile]: { selectors: { 'h1&': { fontSize: vars.fontSize.title } } } },
});
