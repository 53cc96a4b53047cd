import type { Ref, SVGProps } from 'react';
import * as styles from './Icon.css';
import { iconPaths } from './paths';

export type IconName = keyof typeof iconPaths;
export const iconNames = Object.keys(iconPaths) as IconName[];
export const iconSizes = ['small', 'medium', 'large', 'inherit'] as const;
export type IconSize = (typeof iconSizes)[number];
export const iconTones = ['inherit', 'muted', 'primary', 'info', 'positive', 'caution', 'critical'] as const;
export type IconTone = (typeof iconTones)[number];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: IconSize;
  tone?: IconTone;
  /** Text for screen readers when the icon carries meaning on its own; without it the icon is decorative. */
  label?: string;
  ref?: Ref<SVGSVGElement>;
}

/** An inline SVG icon from Siirto's set; it takes the current text colour unless a tone is given. */
export function Icon({ name, size = 'medium', tone = 'inherit', label, className, ...rest }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      className={[styles.icon, styles.size[size], styles.tone[tone], className].filter(Boolean).join(' ')}
      {...a11y}
      {...rest}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
