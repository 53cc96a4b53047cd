import { ark } from '@ark-ui/react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './Button.css';

export const buttonTones = ['primary', 'secondary', 'ghost', 'critical'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Shows a spinner, keeps the button's size and ignores presses (`aria-busy`). */
  loading?: boolean;
  /** Stretch to the width of the container (e.g. the submit button of a phone form). */
  fullWidth?: boolean;
  /** An icon before the label, e.g. `<Icon name="plus" />`. */
  iconStart?: ReactNode;
  /** An icon after the label, e.g. `<Icon name="external" />`. */
  iconEnd?: ReactNode;
  /** Render the child element (e.g. a router link) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the product: semantic tones, three sizes, a loading state and icon slots. */
export function Button({
  tone = 'primary',
  size = 'medium',
  type = 'button',
  loading = false,
  fullWidth = false,
  iconStart,
  iconEnd,
  asChild = false,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [styles.button({ tone, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <ark.button asChild className={classes} {...rest}>
        {children}
      </ark.button>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (focus is not lost mid-submit) but does nothing.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className={loading ? styles.hiddenContent : styles.content}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
    </button>
  );
}
