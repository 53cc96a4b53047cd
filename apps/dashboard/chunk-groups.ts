import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];
type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/**
 * The first pages' lazy route modules, each under the short name its chunks are named by. Their code arrived as
 * dozens of small chunks (rolldown gives every set of lazy modules that share a module a chunk of its own): the
 * signed-in frontpage's 50 scripts, six at a time over HTTP/1.1, took longer than their bytes. Now the modules these
 * routes load (beyond the entry) are grouped by which of them load each: the sign-in's own, the ones the sign-in
 * shares with the dashboard, the shell's, the frontpage's, ... A route thus loads only modules it runs, in a few
 * chunks. The other screens' modules keep rolldown's automatic chunks.
 */
const firstRoutes: Record<string, string> = {
  'src/features/auth/routes/AuthRoutes.tsx': 'sign-in',
  'src/features/tracking/routes/SharedTransportRoute.tsx': 'tracking',
  'src/features/payment/routes/PaymentSuccessRoute.tsx': 'payment',
  'src/features/payment/routes/PaymentCancelledRoute.tsx': 'payment',
  'src/app/CompanyBlockedDialog.tsx': 'blocked',
  'src/app/DashboardRoutes.tsx': 'shell',
  'src/features/frontpage/routes/FrontpageRoute.tsx': 'frontpage',
};
const dashboardRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = posix.join(dashboardRoot, '..', '..');

