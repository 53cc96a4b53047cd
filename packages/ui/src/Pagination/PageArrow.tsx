/** The chevron of a previous / next control (Pagination's triggers, PhotoGallery's lightbox buttons). */
export function PageArrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
    >
      <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** The page `delta` pages away from `current` (0-based), kept within the `count` pages. */
export const stepPage = (current: number, delta: number, count: number) =>
  Math.min(count - 1, Math.max(0, current + delta));
