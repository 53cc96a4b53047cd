import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The live region stays in the page (empty while connected) so that its text is announced when it appears. It sits
 * where it is placed (the app shell's top bar): it covers nothing, and takes no room while empty.
 */
export const region = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
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
