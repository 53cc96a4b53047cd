import { Badge, type BadgeEmphasis, type BadgeSize, type BadgeTone } from '../Badge/Badge';

/** Transport states (spec 2 §4): 2 draft, 3/31 published or calculated, 4–9 in progress, 6 delivered, 7 invoiced. */
export const transportStates = [2, 3, 31, 4, 5, 6, 7, 8, 9] as const;
export type TransportState = (typeof transportStates)[number];

/**
 * Tone per state: 2 light, 3 and 31 primary, 4 and 5 warning, 6 success, 7 dark, 8 and 9 danger.
 * Unknown states fall back to the light neutral badge.
 */
export function statusBadgeAppearance(state: number): { tone: BadgeTone; emphasis: BadgeEmphasis } {
  switch (state) {
    case 3:
    case 31:
      return { tone: 'info', emphasis: 'solid' };
    case 4:
    case 5:
      return { tone: 'caution', emphasis: 'solid' };
    case 6:
      return { tone: 'positive', emphasis: 'solid' };
    case 7:
      return { tone: 'neutral', emphasis: 'solid' };
    case 8:
    case 9:
      return { tone: 'critical', emphasis: 'solid' };
    default:
      return { tone: 'neutral', emphasis: 'subtle' };
  }
}

export interface StatusBadgeProps {
  /** The transport's state number from the server. */
  state: number;
  /** The state's name from the app's messages (or the server enum). */
  label: string;
  size?: BadgeSize;
  className?: string;
}

/** A transport state badge: the tone follows the state, the label comes from the app. */
export function StatusBadge({ state, label, size, className }: StatusBadgeProps) {
  const { tone, emphasis } = statusBadgeAppearance(state);
  return (
    <Badge tone={tone} emphasis={emphasis} size={size} className={className} data-state={state}>
      {label}
    </Badge>
  );
}
