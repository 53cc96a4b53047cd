import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The visual size; also the element (h1-h4) unless `as` says otherwise. */
  level: HeadingLevel;
  /** Render another heading element than the level's, to keep the document outline right. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  ref?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** A heading in the theme's type scale. */
export function Heading({ level, as, className, ...rest }: HeadingProps) {
  const Component = as ?? (`h${level}` as const);
  return <Component className={[styles.base, styles.level[level], className].filter(Boolean).join(' ')} {...rest} />;
}
