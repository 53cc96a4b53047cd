import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.info.background,
    color: vars.color.info.foreground,
    fontWeight: vars.fontWeight.semibold,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: '28px', height: '28px', fontSize: vars.fontSize.xsmall },
      medium: { width: '40px', height: '40px', fontSize: vars.fontSize.small },
      large: { width: '64px', height: '64px', fontSize: vars.fontSize.xlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const fallback = style({ lineHeight: 1 });
