import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const subtle = (tone: 'neutral' | 'info' | 'positive' | 'caution' | 'critical') => ({
  background: vars.color[tone].background,
  color: vars.color[tone].foreground,
  borderColor: vars.color[tone].border,
});
const solid = (tone: 'neutral' | 'info' | 'positive' | 'caution' | 'critical') => ({
  background: vars.color[tone].solid,
  color: vars.color[tone].onSolid,
  borderColor: vars.color[tone].solid,
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    boxSizing: 'border-box',
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: { neutral: {}, info: {}, positive: {}, caution: {}, critical: {} },
    emphasis: { subtle: {}, solid: {} },
    size: {
      small: { fontSize: vars.fontSize.xsmall, padding: `${vars.space.xxsmall} ${vars.space.small}` },
      medium: { fontSize: vars.fontSize.small, padding: `${vars.space.xxsmall} ${vars.space.small}` },
    },
  },
  compoundVariants: (['neutral', 'info', 'positive', 'caution', 'critical'] as const).flatMap((tone) => [
    { variants: { tone, emphasis: 'subtle' as const }, style: subtle(tone) },
    { variants: { tone, emphasis: 'solid' as const }, style: solid(tone) },
  ]),
  defaultVariants: { tone: 'neutral', emphasis: 'subtle', size: 'medium' },
});

export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
