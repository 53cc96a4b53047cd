import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { noticeMessages, validationMessages } from '@siirto/domain';
import type { Language } from './language';
import type fiCommon from './locales/fi/common.json';
import type fiAuth from './locales/fi/auth.json';
import type fiShell from './locales/fi/shell.json';
import type fiAccount from './locales/fi/account.json';
import type fiCompany from './locales/fi/company.json';
import type fiPages from './locales/fi/pages.json';
import type fiReports from './locales/fi/reports.json';
import type fiChat from './locales/fi/chat.json';
import type fiWizard from './locales/fi/wizard.json';
import type fiCustomers from './locales/fi/customers.json';
import type fiMap from './locales/fi/map.json';
import type fiImport from './locales/fi/import.json';

/**
 * The message catalogs, one file per area and language (`locales/{fi,en}/<namespace>.json`). Only the active
 * language's files are loaded, each with the screens that need it: `common` before the first render, the others
 * with their lazy route modules (see `routeModule`). The build turns every message into its parsed form (the
 * `precompiledMessages` Vite plugin), so the ICU parser is not shipped; tests and stories, which read the JSON
 * files as they are, parse at run time.
 */
export const namespaces = [
  'common',
  'auth',
  'shell',
  'account',
  'company',
  'pages',
  'reports',
  'chat',
  'wizard',
  'customers',
  'map',
  'import',
] as const;
export type Namespace = (typeof namespaces)[number];

export type MessageKey =
  | keyof typeof fiCommon
  | keyof typeof fiAuth
  | keyof typeof fiShell
  | keyof typeof fiAccount
  | keyof typeof fiCompany
  | keyof typeof fiPages
  | keyof typeof fiReports
  | keyof typeof fiChat
  | keyof typeof fiWizard
  | keyof typeof fiCustomers
  | keyof typeof fiMap
  | keyof typeof fiImport
  | `validation.${keyof typeof validationMessages}`
  | `notice.${keyof typeof noticeMessages}`;

/** A message as the build leaves it (parsed) or as the JSON file has it (tests, stories). */
export type Message = string | MessageFormatElement[];
type Catalog = Record<string, Message>;

const files = import.meta.glob<Catalog>('./locales/*/*.json', { import: 'default' });

/**
 * The messages loaded so far, per language (one object per language, filled as namespaces arrive). The domain's
 * validation and notice texts arrive inside their area's namespace (`domain-texts.ts`).
 */
export const messages: Record<Language, Catalog> = { fi: {}, en: {} };
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

export const isLoaded = (language: Language, list: readonly Namespace[]) =>
  list.every((namespace) => loaded.has(`${language}/${namespace}`));

/** Adds a namespace's messages (tests and stories register every catalog at once, see `all-catalogs.ts`). */
export function register(language: Language, namespace: Namespace, catalog: Catalog) {
  Object.assign(messages[language], catalog);
  loaded.add(`${language}/${namespace}`);
}

/** Loads the namespaces of one language (once each); resolves when all are in `messages`. */
export function loadNamespaces(language: Language, list: readonly Namespace[]): Promise<void> {
  return Promise.all(
    list.map((namespace) => {
      const key = `${language}/${namespace}`;
      if (loaded.has(key)) return Promise.resolve();
      let promise = loading.get(key);
      if (!promise) {
        const load = files[`./locales/${key}.json`];
        if (!load) throw new Error(`no catalog ${key}`);
        promise = load().then(
          (catalog) => register(language, namespace, catalog),
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/**
 * The namespaces a language switch away from `language` loads in the other language: the loaded ones and the ones on
 * their way. The ones on their way count: a route preloaded at the start loads its namespaces in the stored language,
 * and the session may switch to the profile's language before they arrive (the English order wizard then showed its
 * catalog keys).
 */
export const namespacesForSwitch = (language: Language): Namespace[] =>
  namespaces.filter((namespace) => loaded.has(`${language}/${namespace}`) || loading.has(`${language}/${namespace}`));

/** The namespaces every screen uses (the spinner, the error and retry texts): loaded before the first render. */
export const bootNamespaces: readonly Namespace[] = ['common'];
