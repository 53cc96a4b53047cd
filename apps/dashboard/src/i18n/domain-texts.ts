// by path, not by package name: the build's Vite plugin runs this file under Node while Vite loads its config, and
// Node cannot load the domain package's TypeScript by its name (the texts' file imports nothing itself)
import {
  isLanguage,
  messageAreas,
  type Language,
  type LocalizedText,
  type MessageArea,
} from '../../../../packages/domain/src/messages.ts';
import type { Namespace } from './catalogs';

/**
 * The domain's validation and notice texts travel inside the catalog of the namespace whose screens show them,
 * under `validation.<id>` and `notice.<id>`: spec 1's forms and the notices with `common` (loaded before the first
 * render), the order form's with `wizard`, chat's with `chat`. The build merges them into the catalog files (the
 * `precompiledMessages` plugin), so the app's first chunk carries none of them and only the active language's
 * arrive; tests and stories register them with every catalog (`all-catalogs.ts`).
 */
export const domainAreaOfNamespace: Partial<Record<Namespace, MessageArea>> = {
  common: 'common',
  wizard: 'transports',
  chat: 'chat',
};

/** The domain's texts a namespace carries in one language (none for a namespace without an area). */
export function domainTexts(language: Language, namespace: string): Record<string, string> {
  const area = domainAreaOfNamespace[namespace as Namespace];
  if (!area) return {};
  const { validation, notice }: Readonly<Record<'validation' | 'notice', Record<string, LocalizedText>>> =
    messageAreas[area];
  const result: Record<string, string> = {};
  for (const [id, text] of Object.entries(validation)) result[`validation.${id}`] = text[language];
  for (const [id, text] of Object.entries(notice)) result[`notice.${id}`] = text[language];
  return result;
}

export const isCatalogLanguage = isLanguage;
