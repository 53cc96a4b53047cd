/**
 * Breakpoints in CSS pixels (min widths). The spec's mobile breakpoint is 768 px: at 768 px or less
 * the app is in its mobile layout, so the tablet layout starts at 769 px.
 */
export const breakpoints = { mobile: 0, tablet: 769, desktop: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The widest mobile viewport (spec: "at widths of 768px or less the menu becomes a hamburger menu"). */
export const mobileMaxWidth = 768;

/** Media queries for `window.matchMedia` and for `@media` in `.css.ts` files. */
export const mediaQueries = {
  mobile: `screen and (max-width: ${mobileMaxWidth}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
