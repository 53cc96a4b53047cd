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

/** The recipe's class names, made once per size (a recipe call builds its string anew on every render). */
const sizeClass = Object.fromEntries(avatarSizes.map((size) => [size, styles.root({ size })])) as Record<
  AvatarSize,
  string
>;

/**
 * A person's photo, or their initials while the photo loads or when there is none (Ark Avatar). Without a photo
 * there is nothing to load, so the initials are plain markup: Ark's avatar runs a state machine with observers per
 * avatar, and a chat thread renders one beside many of its messages (they showed in the CPU profile of opening a
 * group, `pnpm bench:chat`).
 */
export function Avatar({ name, src, size = 'medium', decorative = false, className }: AvatarProps) {
  const rootClass = className ? `${sizeClass[size]} ${className}` : sizeClass[size];
  const label = {
    role: decorative ? undefined : 'img',
    'aria-label': decorative ? undefined : name,
    'aria-hidden': decorative ? true : undefined,
  } as const;
  if (!src) {
    return (
      <div data-scope="avatar" data-part="root" className={rootClass} {...label}>
        <span
          data-scope="avatar"
          data-part="fallback"
          data-state="visible"
          className={styles.fallback}
          aria-hidden="true"
        >
          {initials(name)}
        </span>
      </div>
    );
  }
  return (
    <ArkAvatar.Root className={rootClass} {...label}>
      <ArkAvatar.Fallback className={styles.fallback} aria-hidden="true">
        {initials(name)}
      </ArkAvatar.Fallback>
      <ArkAvatar.Image className={styles.image} src={src} alt="" />
    </ArkAvatar.Root>
  );
}
