import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { catalogs, type MessageKey } from './catalogs';
import { readStoredLanguage, storeLanguage, type Language } from './language';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

export interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  /** The text for a catalog key. */
  t: (id: MessageKey, values?: Values) => string;
  /** A text for a key that arrives at run time (server codes, validation ids); `fallback` when unknown. */
  tryT: (id: string, fallback?: string) => string;
  /** A form error's text: a domain message id is translated, any other (server) text is shown as it is. */
  fieldError: (message: string | undefined) => string | undefined;
  intl: IntlShape;
}

const cache = createIntlCache();
const I18nContext = createContext<I18n | null>(null);

export function createI18n(language: Language, setLanguage: (language: Language) => void = () => undefined): I18n {
  const messages: Record<string, string> = catalogs[language];
  const intl = createIntl({ locale: language, defaultLocale: 'fi', messages, onError: () => undefined }, cache);
  return {
    language,
    setLanguage,
    intl,
    t: (id, values) => intl.formatMessage({ id }, values),
    tryT: (id, fallback) => (id in messages ? intl.formatMessage({ id }) : (fallback ?? id)),
    fieldError: (message) => {
      if (!message) return undefined;
      const id = `validation.${message}`;
      return id in messages ? intl.formatMessage({ id }) : message;
    },
  };
}

export function I18nProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? readStoredLanguage());
  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    document.documentElement.lang = next;
    setLanguageState(next);
  }, []);
  const value = useMemo(() => createI18n(language, setLanguage), [language, setLanguage]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
