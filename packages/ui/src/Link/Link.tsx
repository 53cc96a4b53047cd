import { ark } from '@ark-ui/react';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Link.css';

export const linkTones = ['link', 'neutral', 'inherit'] as const;
export type LinkTone = (typeof linkTones)[number];

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  tone?: LinkTone;
  /** Opens in a new tab (`target=_blank`, `rel=noopener noreferrer`) and shows the external icon. */
  external?: boolean;
  /** Read after the text of an external link, e.g. "(avautuu uuteen välilehteen)". */
  externalLabel?: string;
  /** Render the child (e.g. React Router's `<Link to>`) with the link's look. */
  asChild?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

/** A text link. Pass `asChild` to style a router link: `<Link asChild><RouterLink to="/x">…</RouterLink></Link>`. */
export function Link({
  tone = 'link',
  external = false,
  externalLabel,
  asChild = false,
  className,
  children,
  ...rest
}: LinkProps) {
  const classes = [styles.link, styles.tone[tone], className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <ark.a asChild className={classes} {...rest}>
        {children}
      </ark.a>
    );
  }
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a className={classes} {...externalProps} {...rest}>
      {children}
      {external && (
        <>
          <Icon name="external" size="inherit" />
          {externalLabel && <span className={styles.srOnly}>{externalLabel}</span>}
        </>
      )}
    </a>
  );
}
