/** Turning zod issues into field errors, for forms and for apps/api's 400 answers. */
import type { z } from 'zod';
import { defaultLanguage, translateIssue, type Language } from '../messages.ts';

/** The key a form uses for an issue path: 'email', 'items.0.name'; '' for an object-level issue. */
function issueFieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Field-keyed, translated messages (the shape of a Django REST framework 400 body: `{ field: [text] }`).
 * Object-level issues go under `non_field_errors`.
 */
export function fieldErrorsFromZod(
  error: { readonly issues: readonly z.core.$ZodIssue[] },
  lang: Language = defaultLanguage,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issueFieldName(issue.path) || 'non_field_errors';
    const text = translateIssue(issue, lang);
    const list = (result[key] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return result;
}

/** The first message ID per field, untranslated (what a form shows beside each field). */
export function firstIssueIdByField(error: { readonly issues: readonly z.core.$ZodIssue[] }): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issueFieldName(issue.path);
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
