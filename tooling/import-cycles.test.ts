import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts file under `dir`, with the files it imports by a relative path (type-only imports included). */
function importGraph(dir: string): Map<string, string[]> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(dir, file));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const imports = [
      ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/g),
    ]
      .map((match) => path.join(path.dirname(file), match[1] ?? ''))
      .filter((target) => known.has(target));
    graph.set(file, imports);
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

describe('apps/api imports', () => {
  it('form no circles (repository and serialisers, reports and their export, rate limits and the request context)', () => {
    const graph = importGraph(path.join('apps', 'api', 'src'));
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
});
