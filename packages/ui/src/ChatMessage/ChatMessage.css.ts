import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

export const group = recipe({
  base: { display: 'flex', alignItems: 'flex-end', gap: vars.space.small, maxWidth: 'min(560px, 90%)' },
  variants: {
    direction: {
      incoming: { justifySelf: 'start' },
      outgoing: { justifySelf: 'end', flexDirection: 'row-reverse' },
    },
  },
});

export const stack = recipe({
  base: { display: 'grid', gap: vars.space.xxsmall, minWidth: 0 },
  variants: { direction: { incoming: { justifyItems: 'start' }, outgoing: { justifyItems: 'end' } } },
});

export const sender = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  paddingInline: vars.space.small,
});

export const bubble = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gap: vars.space.xxsmall,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    lineHeight: vars.lineHeight.body,
    minWidth: 0,
    maxWidth: '100%',
    // long Finnish compounds break rather than overflow the bubble on a phone
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    whiteSpace: 'pre-wrap',
  },
  variants: {
    failed: {
      true: { outline: `2px solid ${vars.color.critical.border}`, outlineOffset: '2px' },
      false: {},
    },
    direction: {
      incoming: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderBottomLeftRadius: vars.radius.small,
      },
      outgoing: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        borderBottomRightRadius: vars.radius.small,
      },
    },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  opacity: 0.9,
});

export const deleteButton = style({
  padding: `0 ${vars.space.xsmall}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const attachment = style({ color: 'inherit', fontWeight: vars.fontWeight.semibold });

export const avatarSpacer = style({ width: '28px', flexShrink: 0 });

export const scroll = style({
  overflowY: 'auto',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const loadingOlder = style({ display: 'flex', justifyContent: 'center', paddingBottom: vars.space.small });

export const content = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const scrollFrame = style({ position: 'relative', display: 'grid' });

export const newMessages = style({
  position: 'absolute',
  insetInline: 0,
  bottom: vars.space.medium,
  marginInline: 'auto',
  width: 'max-content',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.large,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  boxShadow: vars.shadow.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
