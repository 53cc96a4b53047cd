import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const base = style({
  margin: 0,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.body,
  // Words wrap only between words; a single word longer than the whole line (a long Finnish compound such as
  // "Ajoneuvonsiirtotilausvahvistus" on a phone) breaks rather than overflows. Not 'anywhere': that lets flex
  // and table layouts squeeze text until every word breaks ("Siirro t").
  overflowWrap: 'break-word',
});

export const size = styleVariants({
  xsmall: { fontSize: vars.fontSize.xsmall },
  small: { fontSize: vars.fontSize.small },
  body: { fontSize: vars.fontSize.body },
  large: { fontSize: vars.fontSize.large },
});

export const tone = styleVariants({
  normal: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  info: { color: vars.color.info.foreground },
  positive: { color: vars.color.positive.foreground },
  caution: { color: vars.color.caution.foreground },
  critical: { color: vars.color.critical.foreground },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
  bold: { fontWeight: vars.fontWeight.bold },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' });
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });
export const nowrap = style({ whiteSpace: 'nowrap' });
