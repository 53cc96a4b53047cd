import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/styleUtils';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  overflowWrap: 'break-word',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const tone = styleVariants({
  link: { color: vars.color.link },
  neutral: { color: vars.color.text },
  inherit: { color: 'inherit' },
});

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
