import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { visuallyHidden as hidden } from '../theme/styleUtils';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });

export const step = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.small}`,
    borderRadius: vars.radius.medium,
    color: vars.color.textMuted,
    overflowWrap: 'break-word',
  },
  variants: {
    status: {
      done: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.semibold, background: vars.color.info.background },
      pending: {},
      failed: {
        color: vars.color.critical.foreground,
        fontWeight: vars.fontWeight.semibold,
        background: vars.color.critical.background,
      },
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: '24px',
    height: '24px',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.borderStrong}`,
  },
  variants: {
    status: {
      done: {
        background: vars.color.positive.solid,
        borderColor: vars.color.positive.solid,
        color: vars.color.positive.onSolid,
      },
      current: {
        borderColor: vars.color.border,
        borderTopColor: vars.color.primary,
        animation: `${spin} 0.8s linear infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
      },
      pending: {},
      failed: {
        background: vars.color.critical.solid,
        borderColor: vars.color.critical.solid,
        color: vars.color.critical.onSolid,
      },
    },
  },
});

export const visuallyHidden = style(hidden);

export const error = style({ marginTop: vars.space.small, color: vars.color.critical.foreground });
