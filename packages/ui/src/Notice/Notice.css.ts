import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const toneStyle = (tone: 'neutral' | 'info' | 'positive' | 'caution' | 'critical') => ({
  background: vars.color[tone].background,
  borderColor: vars.color[tone].border,
  borderLeftColor: vars.color[tone].solid,
  color: vars.color.text,
});

export const notice = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.medium}`,
    border: '1px solid transparent',
    borderLeftWidth: '4px',
    borderRadius: vars.radius.medium,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    tone: {
      neutral: toneStyle('neutral'),
      info: toneStyle('info'),
      positive: toneStyle('positive'),
      caution: toneStyle('caution'),
      critical: toneStyle('critical'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { display: 'flex', paddingTop: '2px' },
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

export const body = style({ minWidth: 0, overflowWrap: 'break-word' });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const content = style({ margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', marginTop: vars.space.small });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  minHeight: '32px',
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
