import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import * as styles from './Avatar.css';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The person's or company's name: the accessible name and the source of the initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already written next to the avatar. */
  decorative?: boolean;
  className?: string;
}

/** Initials of up to two words, e.g. "Matti Meikäläinen" → "MM". */
export function initials(name: string): string {
  return name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('fi'))
    .join('');
}

/** A person's photo, or their initials while the photo loads or when there is none (Ark Avatar). */
export function Avatar({ name, src, size = 'medium', decorative = false, className }: AvatarProps) {
  return (
    <ArkAvatar.Root
      className={[styles.root({ size }), className].filter(Boolean).join(' ')}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
    >
      <ArkAvatar.Fallback className={styles.fallback} aria-hidden="true">
        {initials(name)}
      </ArkAvatar.Fallback>
      {src && <ArkAvatar.Image className={styles.image} src={src} alt="" />}
    </ArkAvatar.Root>
  );
}
