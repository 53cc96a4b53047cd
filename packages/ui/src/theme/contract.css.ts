import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: components read tokens only through `vars`, never raw values.
 * Tones are semantic (neutral, info, positive, caution, critical), not colours.
 */
const tone = { background: null, foreground: null, border: null, solid: null, onSolid: null };

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textInverse: null,
    link: null,
    primary: null,
    primaryHover: null,
    primaryActive: null,
    onPrimary: null,
    focus: null,
    overlay: null,
    attention: null,
    neutral: tone,
    info: tone,
    positive: tone,
    caution: tone,
    critical: tone,
    /**
     * A chart's series in order (packages/ui chart): told apart by hue for those who see it, by a fill pattern and
     * the legend's order for those who do not; each has at least 3:1 contrast with the surface (WCAG 1.4.11).
     */
    chart: { series1: null, series2: null, series3: null, series4: null, series5: null, series6: null },
    /** The offline map's colours (packages/ui map): sea, land, coasts, borders, town dots and labels, the route. */
    map: {
      water: null,
      land: null,
      coast: null,
      border: null,
      town: null,
      townStroke: null,
      label: null,
      labelHalo: null,
      route: null,
      routeCasing: null,
    },
  },
  font: { body: null, mono: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  fontSize: { xsmall: null, small: null, body: null, large: null, xlarge: null, title: null, display: null },
  lineHeight: { tight: null, body: null },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: { small: null, medium: null, large: null, full: null },
  /** Heights of buttons and form controls; large meets the 44 px touch target. */
  controlHeight: { small: null, medium: null, large: null },
  /** Icon sizes used inside text and controls. */
  iconSize: { small: null, medium: null, large: null },
  shadow: { small: null, medium: null, large: null },
  zIndex: { sticky: null, dropdown: null, overlay: null, dialog: null, popover: null, toast: null },
  motion: { fast: null, normal: null, easing: null },
});
