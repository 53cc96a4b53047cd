import type { ReactNode } from 'react';
import { darkTheme, lightTheme } from './themes.css';
import * as styles from './ThemeRoot.css';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

export interface ThemeRootProps {
  theme?: ThemeName;
  children: ReactNode;
}

/** Applies a theme's tokens to everything inside it. */
export function ThemeRoot({ theme = 'light', children }: ThemeRootProps) {
  return (
    <div className={`${theme === 'dark' ? darkTheme : lightTheme} ${styles.root}`} data-theme={theme}>
      {children}
    </div>
  );
}
