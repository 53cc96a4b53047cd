import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const badgeEmphases = ['subtle', 'solid'] as const;
export type BadgeEmphasis = (typeof badgeEmphases)[number];
export const badgeSizes = ['small', 'medium'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  tone?: BadgeTone;
  /** `subtle` is a tinted pill, `solid` a filled one for strong statuses. */
  emphasis?: BadgeEmphasis;
  size?: BadgeSize;
  children: ReactNode;
}

/** A short status label. Tones are semantic; the text always carries the meaning, colour only supports it. */
export function Badge({
  tone = 'neutral',
  emphasis = 'subtle',
  size = 'medium',
  className,
  children,
  ...rest
}: BadgeProps) {
  const classes = [styles.badge({ tone, emphasis, size }), className].filter(Boolean).join(' ');
  return (
    <span className={classes} {...rest}>
      <span className={styles.label}>{children}</span>
    </span>
  );
}
