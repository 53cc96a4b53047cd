import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A marker is a plain button around its picture. */
export const markerButton = style({
  display: 'block',
  padding: 0,
  margin: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  lineHeight: 0,
  borderRadius: vars.radius.full,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-dimmed="true"]': { opacity: 0.55 },
    '&[data-dimmed="true"]:hover, &[data-dimmed="true"]:focus-visible': { opacity: 1 },
  },
});

export const markerPicture = style({ display: 'block', filter: 'drop-shadow(0 1px 1px rgba(0,0,0,0.45))' });

export const cluster = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  border: '3px solid #ffffff',
  background: '#343a40',
  color: '#ffffff',
  fontFamily: vars.font.body,
  fontSize: '14px',
  fontWeight: 700,
  lineHeight: 1,
  boxShadow: '0 1px 3px rgba(0,0,0,0.45)',
});
