import { style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

const phone = 'screen and (max-width: 767px)';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: '0.75rem',
  marginBottom: '0.75rem',
});

export const search = style({ flex: '1 1 18rem', maxWidth: '28rem', '@media': { [phone]: { maxWidth: 'none' } } });

export const cellStack = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** The name column keeps a readable width on a phone (the table scrolls sideways, this column stays in view). */
export const nameCell = style({ display: 'grid', gap: '0.125rem', minWidth: '10rem' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const preview = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '22rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
