import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'body', 'large'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['normal', 'muted', 'info', 'positive', 'caution', 'critical', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'span' | 'p' | 'div' | 'strong' | 'em' | 'small' | 'time' | 'label';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: 'left' | 'center' | 'right';
  /** Cut the text to one line with an ellipsis. */
  truncate?: boolean;
  /** Digits of equal width, for prices, times and ids in columns. */
  tabularNumbers?: boolean;
  /** Never wrap (ids, dates, phone numbers): the text stays on one line. */
  nowrap?: boolean;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Body text in the theme's type scale and semantic tones. */
export function Text({
  as: Component = 'span',
  size = 'body',
  tone = 'normal',
  weight = 'regular',
  align,
  truncate = false,
  tabularNumbers = false,
  nowrap = false,
  className,
  ref,
  ...rest
}: TextProps) {
  const classes = [
    styles.base,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align && styles.align[align],
    truncate && styles.truncate,
    tabularNumbers && styles.tabular,
    nowrap && styles.nowrap,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const Element = Component as 'span';
  return <Element className={classes} {...rest} ref={ref} />;
}
