import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export const inlineAligns = ['left', 'center', 'right', 'space-between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const alignX = { left: 'flex-start', center: 'center', right: 'flex-end', 'space-between': 'space-between' } as const;
const alignY = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'gap' | 'alignItems' | 'flexWrap' | 'wrap'
> {
  space?: Sprinkles['gap'];
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Children wrap onto new lines when they run out of room (default true). */
  wrap?: boolean;
  /** Stack the children vertically below this breakpoint (e.g. `tablet`: on phones at 768 px or less). */
  collapseBelow?: 'tablet' | 'desktop';
  children?: ReactNode;
}

/** Lays children out in a row that wraps, e.g. a form's buttons or a row of badges. */
export function Inline({
  space = 'small',
  align = 'left',
  alignY: y = 'center',
  wrap = true,
  collapseBelow,
  children,
  ...rest
}: InlineProps) {
  const flexDirection: Sprinkles['flexDirection'] =
    collapseBelow === 'tablet'
      ? { mobile: 'column', tablet: 'row' }
      : collapseBelow === 'desktop'
        ? { mobile: 'column', desktop: 'row' }
        : 'row';
  const alignItems: Sprinkles['alignItems'] = collapseBelow
    ? { mobile: 'stretch', [collapseBelow]: alignY[y] }
    : alignY[y];
  return (
    <Box
      display="flex"
      flexDirection={flexDirection}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={alignX[align]}
      alignItems={alignItems}
      {...rest}
    >
      {children}
    </Box>
  );
}
