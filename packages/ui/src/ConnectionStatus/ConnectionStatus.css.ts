import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The live region stays in the page (empty while connected) so that its text is announced when it appears. It
 * takes no height: the pill floats over the top of the content while the page scrolls, and lets clicks through.
 */
export const region = style({
  position: 'sticky',
  top: vars.space.small,
  zIndex: vars.zIndex.sticky,
  height: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  overflow: 'visible',
  pointerEvents: 'none',
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: '100%',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.caution.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.caution.background,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  boxShadow: vars.shadow.medium,
});

export const text = style({ minWidth: 0 });
