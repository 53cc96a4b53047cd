/** A small stroked glyph (a chevron, a check) in the text colour, 16 px, hidden from screen readers. */
export function Glyph({ d, strokeWidth }: { d: string; strokeWidth: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
