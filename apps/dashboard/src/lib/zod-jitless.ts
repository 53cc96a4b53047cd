/**
 * zod compiles its object parsers with `new Function` unless told not to, and its probe for that is reported as a
 * Content-Security-Policy violation under the dashboard's policy (no 'unsafe-eval', see ../../security-headers.ts).
 * main.tsx imports this first, before any schema is made.
 *
 * This is what `z.config({ jitless: true })` does: zod keeps its configuration in this global, shared by every copy
 * of zod. Setting it directly keeps zod itself out of the first load (the sign-in page loads zod after it renders).
 * e2e/tests/security-headers.spec.ts fails if a zod upgrade stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
