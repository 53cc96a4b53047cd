import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { breakpoints } from './breakpoints';

const space = vars.space;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['left', 'center', 'right'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: { auto: 'auto', full: '100%' },
    maxWidth: {
      full: '100%',
      xsmall: '320px',
      small: '480px',
      medium: '720px',
      large: '960px',
      xlarge: '1200px',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: { 0: '0' },
    overflow: ['hidden', 'auto', 'visible'],
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      primary: vars.color.primary,
      neutral: vars.color.neutral.background,
      info: vars.color.info.background,
      positive: vars.color.positive.background,
      caution: vars.color.caution.background,
      critical: vars.color.critical.background,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      link: vars.color.link,
      onPrimary: vars.color.onPrimary,
      info: vars.color.info.foreground,
      positive: vars.color.positive.foreground,
      caution: vars.color.caution.foreground,
      critical: vars.color.critical.foreground,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    borderStyle: { none: 'none', solid: 'solid' },
    borderWidth: { none: '0', standard: '1px', strong: '2px' },
    borderColor: {
      standard: vars.color.border,
      strong: vars.color.borderStrong,
      critical: vars.color.critical.border,
      info: vars.color.info.border,
    },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
/** Tokens of the space scale, for props such as `<Stack space="medium">`. */
export type Space = keyof typeof vars.space;
