import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@siirto/ui/theme';

const phone = 'screen and (max-width: 767px)';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  gap: '1rem',
  alignItems: 'start',
  '@media': { [phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const hideOnPhone = style({ '@media': { [phone]: { display: 'none' } } });

export const column = style({ display: 'grid', gap: '0.75rem', minWidth: 0 });

export const groupList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' });

export const groupLink = style({
  display: 'grid',
  gap: '0.125rem',
  padding: '0.625rem 0.75rem',
  borderRadius: '0.5rem',
  color: 'inherit',
  textDecoration: 'none',
  border: '1px solid transparent',
  selectors: {
    '&:hover': { borderColor: vars.color.border, background: vars.color.surface },
    '&[aria-current="page"]': { borderColor: vars.color.borderStrong, background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const groupTitle = style({ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' });

export const groupName = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const groupMeta = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** The room's name: it takes the focus after the group is created (as a page heading does, it is no control). */
export const roomTitle = style({ selectors: { '&:focus': { outline: 'none' } } });

export const roomHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem',
});

export const roomActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

export const messageHtml = style({ overflowWrap: 'anywhere', whiteSpace: 'normal' });
globalStyle(`${messageHtml} p`, { margin: 0 });
globalStyle(`${messageHtml} a`, { color: 'inherit' });

export const attachments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.375rem' });

export const attachmentLink = style({ color: 'inherit', fontWeight: 600, overflowWrap: 'anywhere' });

/**
 * An image preview has its box before the image loads (the API gives no image sizes), so a loading preview never
 * moves the thread's rows; the whole image shows inside it and opens full size from the link.
 */
export const preview = style({
  display: 'block',
  width: '12rem',
  height: '9rem',
  objectFit: 'contain',
  objectPosition: 'left center',
  borderRadius: '0.375rem',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const formGrid = style({ display: 'grid', gap: '1rem' });

export const memberRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.375rem 0',
});

export const hideOnPhoneInverse = style({ display: 'none', '@media': { [phone]: { display: 'block' } } });
