import type { ElementType, ReactNode, Ref } from 'react';
import { Box, type BoxProps } from '../Box/Box';
import type { Sprinkles } from '../theme/sprinkles.css';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignToFlex = { stretch: 'stretch', left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** Vertical space between children: a space token or a responsive array / object of them. */
  space?: Sprinkles['gap'];
  align?: StackAlign;
  as?: ElementType;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Lays children out vertically with even space between them. */
export function Stack({ space = 'medium', align = 'stretch', children, ...rest }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={space} alignItems={alignToFlex[align]} {...rest}>
      {children}
    </Box>
  );
}
