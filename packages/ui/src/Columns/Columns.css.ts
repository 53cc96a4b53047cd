import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';

export const columns = style({ display: 'flex', flexDirection: 'row' });

const belowTablet = `screen and (max-width: ${breakpoints.tablet - 1}px)`;
const belowDesktop = `screen and (max-width: ${breakpoints.desktop - 1}px)`;

export const collapse = styleVariants({
  tablet: { '@media': { [belowTablet]: { flexDirection: 'column' } } },
  desktop: { '@media': { [belowDesktop]: { flexDirection: 'column' } } },
});

const base = style({
  minWidth: 0,
  '@media': {
    [belowTablet]: { selectors: { [`${collapse.tablet} > &`]: { flex: '1 1 auto', width: '100%' } } },
    [belowDesktop]: { selectors: { [`${collapse.desktop} > &`]: { flex: '1 1 auto', width: '100%' } } },
  },
});

export const columnWidth = styleVariants({
  fill: [base, { flex: '1 1 0' }],
  content: [base, { flex: '0 0 auto' }],
  '1/2': [base, { flex: '0 1 50%' }],
  '1/3': [base, { flex: '0 1 33.333%' }],
  '2/3': [base, { flex: '0 1 66.667%' }],
  '1/4': [base, { flex: '0 1 25%' }],
  '3/4': [base, { flex: '0 1 75%' }],
});
