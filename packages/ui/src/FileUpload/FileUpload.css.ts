import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const dropzone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  textAlign: 'center',
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.textMuted,
  overflowWrap: 'break-word',
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-dragging]': { borderColor: vars.color.primary, background: vars.color.info.background },
    '&[data-invalid]': { borderColor: vars.color.critical.solid },
    '&[data-disabled]': { background: vars.color.surfaceSunken, opacity: 0.7 },
  },
});

export const dropzoneIcon = style({ color: vars.color.primary });

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
});

export const preview = style({
  width: '48px',
  height: '48px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});

export const fileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  flexShrink: 0,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const itemName = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemSize = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const deleteTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight.medium,
  height: vars.controlHeight.medium,
  flexShrink: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.critical.foreground,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.critical.background },
    '&:focus-visible': focusRing,
  },
});

export const errorLine = style({ display: 'block' });
