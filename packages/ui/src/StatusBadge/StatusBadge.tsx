import { Badge, type BadgeEmphasis, type BadgeSize, type BadgeTone } from '../Badge/Badge';

/**
 * The tones of a status badge: the Badge's semantic tones plus `dark` (a strong neutral). `neutral` is the light
 * badge; the others are filled, for strong statuses.
 */
export const statusTones = ['neutral', 'info', 'caution', 'positive', 'dark', 'critical'] as const;
export type StatusTone = (typeof statusTones)[number];

/** The Badge tone and emphasis of a status tone. */
export function statusToneAppearance(tone: StatusTone): { tone: BadgeTone; emphasis: BadgeEmphasis } {
  switch (tone) {
    case 'neutral':
      return { tone: 'neutral', emphasis: 'subtle' };
    case 'dark':
      return { tone: 'neutral', emphasis: 'solid' };
    default:
      return { tone, emphasis: 'solid' };
  }
}

export interface StatusBadgeProps {
  /** The status's tone; the app chooses it (for a transport state: the domain's `transportStateTone`). */
  tone: StatusTone;
  /** The status's name from the app's messages (or the server enum). */
  label: string;
  size?: BadgeSize;
  className?: string;
}

/** A status badge: a tone and a label, both given by the app. */
export function StatusBadge({ tone, label, size, className }: StatusBadgeProps) {
  const appearance = statusToneAppearance(tone);
  return (
    <Badge tone={appearance.tone} emphasis={appearance.emphasis} size={size} className={className} data-tone={tone}>
      {label}
    </Badge>
  );
}
