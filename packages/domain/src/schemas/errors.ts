/** The first message id per field of a zod error, for forms that check a schema themselves. */
import type { z } from 'zod';

/** The key a form uses for an issue path: 'email', 'items.0.name'; '' for an object-level issue. */
function issueFieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
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
