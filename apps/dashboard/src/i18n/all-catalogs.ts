/**
 * Tests and stories: every catalog of both languages registered at once, so that they render and read texts
 * synchronously (`createI18n`, `storyText`). The app never imports this module.
 */
import { namespaces, register, type Message } from './catalogs';
import { domainTexts } from './domain-texts';
import { languages } from './language';

const files = import.meta.glob<Record<string, Message>>('./locales/*/*.json', { import: 'default', eager: true });

for (const language of languages) {
  for (const namespace of namespaces) {
    const catalog = files[`./locales/${language}/${namespace}.json`];
    if (catalog) register(language, namespace, { ...domainTexts(language, namespace), ...catalog });
  }
}
