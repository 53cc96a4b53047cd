import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { visuallyHidden as hidden } from '../theme/styleUtils';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
});

export const ring = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.primary,
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: vars.space.medium, height: vars.space.medium, borderWidth: '2px' },
      medium: { width: vars.space.large, height: vars.space.large, borderWidth: '3px' },
      large: { width: vars.space.xxlarge, height: vars.space.xxlarge, borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const visuallyHidden = style(hidden);

export const label = style({ fontSize: vars.fontSize.small });
