import { useEffect, useRef, useState } from 'react';
import * as styles from './wizard.css';

/**
 * Says a newly calculated price once, in a polite live region, after the progress dialog has closed (a live region
 * outside an open modal dialog is hidden from screen readers). An order opened with its price says nothing; a failed
 * calculation is said by the progress dialog's own status region.
 */
export function PriceAnnouncement({
  priced,
  busy,
  text,
}: {
  /** The priced transport; a new object for every calculation. */
  priced: object | null;
  /** A write is running (its progress dialog is open). */
  busy: boolean;
  /** What to say, e.g. "Hinta laskettu. Yhteensä 213,94 €". */
  text: string;
}) {
  const announced = useRef(priced);
  const [shown, setShown] = useState<object | null>(null);
  useEffect(() => {
    if (busy || priced === null || priced === announced.current) return;
    // emptied first, then filled two frames later: the same text said again is still a change
    setShown(null);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        announced.current = priced;
        setShown(priced);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [priced, busy]);
  return (
    <div role="status" className={styles.visuallyHidden} data-testid="order-price-announcement">
      {shown !== null && shown === priced ? text : null}
    </div>
  );
}
