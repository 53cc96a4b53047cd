import type { z } from 'zod';

/** The [field, message id] pairs a schema reports for a value, in order; [] when it is valid. */
export function issuesOf(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

/** The message ids reported for one field. */
export function fieldIssues(schema: z.ZodType, value: unknown, field: string): string[] {
  return issuesOf(schema, value)
    .filter(([path]) => path === field)
    .map(([, id]) => id);
}