const withoutQuery = (id: string) => id.replace(/[?#].*$/, '');
const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * A barrel: a module made only of re-exports, `export … from` (the ui and domain indexes, a feature's index) or
 * imports exported again by name (`import { a } from './a'; export { a }`, Ark's index).
 */
function isBarrel(info: ModuleInfo): boolean {
  if (info.code === null) return false;
  const rest = stripComments(info.code)
    .replace(/export\s*(\*(\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'][^"']+["'];?/g, '')
    .replace(/import\s*\{[^}]*\}\s*from\s*["'][^"']+["'];?/g, '')
    .replace(/import\s*["'][^"']+["'];?/g, '')
    .replace(/export\s*\{[^}]*\};?/g, '')
    .trim();
  return rest === '' && info.importedIds.length > 0;
}

/** Where a workspace package's export points (`@siirto/ui` → packages/ui/src/index.ts). */
function workspaceTarget(specifier: string): string | undefined {
  const match = /^@siirto\/([\w-]+)(\/.*)?$/.exec(specifier);
  if (!match?.[1]) return undefined;
  const folder = posix.join(repoRoot, 'packages', match[1]);
  try {
    const manifest = JSON.parse(readFileSync(posix.join(folder, 'package.json'), 'utf8')) as {
      exports?: Record<string, string>;
    };
    const target = manifest.exports?.[`.${match[2] ?? ''}`];
    return target ? posix.join(folder, target) : undefined;
  } catch {
    return undefined;
  }
}

/** The id among `candidates` of a package's specifier (`@ark-ui/react/dialog`): the one in that package (and folder). */
function packageTarget(specifier: string, candidates: readonly string[]): string | undefined {
  const parts = specifier.split('/');
  const name = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const subpath = parts.slice(specifier.startsWith('@') ? 2 : 1).join('/');
  const inPackage = candidates.filter((id) => id.includes(`/node_modules/${name}/`));
  if (inPackage.length <= 1) return inPackage[0];
  const inFolder = inPackage.filter((id) => subpath !== '' && id.includes(`/${subpath}/`));
  return inFolder.length === 1 ? inFolder[0] : undefined;
}

/** The id among `candidates` a specifier of `from` points to, when it can be told without a resolver. */
function resolveSpecifier(from: string, specifier: string, candidates: readonly string[]): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('@siirto/')) return packageTarget(specifier, candidates);
  const base = specifier.startsWith('.') ? posix.resolve(posix.dirname(from), specifier) : workspaceTarget(specifier);
  if (!base) return undefined;
  const forms = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'].map((end) => base + end);
  return candidates.find((id) => forms.includes(withoutQuery(id)));
}

interface NamedImport {
  target: string;
  /** The imported names, or null for the whole module (a namespace, a side effect, anything not parsed). */
  names: string[] | null;
}

/** `a, b as c, default as d` → the names taken from the other module: a, b, default. */
const importedNames = (list: string) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
    )
    .filter((name) => name !== '' && name !== 'type');

/** The module's static import and export-from statements, each with the names it takes (when it says them). */
function namedImports(info: ModuleInfo): NamedImport[] {
  const code = stripComments(info.code ?? '');
  const found: NamedImport[] = [];
  const statement =
    /(?:import|export)\s*(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+|\*|[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(statement)) {
    const [, typeOnly, defaultPart, clause, specifier] = match;
    if (typeOnly || !specifier) continue;
    const target = resolveSpecifier(info.id, specifier, info.importedIds);
    if (!target) continue;
    const names: string[] = [];
    if (defaultPart) names.push('default');
    if (clause?.startsWith('{')) names.push(...importedNames(clause.slice(1, -1)));
    else if (clause && /^[\w$]+$/.test(clause)) names.push('default');
    else if (clause === undefined && !defaultPart) {
      found.push({ target, names: null }); // `import 'x'`: for its side effects
      continue;
    } else {
      found.push({ target, names: null }); // `* as ns`, `export *`
      continue;
    }
    found.push({ target, names });
  }
  return found;
}

/**
 * The module graph as the bundle uses it: an import of named bindings through a barrel leads to the modules that
 * define them, not to everything the barrel re-exports (the sign-in imports `Button` from the ui index, not the
 * table). Anything it cannot read is followed whole, so a route's set of modules may be too large, never too small.
 */
function usedGraph(ctx: ChunkingContext) {
  const barrels = new Map<string, boolean>();
  const barrel = (id: string) => {
    let known = barrels.get(id);
    if (known === undefined) {
      const info = ctx.getModuleInfo(id);
      known = info !== null && isBarrel(info);
      barrels.set(id, known);
    }
    return known;
  };
  /** The names a module exports, its `export *` included (rolldown's `exports` lists those as `*`). */
  const exportNames = new Map<string, Set<string>>();
  const exportedNames = (id: string): Set<string> => {
    const known = exportNames.get(id);
    if (known) return known;
    const names = new Set<string>();
    exportNames.set(id, names); // a cycle of `export *` ends here
    const info = ctx.getModuleInfo(id);
    const code = stripComments(info?.code ?? '');
    for (const [, name] of code.matchAll(/export\s+(?:async\s+)?(?:function\s*\*?|const|let|var|class)\s+([\w$]+)/g))
      if (name) names.add(name);
    if (/export\s+default\b/.test(code)) names.add('default');
    for (const [, list] of code.matchAll(/export\s*\{([^}]*)\}/g))
      for (const part of (list ?? '').split(',')) {
        const exported = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (exported) names.add(exported);
      }
    for (const [, name] of code.matchAll(/export\s*\*\s*as\s+([\w$]+)/g)) if (name) names.add(name);
    for (const [, specifier] of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
      const target = info && specifier ? resolveSpecifier(id, specifier, info.importedIds) : undefined;
      if (target) for (const name of exportedNames(target)) names.add(name);
    }
    return names;
  };
  /** The modules that define `name` as exported by the barrel `id`. */
  const definers = (id: string, name: string, seen = new Set<string>()): string[] => {
    const info = ctx.getModuleInfo(id);
    if (!info || seen.has(`${id}#${name}`)) return [];
    seen.add(`${id}#${name}`);
    if (!barrel(id)) return [id];
    const exportList = stripComments(info.code ?? '');
    // explicit re-exports first
    const explicit = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
    for (const [, list, specifier] of exportList.matchAll(explicit)) {
      if (!list || !specifier) continue;
      for (const part of list.split(',')) {
        const [local, exported] = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .map((word) => word.trim());
        if ((exported ?? local) !== name || !local) continue;
        const target = resolveSpecifier(id, specifier, info.importedIds);
        return target ? definers(target, local, seen) : info.importedIds;
      }
    }
    // `import { a as b } from './x'; export { b as name }`
    for (const [, list] of exportList.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)) {
      for (const part of (list ?? '').split(',')) {
        const [local, exported] = part
          .trim()
          .split(/\s+as\s+/)
          .map((word) => word.trim());
        if ((exported ?? local) !== name || !local) continue;
        for (const [, imports, specifier] of exportList.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          for (const imported of (imports ?? '').split(',')) {
            const [original, alias] = imported
              .trim()
              .split(/\s+as\s+/)
              .map((word) => word.trim());
            if ((alias ?? original) !== local || !original || !specifier) continue;
            const target = resolveSpecifier(id, specifier, info.importedIds);
            return target ? definers(target, original, seen) : info.importedIds;
          }
        }
      }
    }
    const stars = /export\s*\*\s*from\s*["']([^"']+)["']/g;
    const fromStars: string[] = [];
    for (const [, specifier] of exportList.matchAll(stars)) {
      if (!specifier) continue;
      const target = resolveSpecifier(id, specifier, info.importedIds);
      if (!target) return info.importedIds;
      if (exportedNames(target).has(name)) fromStars.push(...definers(target, name, seen));
    }
    return fromStars.length > 0 ? fromStars : info.importedIds;
  };
  const edges = new Map<string, string[]>();
  return (id: string): string[] => {
    const known = edges.get(id);
    if (known) return known;
    const info = ctx.getModuleInfo(id);
    if (!info) return [];
    const through = new Set<string>();
    const next = new Set<string>();
    for (const { target, names } of namedImports(info)) {
      if (names === null || !barrel(target)) continue;
      through.add(target);
      for (const name of names) for (const definer of definers(target, name)) next.add(definer);
      // the barrel's own side-effect imports (`import './chunk.mjs'`) run whatever is taken from it
      const barrelInfo = ctx.getModuleInfo(target);
      for (const [, specifier] of stripComments(barrelInfo?.code ?? '').matchAll(/import\s*["']([^"']+)["']/g)) {
        const sideEffect =
          barrelInfo && specifier ? resolveSpecifier(target, specifier, barrelInfo.importedIds) : undefined;
        if (sideEffect) next.add(sideEffect);
      }
    }
    // a barrel also imported whole (`import * as`, a side effect) is followed whole
    for (const { target, names } of namedImports(info)) if (names === null) through.delete(target);
    for (const imported of info.importedIds) if (!through.has(imported)) next.add(imported);
    const list = [...next];
    edges.set(id, list);
    return list;
  };
}

/** For each module the first routes load: the names of the routes that load it (statically, beyond the entry). */
function routesByModule(ctx: ChunkingContext): Map<string, Set<string>> {
  const next = usedGraph(ctx);
  const visit = (start: string, into: Set<string>) => {
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop();
      if (id === undefined || into.has(id)) continue;
      into.add(id);
      stack.push(...next(id));
    }
    return into;
  };
  const byModule = new Map<string, Set<string>>();
  for (const [path, name] of Object.entries(firstRoutes)) {
    const routeId = posix.join(dashboardRoot, path);
    if (!ctx.getModuleInfo(routeId)) continue;
    for (const id of visit(routeId, new Set())) {
      const names = byModule.get(id) ?? new Set<string>();
      names.add(name);
      byModule.set(id, names);
    }
  }
  return byModule;
}

