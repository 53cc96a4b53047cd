import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './FormErrorSummary.css';

export interface FormErrorSummaryItem {
  /** The `id` of the section or field with the error; the link moves focus there. */
  targetId: string;
  message: ReactNode;
}

export interface FormErrorSummaryProps {
  /** E.g. "Tarkista lomakkeen virheet". */
  title: string;
  description?: ReactNode;
  errors: FormErrorSummaryItem[];
  /** Move focus to the summary when it appears or its errors change (default true). */
  focusOnShow?: boolean;
  /**
   * Move focus to the summary (and scroll it into view) whenever this number changes, e.g. once per refused submit;
   * for a form whose errors also change as the user types (`focusOnShow={false}`), where focus must stay put.
   */
  focusRequest?: number;
  headingLevel?: 2 | 3;
}

function focusTarget(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const focusable = target.matches('input, select, textarea, button, a[href], [tabindex]')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])');
  if (focusable) {
    focusable.focus();
  } else {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }
  target.scrollIntoView({ block: 'center' });
}

function focusSummary(summary: HTMLElement | null) {
  summary?.focus({ preventScroll: true });
  summary?.scrollIntoView({ block: 'center' });
}

/** Lists a form's errors at the top, each a link to the section or field with the error. Renders nothing without errors. */
export function FormErrorSummary({
  title,
  description,
  errors,
  focusOnShow = true,
  focusRequest = 0,
  headingLevel = 2,
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const signature = errors.map((error) => error.targetId).join('|');
  useEffect(() => {
    if (focusOnShow && signature) focusSummary(ref.current);
  }, [focusOnShow, signature]);
  useEffect(() => {
    if (focusRequest > 0) focusSummary(ref.current);
  }, [focusRequest]);
  if (errors.length === 0) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    focusTarget(id);
  };
  return (
    <div ref={ref} className={styles.root} role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.targetId}>
            <a className={styles.link} href={`#${error.targetId}`} onClick={(event) => onClick(event, error.targetId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
