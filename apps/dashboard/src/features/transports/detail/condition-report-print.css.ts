/**
 * The condition report's print view (issue 31): on screen a page of the dashboard; on paper (the print style sheet,
 * `@media print`) without its buttons, in black on white, a row of photos and a card never split across two pages,
 * each side of the car starting where it fits whole. The app shell prints no menus (AppShell.css.ts).
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

/** This page's buttons: not printed. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const photos = style({ '@media': { print: { breakBefore: 'page' } } });

/** A side of the car: its title stays with its first row of photos. */
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { print: { breakInside: 'avoid-page' } },
});

/** The pickup photo beside the destination photo (the extra photos two a row). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  maxWidth: '48rem',
  '@media': { print: { breakInside: 'avoid', maxWidth: 'none' } },
});

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const photo = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  '@media': { print: { background: 'none' } },
});

export const noPhoto = style([
  photo,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
  },
]);

/** The page: on paper black text on white whatever the theme (a browser prints no backgrounds by default). */
export const report = style({});
// two classes outweigh a component's one, so the print colours win over the theme's
globalStyle(`${report}${report}, ${report}${report} *`, {
  '@media': { print: { color: '#000', background: 'transparent', boxShadow: 'none' } },
});
