import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './IconButton.css';

export const iconButtonTones = ['ghost', 'secondary', 'primary', 'critical'] as const;
export type IconButtonTone = (typeof iconButtonTones)[number];
export const iconButtonSizes = ['small', 'medium', 'large'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  icon: IconName;
  /** The accessible name, required because the button shows no text (e.g. "Sulje", "Avaa valikko"). */
  label: string;
  tone?: IconButtonTone;
  size?: IconButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only an icon; its label is read by screen readers and shown as a tooltip. */
export function IconButton({
  icon,
  label,
  tone = 'ghost',
  size = 'medium',
  type = 'button',
  title,
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={title ?? label}
      className={[styles.iconButton({ tone, size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} size={size === 'small' ? 'small' : size === 'large' ? 'large' : 'medium'} />
    </button>
  );
}
