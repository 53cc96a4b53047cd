import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Heading } from '@siirto/ui';
import * as styles from './components.css';

/** The product's name after every page's own title: "Siirtotilaus #42 – Siirto". */
export const productName = 'Siirto';

/** Words of this many letters or more do not fit a phone's line at the level-1 size (about 18 do, at 343 px). */
const LONG_WORD = 16;
const hasLongWord = (text: string) => text.split(/[\s/–-]+/).some((word) => word.length >= LONG_WORD);

export function documentTitleOf(pageTitle: string) {
  return `${pageTitle} – ${productName}`;
}

/**
 * The path the last page heading was shown on. A heading that mounts on another path than the one before it is the
 * first heading of a page the user navigated to, so it takes the focus (WCAG 2.4.3: a screen reader starts reading
 * the new page from its title); the first page of a visit keeps the browser's own start, and a heading that stays
 * mounted while the path changes (the tabs of the company and account pages) leaves focus on the tab.
 */
let lastHeadingPath: string | undefined;

/** For tests that mount the app more than once in one document. */
export function forgetLastHeadingPath() {
  lastHeadingPath = undefined;
}

/**
 * The page's one level-1 heading: it names the page in the document's title (WCAG 2.4.2) and takes the focus after
 * a navigation. `documentTitle` replaces the heading's text in the title where the heading greets or decorates
 * ("Tervetuloa, Matti!" is the frontpage).
 */
export function PageHeading({
  children,
  documentTitle,
  id,
}: {
  children: string;
  documentTitle?: string;
  id?: string;
}) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLHeadingElement>(null);
  const title = documentTitle ?? children;

  useEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);

  useEffect(() => {
    if (lastHeadingPath !== undefined && lastHeadingPath !== pathname) {
      ref.current?.focus({ preventScroll: false });
    }
    // only a mount takes the focus: a heading that stays while the path changes is a tab change, not a new page
  }, []);

  useEffect(() => {
    lastHeadingPath = pathname;
  }, [pathname]);

  return (
    <Heading
      level={1}
      id={id}
      ref={ref}
      tabIndex={-1}
      className={[styles.pageHeading, hasLongWord(children) ? styles.pageHeadingLongWord : ''].join(' ').trim()}
    >
      {children}
    </Heading>
  );
}
