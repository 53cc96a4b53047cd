/**
 * One endpoint, one module, one cache key (issue 27 §5; the developers' guide: "each `apiClient.<METHOD>('<path>'`
 * appears once in the dashboard"). Lists every call of the api client in apps/dashboard/src (tests, stories and
 * mocks aside) and fails on a method and path written twice: a second copy is a second fetch with its own cache key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const dashboard = join(import.meta.dirname, '..', 'apps', 'dashboard', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (a doc comment may show a call as an example). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

interface Call {
  readonly endpoint: string;
  readonly file: string;
}

/** Every `apiClient.<METHOD>('<path>'` of the files, and the calls whose path is not written out. */
function endpointCalls(files: readonly { file: string; code: string }[]) {
  const calls: Call[] = [];
  const unlisted: string[] = [];
  for (const { file, code } of files) {
    const source = withoutComments(code);
    for (const match of source.matchAll(/apiClient\s*\.\s*([A-Z]+)\s*\(\s*(['"`])([^'"`]*)\2/g))
      calls.push({ endpoint: `${match[1] ?? ''} ${match[3] ?? ''}`, file });
    const all = source.match(/apiClient\s*\.\s*[A-Z]+\s*\(/g)?.length ?? 0;
    const listed = calls.filter((call) => call.file === file).length;
    if (all !== listed) unlisted.push(file);
  }
  return { calls, unlisted };
}

/** The endpoints written more than once, with the files that write them. */
function duplicates(calls: readonly Call[]) {
  const files = new Map<string, string[]>();
  for (const call of calls) files.set(call.endpoint, [...(files.get(call.endpoint) ?? []), call.file]);
  return Object.fromEntries([...files].filter(([, where]) => where.length > 1));
}

describe('the dashboard’s API calls', () => {
  const files = sourceFiles(dashboard).map((path) => ({
    file: relative(dashboard, path),
    code: readFileSync(path, 'utf8'),
  }));
  const { calls, unlisted } = endpointCalls(files);

  it('are found: the transport a detail shows and the wizard edits is fetched in one module', () => {
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((call) => call.endpoint === 'GET /transports/company/{id}/')).toEqual([
      { endpoint: 'GET /transports/company/{id}/', file: 'features/transports/detail/api/get-transport.ts' },
    ]);
    // every call names its path literally, so none escapes the list
    expect(unlisted).toEqual([]);
  });

  it('name each method and path once', () => {
    expect(duplicates(calls)).toEqual({});
  });

  it('a method and path written twice is reported with both files; a comment is not a call', () => {
    const { calls: twice } = endpointCalls([
      { file: 'a.ts', code: "unwrap(apiClient.GET('/business_locations/', { signal }))" },
      { file: 'b.ts', code: "/** apiClient.GET('/users/me/') */\napiClient\n  .GET('/business_locations/', {})" },
      { file: 'c.ts', code: "apiClient.POST('/business_locations/', { body })" },
    ]);
    expect(duplicates(twice)).toEqual({ 'GET /business_locations/': ['a.ts', 'b.ts'] });
  });
});
