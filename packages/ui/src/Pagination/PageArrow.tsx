import { Glyph } from '../Icon/Glyph';

/** The chevron of a previous / next control (Pagination's triggers, PhotoGallery's lightbox buttons). */
export function PageArrow({ direction }: { direction: 'previous' | 'next' }) {
  return <Glyph d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} strokeWidth="2.2" />;
}

/** The page `delta` pages away from `current` (0-based), kept within the `count` pages. */
export const stepPage = (current: number, delta: number, count: number) =>
  Math.min(count - 1, Math.max(0, current + delta));
