import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const tone = (name: 'neutral' | 'info' | 'positive' | 'caution' | 'critical') => ({
  borderLeftColor: vars.color[name].solid,
});

export const root = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.small,
    width: 'min(400px, calc(100vw - 32px))',
    padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    // Ark positions and animates each toast through these CSS variables.
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
    transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
    selectors: {
      '&[data-state=closed]': { transition: 'translate 300ms, scale 300ms, opacity 200ms' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    tone: {
      neutral: tone('neutral'),
      info: tone('info'),
      positive: tone('positive'),
      caution: tone('caution'),
      critical: tone('critical'),
    },
  },
});

export const icon = recipe({
  base: { display: 'flex', paddingTop: vars.space.xsmall },
  variants: {
    tone: {
      neutral: { color: vars.color.neutral.foreground },
      info: { color: vars.color.info.foreground },
      positive: { color: vars.color.positive.foreground },
      caution: { color: vars.color.caution.foreground },
      critical: { color: vars.color.critical.foreground },
    },
  },
});

export const text = style({ minWidth: 0, paddingBlock: vars.space.xsmall, overflowWrap: 'break-word' });
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  marginTop: vars.space.xxsmall,
});

export const action = style({
  marginTop: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
