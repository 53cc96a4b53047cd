import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../theme/sprinkles.css';
import * as styles from './Columns.css';

export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  space?: Sprinkles['gap'];
  /** Below this breakpoint the columns stack (`tablet`: phones at 768 px or less). */
  collapseBelow?: 'tablet' | 'desktop';
  alignY?: 'top' | 'center' | 'bottom';
  children?: ReactNode;
}

const alignY = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** Side-by-side columns that stack on small screens. Children are `<Column>`s. */
export function Columns({
  space = 'medium',
  collapseBelow,
  alignY: y = 'top',
  className,
  children,
  ...rest
}: ColumnsProps) {
  const classes = [styles.columns, collapseBelow && styles.collapse[collapseBelow], className]
    .filter(Boolean)
    .join(' ');
  return (
    <Box gap={space} alignItems={collapseBelow ? undefined : alignY[y]} className={classes} {...rest}>
      {children}
    </Box>
  );
}

export interface ColumnProps extends Omit<BoxProps, 'width'> {
  width?: ColumnWidth;
  children?: ReactNode;
}

export function Column({ width = 'fill', className, children, ...rest }: ColumnProps) {
  return (
    <Box className={[styles.columnWidth[width], className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Box>
  );
}
