import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const frame = style({
  position: 'relative',
  boxSizing: 'border-box',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.map.water,
  fontFamily: vars.font.body,
});

// The map's canvas takes keyboard focus (arrows pan, + and − zoom): it shows the app's focus ring, drawn inside the
// frame (whose rounded corners clip anything outside), not the browser's 1 px outline (WCAG 2.4.7).
globalStyle(`${frame} :is(.maplibregl-canvas, .mapboxgl-canvas):focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  zIndex: 2,
});

export const errorOverlay = style([
  overlay,
  { color: vars.color.critical.foreground, background: vars.color.critical.background },
]);

export const pin = style({ display: 'block', filter: 'drop-shadow(0 1px 1px rgba(0,0,0,0.45))', cursor: 'default' });

export const townLabel = style({
  fontSize: '11px',
  fontWeight: 600,
  lineHeight: 1,
  color: vars.color.map.label,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  textShadow: `0 0 2px ${vars.color.map.labelHalo}, 0 0 2px ${vars.color.map.labelHalo}, 0 0 3px ${vars.color.map.labelHalo}`,
  paddingLeft: '5px',
});
