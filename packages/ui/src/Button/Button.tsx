import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css';

export const buttonTones = ['primary', 'secondary'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export const buttonSizes = ['small', 'medium'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  size?: ButtonSize;
}

export function Button({ tone = 'primary', size = 'medium', type = 'button', className, ...rest }: ButtonProps) {
  const classes = [styles.button({ tone, size }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
