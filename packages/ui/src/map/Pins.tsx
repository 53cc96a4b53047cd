import { pin } from './RouteMap.css.ts';

/** Pin colours: pickup green, destination red, car blue, waypoints grey. */
export const pinColors = { pickup: '#2b8a3e', destination: '#c92a2a', car: '#1864ab', waypoint: '#495057' } as const;

export function PlacePin({ color, label, letter }: { color: string; label: string; letter: string }) {
  return (
    <svg className={pin} width="28" height="38" viewBox="0 0 28 38" role="img" aria-label={label}>
      <path
        d="M14 37C14 37 27 22.5 27 13.5C27 6.3 21.2 1 14 1C6.8 1 1 6.3 1 13.5C1 22.5 14 37 14 37Z"
        fill={color}
        stroke="#ffffff"
        strokeWidth="2"
      />
      <text x="14" y="18.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="sans-serif">
        {letter}
      </text>
    </svg>
  );
}

export function CarPin({ label }: { label: string }) {
  return (
    <svg className={pin} width="34" height="34" viewBox="0 0 34 34" role="img" aria-label={label}>
      <circle cx="17" cy="17" r="15.5" fill={pinColors.car} stroke="#ffffff" strokeWidth="2.5" />
      <path
        d="M9 19.5V16.8L11 12.6C11.3 11.9 12 11.5 12.7 11.5H21.3C22 11.5 22.7 11.9 23 12.6L25 16.8V19.5C25 20.1 24.6 20.5 24 20.5H23.5V22C23.5 22.6 23.1 23 22.5 23H21.5C20.9 23 20.5 22.6 20.5 22V20.5H13.5V22C13.5 22.6 13.1 23 12.5 23H11.5C10.9 23 10.5 22.6 10.5 22V20.5H10C9.4 20.5 9 20.1 9 19.5ZM11.6 16.5H22.4L21.2 13.5H12.8L11.6 16.5Z"
        fill="#ffffff"
      />
    </svg>
  );
}

export function WaypointPin({ label, n }: { label: string; n: number }) {
  return (
    <svg className={pin} width="22" height="22" viewBox="0 0 22 22" role="img" aria-label={label}>
      <circle cx="11" cy="11" r="9.5" fill={pinColors.waypoint} stroke="#ffffff" strokeWidth="2" />
      <text x="11" y="15" textAnchor="middle" fontSize="11" fontWeight="700" fill="#ffffff" fontFamily="sans-serif">
        {n}
      </text>
    </svg>
  );
}
