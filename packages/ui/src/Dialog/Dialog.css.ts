import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const anchor = style({ display: 'none' });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay,
  selectors: { '&[data-state=open]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  overflow: 'auto',
  '@media': {
    'screen and (max-width: 768px)': { padding: vars.space.small, alignItems: 'stretch' },
  },
});

export const content = recipe({
  base: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.xlarge})`,
    margin: 'auto 0',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: { '&[data-state=open]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` } },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
      'screen and (max-width: 768px)': { maxHeight: `calc(100dvh - 2 * ${vars.space.small})` },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '400px' },
      medium: { maxWidth: '560px' },
      large: { maxWidth: '800px' },
      xlarge: { maxWidth: '1140px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.small}`,
  '@media': {
    'screen and (max-width: 768px)': { padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.small}` },
  },
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});

export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'break-word' });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.small} ${vars.space.large}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { 'screen and (max-width: 768px)': { padding: `${vars.space.small} ${vars.space.medium}` } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large} ${vars.space.large}`,
  '@media': {
    'screen and (max-width: 768px)': {
      padding: vars.space.medium,
      flexDirection: 'column-reverse',
      alignItems: 'stretch',
    },
  },
});

export const closeTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  marginTop: `calc(-1 * ${vars.space.xsmall})`,
  marginRight: `calc(-1 * ${vars.space.small})`,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
