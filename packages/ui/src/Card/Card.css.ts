import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
  },
  variants: {
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.small, background: vars.color.surfaceRaised } },
    padding: {
      none: {},
      small: { padding: vars.space.small },
      medium: {
        padding: vars.space.medium,
        '@media': { 'screen and (min-width: 769px)': { padding: vars.space.large } },
      },
    },
  },
  defaultVariants: { elevation: 'flat', padding: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBottom: vars.space.medium,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
  marginTop: vars.space.medium,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
