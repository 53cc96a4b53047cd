/**
 * The repository's import rules (README.md, "How the pieces fit": imports follow the architecture's table).
 * Kept in their own module so tooling/lint-boundaries.test.ts can prove that they fail a forbidden import.
 *
 * ESLint's own no-restricted-imports / no-restricted-globals express the package rules of the table. The rules that
 * depend on where an import really points (the dashboard's zones, reached by relative paths like
 * `../../company/api/company-api`) and the ones that must also hold for dynamic `import()` are the small rule
 * `siirto-boundaries/imports` below: it resolves every relative specifier against the importing file. Each message
 * names the rule it enforces.
 */
import { dirname, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = dirname(fileURLToPath(import.meta.url));
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

/** The dashboard's shared zones: features build on them, never the other way round (bulletproof-react). */
const sharedZones = ['lib', 'components', 'config', 'i18n'];
const dashboardSrc = 'apps/dashboard/src/';

/** Where a repository path lies: a dashboard feature (with the path inside it), a shared zone, or apps/api. */
function zoneOf(path) {
  if (path.startsWith(dashboardSrc)) {
    const [top, name, ...rest] = path.slice(dashboardSrc.length).split('/');
    if (top === 'features' && name) return { kind: 'feature', name, inner: rest.join('/') };
    if (top && sharedZones.includes(top)) return { kind: 'shared', name: top };
    return { kind: 'dashboard' };
  }
  if (path === 'apps/api' || path.startsWith('apps/api/')) return { kind: 'api' };
  return { kind: 'other' };
}

/** A feature's public face: `features/<f>` or `features/<f>/index(.ts|.tsx)`. */
const isFeatureIndex = (inner) => /^(index(\.tsx?)?)?$/.test(inner);

/** Bare specifiers packages/ui may not import, statically or with import(): ui takes texts and tones as props. */
const uiForbidden = [
  { pattern: /^react-router(-dom)?(\/|$)/, what: 'routing (react-router): links and navigation come as props' },
  { pattern: /^(@formatjs\/|react-intl(\/|$))/, what: 'i18n (@formatjs, react-intl): texts come as props' },
  { pattern: /^(xstate|@xstate\/)/, what: 'state machines (xstate): they live in packages/domain' },
  { pattern: /^zod(\/|$)/, what: 'validation (zod): schemas live in packages/domain' },
];

/** The specifier of an import, export-from, import() or import type, when it is a plain string. */
function specifierOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? undefined;
  if (node.type === 'TSLiteralType') return specifierOf(node.literal);
  return undefined;
}

/** Where a relative specifier imported from the repository file `file` points, as a repository path. */
const resolvedPath = (file, specifier) => posix.normalize(posix.join(posix.dirname(file), specifier));

/** The message for an import of `specifier` from the repository file `file`, or undefined when it is allowed. */
export function boundaryViolation(file, specifier) {
  if (file.startsWith('packages/ui/')) {
    const hit = uiForbidden.find(({ pattern }) => pattern.test(specifier));
    if (hit) return `packages/ui imports no ${hit.what} (architecture: ui knows nothing of the app).`;
    // the design system's source; its bench and config files may use the repository's tooling/
    if (
      file.startsWith('packages/ui/src/') &&
      specifier.startsWith('.') &&
      !resolvedPath(file, specifier).startsWith('packages/ui/')
    ) {
      return 'packages/ui imports no workspace package, not by a relative path either (architecture: ui is the base).';
    }
    return undefined;
  }
  if (file.startsWith('apps/api/')) {
    const target = specifier.startsWith('.') ? resolvedPath(file, specifier) : '';
    if (target === 'apps/dashboard' || target.startsWith('apps/dashboard/')) {
      return 'apps/api never imports the dashboard, not by a relative path either.';
    }
    return undefined;
  }
  if (!file.startsWith('apps/dashboard/')) return undefined;
  if (specifier === '@siirto/api' || specifier.startsWith('@siirto/api/')) {
    return 'apps/dashboard never imports apps/api internals.';
  }
  if (!specifier.startsWith('.')) return undefined;
  const target = zoneOf(resolvedPath(file, specifier));
  if (target.kind === 'api') return 'apps/dashboard never imports apps/api internals.';
  if (target.kind !== 'feature') return undefined;
  const from = zoneOf(file);
  if (from.kind === 'shared') {
    return `${from.name}/ never imports a feature (features build on lib/, components/, config/ and i18n/, never the other way round).`;
  }
  if (from.kind === 'feature' && from.name !== target.name && !isFeatureIndex(target.inner)) {
    return `A feature imports another feature only through its index (features/${target.name}/index.ts), never its internals.`;
  }
  return undefined;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: "The architecture's import rules, for relative paths and dynamic import() too" },
    schema: [],
  },
  create(context) {
    const file = relative(repoRoot, context.physicalFilename ?? context.filename)
      .split(sep)
      .join('/');
    const check = (source) => {
      const specifier = specifierOf(source);
      if (specifier === undefined) return;
      const message = boundaryViolation(file, specifier);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument),
    };
  },
};

/** The plugin of the rule above (`siirto-boundaries/imports`). */
/**
 * The house rule "times, money and numbers each have one home in packages/domain" (README.md, issue 27 §1-§2): the
 * apps and ui print numbers and dates through the domain's formatter, read times as Helsinki wall times and round
 * decimals by the money module's rule, never with the runtime's own (toFixed and toLocale*String differ by
 * runtime and language; getHours is the browser's zone; Math.round(x * 10) / 10 rounds the float, not the decimal).
 */
const numberSyntax = [
  {
    selector: 'CallExpression[callee.property.name=/^(toFixed|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]',
    message: "Numbers and dates are printed by the domain's formatter (rules/number-format.ts, rules/format.ts).",
  },
  {
    selector: 'CallExpression[callee.property.name=/^(getHours|setHours|getTimezoneOffset)$/]',
    message: "Times are Helsinki wall times from the domain (rules/wall-time.ts), never the runtime's zone.",
  },
  {
    selector:
      "BinaryExpression[operator='/'] > CallExpression.left[callee.object.name='Math'][callee.property.name='round']",
    message: "Decimals are rounded by the domain's rule (roundDecimal, roundKm, toCents), not Math.round(x * 10) / 10.",
  },
];

export const boundariesPlugin = { meta: { name: 'siirto-boundaries' }, rules: { imports: importsRule } };

export const boundaryRules = [
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/dashboard/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...numberSyntax] },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/dashboard/**/*.{ts,tsx}', 'apps/api/**/*.ts'],
    plugins: { 'siirto-boundaries': boundariesPlugin },
    rules: { 'siirto-boundaries/imports': 'error' },
  },
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
