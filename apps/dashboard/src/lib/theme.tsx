import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeRoot, type ThemeName } from '@siirto/ui/theme';

/** The user's choice on the user_account tab: light, dark or whatever the system prefers. */
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/**
 * Where the choice is kept: per browser. public/theme-boot.js reads the same key before the first paint (its own
 * copy of `resolveTheme`, as it runs before any module), so the page never flashes light before a dark theme.
 */
export const THEME_STORAGE_KEY = 'siirto.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export const isThemeChoice = (value: unknown): value is ThemeChoice => themeChoices.some((choice) => choice === value);

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export const resolveTheme = (choice: ThemeChoice, systemPrefersDark: boolean): ThemeName =>
  choice === 'system' ? (systemPrefersDark ? 'dark' : 'light') : choice;

const prefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/** What the boot script did, kept up to date: the page behind the app (html) in the theme's colours. */
function markDocument(theme: ThemeName) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

interface ThemeContextValue {
  choice: ThemeChoice;
  theme: ThemeName;
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The design system's theme root in the user's theme; follows the system's preference live for 'system'. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readThemeChoice);
  const [systemDark, setSystemDark] = useState(prefersDark);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_QUERY);
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const theme = resolveTheme(choice, systemDark);
  useEffect(() => markDocument(theme), [theme]);
  const setChoice = useCallback((next: ThemeChoice) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // a browser that keeps nothing still switches for this visit
    }
    setChoiceState(next);
  }, []);
  const value = useMemo(() => ({ choice, theme, setChoice }), [choice, theme, setChoice]);
  return (
    <ThemeContext value={value}>
      <ThemeRoot theme={theme}>{children}</ThemeRoot>
    </ThemeContext>
  );
}

/** The theme and the way to change it; outside the app's provider (a story) the choice is only stored. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  const [choice, setChoiceState] = useState<ThemeChoice>(readThemeChoice);
  if (value) return value;
  return {
    choice,
    theme: resolveTheme(choice, prefersDark()),
    setChoice: (next) => {
      localStorage.setItem(THEME_STORAGE_KEY, next);
      setChoiceState(next);
    },
  };
}
