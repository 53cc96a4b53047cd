import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { domainTexts, isCatalogLanguage } from './domain-texts.ts';

const catalogFile = /\/src\/i18n\/locales\/([a-z]{2})\/([\w-]+)\.json$/;

/**
 * The build's catalogs hold parsed messages (what `intl-messageformat` accepts in place of ICU strings), so the app
 * ships without the ICU parser (`@formatjs/icu-messageformat-parser` is aliased to its `no-parser` build). A message
 * the parser refuses fails the build. Runs before Vite's JSON plugin, on the catalog files only, and adds the
 * domain's texts of the namespace's area (`domain-texts.ts`) in the file's language.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'siirto:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      const match = catalogFile.exec(path);
      if (!match) return null;
      const [, language, namespace = ''] = match;
      if (!isCatalogLanguage(language)) throw new Error(`${path}: no such language`);
      const catalog = { ...domainTexts(language, namespace), ...(JSON.parse(code) as Record<string, string>) };
      const parsed = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${path}: message "${key}" does not parse: ${String(error)}`);
          }
        }),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

/** The runtime's parser replaced by the build that throws: every message of the build is parsed already. */
export const noParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
