import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The file a relative import names: as written, or with `.ts`/`.tsx`, or the folder's `index.ts(x)`. */
function resolveImport(from: string, specifier: string, known: Set<string>): string | undefined {
  const target = path.join(path.dirname(from), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx')].find(
    (file) => known.has(file),
  );
}

/**
 * Every .ts/.tsx source under `dir` (tests, stories and test helpers left out), with the files it imports by a
 * relative path: static imports and re-exports (type-only ones included) and lazy `import()`s, since a lazy import
 * back is a circle in the code's structure too.
 */
function importGraph(dir: string): Map<string, string[]> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|(^|\/)(test|mocks)\//.test(file))
    .map((file) => path.join(dir, file));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/g),
      ...source.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
    ].map((match) => match[1] ?? '');
    const imports = specifiers
      .map((specifier) => resolveImport(file, specifier, known))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(imports)]);
  }
  return graph;
}

/** The import circles of a graph, each as the files on it (depth-first search for back edges). */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const areas = [
  {
    name: 'apps/api',
    dir: path.join('apps', 'api', 'src'),
    once: 'repository and serialisers, reports and their export, rate limits and the request context',
  },
  {
    name: 'the dashboard',
    dir: path.join('apps', 'dashboard', 'src'),
    once: 'the routes and the dashboard shell, the list query and its keys, the wizard and its form',
  },
  { name: 'the domain', dir: path.join('packages', 'domain', 'src'), once: 'none' },
  { name: 'the design system', dir: path.join('packages', 'ui', 'src'), once: 'none' },
];

describe('imports', () => {
  it.each(areas)('of $name form no circles (once: $once)', ({ dir }) => {
    const graph = importGraph(dir);
    expect(graph.size).toBeGreaterThan(50);
    expect(circles(graph).map((circle) => circle.join(' → '))).toEqual([]);
  });

  it('are read by the check: a circle of two files is found', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts']]);
  });

  it('are read by the check: a lazy import back, with no extension, closes a circle', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    try {
      writeFileSync(path.join(dir, 'routes.tsx'), "export const screen = lazy(() => import('./screen'));\n");
      writeFileSync(path.join(dir, 'screen.tsx'), "import { screen } from './routes';\n");
      expect(circles(importGraph(dir))).toEqual([[path.join(dir, 'routes.tsx'), path.join(dir, 'screen.tsx')]]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
