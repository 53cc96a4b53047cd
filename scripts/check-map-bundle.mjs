#!/usr/bin/env node
/**
 * Proves the map libraries stay out of the first load: scans a built dashboard (apps/dashboard/dist) for
 * maplibre-gl / mapbox-gl code, lists every chunk that has it, and fails when any chunk that the entry page loads
 * (index.html's scripts and modulepreloads and their static imports) or a named route chunk (and its static
 * imports) contains it. Dynamic `import()`s are not followed: lazily loaded chunks may hold the libraries.
 *
 * Usage: node scripts/check-map-bundle.mjs [--dist apps/dashboard/dist] [--route AuthRoutes]... [--json]
 *   --route NAME  also check the chunk(s) whose file name starts with NAME- (e.g. the sign-in route's chunk)
 * Exit code 0 when clean, 1 when map code is in a checked chunk, 2 on usage errors (no build, unknown route).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Strings that only the map libraries' own code contains (CSS class prefixes, hosts, names). */
export const MAP_SIGNATURES = [
  { library: 'maplibre-gl', pattern: /maplibregl-(?:canvas|map|ctrl)|MapLibre GL/ },
  { library: 'mapbox-gl', pattern: /mapboxgl-(?:canvas|map|ctrl)|api\.mapbox\.com\/(?:styles|map-sessions|v4)/ },
];

function listJs(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listJs(path));
    else if (/\.(?:m?js)$/.test(name)) out.push(path);
  }
  return out;
}

/** Static imports of an ES module chunk (import ... from "./x.js", import "./x.js", export ... from "./x.js"). */
export function staticImports(code) {
  const found = new Set();
  const re = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) {
    const before = code.slice(Math.max(0, (m.index ?? 0) - 1), m.index ?? 0);
    if (before === '.') continue; // obj.import(...) is not an import
    found.add(m[1]);
  }
  return [...found];
}

/** Scripts and modulepreloads of the entry page. */
export function entryScripts(html) {
  const found = new Set();
  for (const m of html.matchAll(/<script[^>]*\bsrc=["']([^"']+)["'][^>]*>/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["'][^>]*>/g))
    found.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*href=["']([^"']+)["'][^>]*rel=["']modulepreload["'][^>]*>/g))
    found.add(m[1]);
  return [...found].filter((src) => !/^https?:/.test(src));
}

export function checkMapBundle({ dist, routes = [] }) {
  const distDir = resolve(dist);
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml))
    throw new UsageError(`No build in ${distDir} (run: pnpm --filter @siirto/dashboard build)`);
  const files = listJs(distDir);
  const code = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));

  const withMapCode = [];
  for (const [file, text] of code) {
    const libraries = MAP_SIGNATURES.filter((s) => s.pattern.test(text)).map((s) => s.library);
    if (libraries.length) withMapCode.push({ chunk: relative(distDir, file), libraries, bytes: text.length });
  }

  const toFile = (from, spec) =>
    spec.startsWith('/') ? join(distDir, spec.replace(/^\/+/, '')) : resolve(dirname(from), spec);
  const closure = (starts) => {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length) {
      const file = stack.pop();
      if (seen.has(file) || !code.has(file)) continue;
      seen.add(file);
      for (const spec of staticImports(code.get(file) ?? '')) stack.push(toFile(file, spec));
    }
    return seen;
  };

  const html = readFileSync(indexHtml, 'utf8');
  const groups = [{ name: 'entry (index.html)', files: closure(entryScripts(html).map((s) => toFile(indexHtml, s))) }];
  for (const route of routes) {
    const starts = files.filter((f) => basename(f).startsWith(`${route}-`) || basename(f) === `${route}.js`);
    if (starts.length === 0) throw new UsageError(`No chunk named ${route}-*.js in ${distDir}`);
    groups.push({ name: `route ${route}`, files: closure(starts) });
  }

  const mapChunks = new Set(withMapCode.map((c) => c.chunk));
  const checked = groups.map((g) => {
    const chunks = [...g.files].map((f) => relative(distDir, f)).sort();
    return { name: g.name, chunks, offending: chunks.filter((c) => mapChunks.has(c)) };
  });
  return { dist: distDir, withMapCode, checked, ok: checked.every((g) => g.offending.length === 0) };
}

export class UsageError extends Error {}

function main(argv) {
  let dist = 'apps/dashboard/dist';
  const routes = [];
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dist') dist = argv[++i] ?? dist;
    else if (arg === '--route') routes.push(argv[++i] ?? '');
    else if (arg === '--json') json = true;
    else throw new UsageError(`Unknown argument ${arg}`);
  }
  const result = checkMapBundle({ dist, routes: routes.filter(Boolean) });
  if (json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`Map library code in ${result.withMapCode.length} chunk(s) of ${result.dist}:`);
    for (const c of result.withMapCode)
      console.log(`  ${c.chunk}  ${c.libraries.join(', ')}  ${Math.round(c.bytes / 1024)} kB`);
    for (const g of result.checked) {
      const verdict = g.offending.length ? `FAIL: map code in ${g.offending.join(', ')}` : 'ok, no map code';
      console.log(`${g.name}: ${g.chunks.length} chunk(s) checked, ${verdict}`);
    }
  }
  return result.ok ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exitCode = 2;
    } else throw error;
  }
}
