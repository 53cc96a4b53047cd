import { createContext, use, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  formatDuration,
  formatKilobytes,
  formatEuros,
  formatKm,
  formatNumber,
  formatVatPercent,
  type NumberFormatOptions,
} from '@siirto/domain';
import {
  bootNamespaces,
  isLoaded,
  loadNamespaces,
  namespacesForSwitch,
  messages as allMessages,
  type MessageKey,
  type Namespace,
} from './catalogs';
import { readStoredLanguage, storeLanguage, type Language } from './language';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/**
 * Numbers, euros, VAT, kilometres and durations in the language shown: the domain's one number formatter with the
 * language bound. Dates and times need no language (DD.MM.YYYY HH:mm in Finnish time): screens call the domain's
 * formatDate and formatDateTime.
 */
export interface IntlFormat {
  formatNumber: (value: number, options?: NumberFormatOptions) => string;
  formatEuros: (value: number) => string;
  /** fi `25,5 %`, en `25.5%` (always one decimal). */
  formatVatPercent: (value: number | string | null | undefined) => string;
  /** fi `12,3 km`, en `12.3 km`. */
  formatKm: (value: number) => string;
  /** Minutes as `2 h 15 min`. */
  formatDuration: (minutes: number) => string;
  /** A file's size: fi `1 234 KB`, en `1,234 KB`. */
  formatKilobytes: (bytes: number) => string;
}

export interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  /** The text for a catalog key. */
  t: (id: MessageKey, values?: Values) => string;
  /** A text for a key that arrives at run time (server codes, validation ids); `fallback` when unknown. */
  tryT: (id: string, fallback?: string) => string;
  /** A form error's text: a domain message id is translated, any other (server) text is shown as it is. */
  fieldError: (message: string | undefined) => string | undefined;
  intl: IntlFormat;
}

/** Each message's formatter, made once per language (a message never changes once loaded). */
const formatters: Record<Language, Map<string, IntlMessageFormat>> = { fi: new Map(), en: new Map() };
const I18nContext = createContext<I18n | null>(null);

/** The language the app shows, and the one it switches to while the other language's catalogs load. */
const current: { shown: Language; target: Language } = { shown: readStoredLanguage(), target: readStoredLanguage() };

/**
 * Loads a screen's namespaces in the language shown (and in the one a switch goes to): lazy route modules call it
 * beside their `import()`, so a screen's texts arrive with its code, in one round.
 */
export function loadScreenMessages(list: readonly Namespace[]): Promise<void> {
  const { shown, target } = current;
  return Promise.all([loadNamespaces(shown, list), shown === target ? undefined : loadNamespaces(target, list)]).then(
    () => undefined,
  );
}

/** A lazy route module that renders only when its namespaces are loaded: `lazy(() => routeModule(ns, import(...)))`. */
export function routeModule<T>(list: readonly Namespace[], module: Promise<T>): Promise<T> {
  return Promise.all([module, loadScreenMessages(list)]).then(([loadedModule]) => loadedModule);
}

const pending = new Map<string, Promise<void>>();

/** Suspends a component until the namespaces are loaded in the language shown (for screens outside lazy routes). */
export function useNamespaces(list: readonly Namespace[]) {
  const { language } = useI18n();
  if (isLoaded(language, list)) return;
  const key = `${language}:${list.join(',')}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loadNamespaces(language, list);
    pending.set(key, promise);
  }
  use(promise);
}

/** Starts loading the first render's catalogs (main.tsx calls it before React starts). */
export const preloadBootMessages = (language: Language = current.shown) => loadNamespaces(language, bootNamespaces);

/** A message's text; the key itself when the catalog has no such key or the values do not fit the message. */
function format(language: Language, id: string, values?: Values): string {
  // the build's messages are parsed; the JSON files of tests and stories are strings the runtime parses
  const message = allMessages[language][id];
  if (message === undefined) return id;
  try {
    let formatter = formatters[language].get(id);
    if (!formatter) {
      formatter = new IntlMessageFormat(message, language);
      formatters[language].set(id, formatter);
    }
    return String(formatter.format(values));
  } catch {
    return id;
  }
}

export function createI18n(language: Language, setLanguage: (language: Language) => void = () => undefined): I18n {
  const messages = allMessages[language];
  return {
    language,
    setLanguage,
    intl: {
      formatNumber: (value, options) => formatNumber(value, language, options),
      formatEuros: (value) => formatEuros(value, language),
      formatVatPercent: (value) => formatVatPercent(value, language),
      formatKm: (value) => formatKm(value, language),
      formatDuration: (minutes) => formatDuration(minutes, language),
      formatKilobytes: (bytes) => formatKilobytes(bytes, language),
    },
    t: (id, values) => format(language, id, values),
    tryT: (id, fallback) => (id in messages ? format(language, id) : (fallback ?? id)),
    fieldError: (message) => {
      if (!message) return undefined;
      const id = `validation.${message}`;
      return id in messages ? format(language, id) : message;
    },
  };
}

const bootLoads = new Map<Language, Promise<void>>();

export function I18nProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? readStoredLanguage());
  current.shown = language;
  // the first render waits for the boot catalogs (already loaded in tests and stories, see all-catalogs.ts)
  if (!isLoaded(language, bootNamespaces)) {
    let boot = bootLoads.get(language);
    if (!boot) {
      boot = loadNamespaces(language, bootNamespaces);
      bootLoads.set(language, boot);
    }
    use(boot);
  }
  const latest = useRef(language);
  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    latest.current = next;
    current.target = next;
    const apply = () => {
      if (latest.current !== next) return; // a later switch won
      current.shown = next;
      document.documentElement.lang = next;
      setLanguageState(next);
    };
    const needed = namespacesForSwitch(current.shown);
    if (isLoaded(next, needed)) apply();
    else
      loadNamespaces(next, needed).then(apply, () => {
        current.target = current.shown; // the other language could not load: the page stays as it is
      });
  }, []);
  const value = useMemo(() => createI18n(language, setLanguage), [language, setLanguage]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
