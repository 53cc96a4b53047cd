import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Stack } from '../Stack/Stack';
import type { Sprinkles } from '../theme/sprinkles.css';
import * as styles from './Card.css';

export const cardElevations = ['flat', 'raised'] as const;
export type CardElevation = (typeof cardElevations)[number];
export const cardPaddings = ['none', 'small', 'medium'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export const cardHeadingLevels = [2, 3, 4] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; when given, the card is a labelled region (`section`) unless `region` is false. */
  title?: ReactNode;
  /**
   * `false`: a titled card is no landmark of its own, for content that names its own region (a table with a
   * caption), so that no two landmarks on the page share a name. Default true.
   */
  region?: boolean;
  /** Space between the children (they are laid out as a Stack); without it they sit as given. */
  space?: Sprinkles['gap'];
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
  region = true,
  space,
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
    <Element className={classes} aria-labelledby={hasTitle && region ? titleId : undefined} {...rest}>
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
      {space === undefined ? children : <Stack space={space}>{children}</Stack>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
