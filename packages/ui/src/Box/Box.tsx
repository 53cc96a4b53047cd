import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render, `div` by default. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
}

/** Splits props into sprinkles atoms and native attributes. */
export function splitSprinkleProps(props: object) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return { atoms: atoms as Sprinkles, native };
}

/**
 * The base layout primitive: every spacing, colour and layout value goes through the theme's sprinkles,
 * so screens never carry raw pixels or hex values.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, native } = splitSprinkleProps(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes || undefined });
}
