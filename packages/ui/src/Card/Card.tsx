import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export const cardElevations = ['flat', 'raised'] as const;
export type CardElevation = (typeof cardElevations)[number];
export const cardPaddings = ['none', 'small', 'medium'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export const cardHeadingLevels = [2, 3, 4] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; when given, the card is a labelled region (`section`). */
  title?: ReactNode;
  headingLevel?: CardHeadingLevel;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  footer?: ReactNode;
  elevation?: CardElevation;
  padding?: CardPadding;
  children?: ReactNode;
}

/** A surface that groups related content, optionally with a heading, header actions and a footer. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  footer,
  elevation = 'flat',
  padding = 'medium',
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = [styles.card({ elevation, padding }), className].filter(Boolean).join(' ');
  const hasTitle = title !== undefined && title !== null;
  const Element = hasTitle ? 'section' : 'div';
  return (
    <Element className={classes} aria-labelledby={hasTitle ? titleId : undefined} {...rest}>
      {(hasTitle || actions) && (
        <div className={styles.header}>
          {hasTitle && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
