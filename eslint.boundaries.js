/**
 * The import rules of the architecture guide (../shared/guide/architecture.md, "Who may import whom").
 * Kept in their own module so tooling/lint-boundaries.test.ts can prove that they fail a forbidden import.
 *
 * ESLint's own no-restricted-imports / no-restricted-globals / no-restricted-syntax express every rule of
 * the table, so no extra plugin is needed; each message names the rule it enforces.
 */
const workspace = (except) =>
  ['@siirto/ui', '@siirto/domain', '@siirto/api-client', '@siirto/dashboard', '@siirto/api']
    .filter((name) => !except.includes(name))
    .flatMap((name) => [name, `${name}/*`]);

const appInternals = ['**/apps/api/**', '**/apps/dashboard/**', '@siirto/api', '@siirto/dashboard'];

/** Globals that mean fetching or touching the DOM. */
const effectGlobals = [
  'fetch',
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'XMLHttpRequest',
  'navigator',
].map((name) => ({ name, message: `packages/domain is pure: effects are injected actors, never ${name}.` }));

export const boundaryRules = [
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: workspace([]),
              message: 'packages/ui imports no workspace package (architecture: ui is the base).',
            },
            { group: appInternals, message: 'packages/ui never imports an app.' },
            { group: ['@tanstack/react-query', 'openapi-fetch', 'axios'], message: 'packages/ui fetches nothing.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: workspace([]), message: 'packages/api-client imports no other workspace package.' },
            { group: appInternals, message: 'packages/api-client never imports an app.' },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/react-query'],
              message: 'packages/api-client has no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    ignores: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'],
              message: 'packages/domain has no React.',
            },
            { group: ['@siirto/ui', '@siirto/ui/*'], message: 'packages/domain never imports ui.' },
            { group: appInternals, message: 'packages/domain never imports an app.' },
            {
              group: ['@siirto/api-client', '@siirto/api-client/*'],
              allowTypeImports: true,
              message: 'packages/domain takes only types from api-client (import type).',
            },
            { group: ['openapi-fetch', 'node:*', 'fs', 'http', 'https'], message: 'packages/domain does no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...effectGlobals],
    },
  },
  {
    files: ['apps/dashboard/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@siirto/api', '@siirto/api/*', '**/apps/api/**'],
              message: 'apps/dashboard never imports apps/api internals.',
            },
            {
              regex: '^(\\.\\./)+(apps/)?api/(src|test)(/|$)',
              message: 'apps/dashboard never imports apps/api internals.',
            },
            {
              regex: '^(\\.\\./)+features/[^/]+/(?!index)',
              message:
                "A feature imports another feature only through its index (features never import each other's internals).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@siirto/dashboard', '@siirto/dashboard/*', '**/apps/dashboard/**'],
              message: 'apps/api never imports the dashboard.',
            },
            {
              group: ['@siirto/ui', '@siirto/ui/*', 'react', 'react-dom'],
              message: 'apps/api never imports ui or React.',
            },
          ],
        },
      ],
    },
  },
];