/** One computation per chunking pass (its context). */
const groupings = new WeakMap<ChunkingContext, Map<string, Set<string>>>();
const routeOrder = [...new Set(Object.values(firstRoutes))];
const routeModuleIds = new Set(Object.keys(firstRoutes).map((path) => posix.join(dashboardRoot, path)));

/**
 * The build's chunk groups (rolldown's `output.codeSplitting.groups`). First the entry: rolldown's automatic chunking
 * gave its static imports 13 chunks (react, the router, query, the session, the catalogs' loader, …), each a round
 * trip on a slow connection although every page needs all of them; they are one chunk, the entry's. Then the first
 * routes' modules, one chunk per set of first routes that load them (see `firstRoutes`).
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'] },
  {
    debugName: 'first routes',
    // each module goes where its own routes put it: a captured module's imports are loaded by at least the same
    // routes, so they have a chunk of their own (pulling them into the importer's would make the sign-in load the
    // shell's chunk for a link both use)
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      let grouping = groupings.get(ctx);
      if (!grouping) {
        grouping = routesByModule(ctx);
        groupings.set(ctx, grouping);
      }
      const names = grouping.get(id);
      // a route's own module keeps its chunk (and its entry in the build's manifest, which `pnpm size` reads)
      if (!names || routeModuleIds.has(id)) return null;
      return `first-${routeOrder.filter((name) => names.has(name)).join('-')}`;
    },
  },
];
