export const languages = ['fi', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fi';

const storageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'fi' || value === 'en';
}

/** The browser's stored language; Finnish when nothing (or nonsense) is stored. */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // storage may be unavailable (private mode); the language still applies for this page
  }
}
