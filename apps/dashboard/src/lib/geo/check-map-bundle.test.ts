import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- scripts/check-map-bundle.mjs is plain JavaScript without type declarations
import { checkMapBundle } from '../../../../../scripts/check-map-bundle.mjs';

interface Result {
  ok: boolean;
  withMapCode: { chunk: string; libraries: string[] }[];
  checked: { name: string; chunks: string[]; offending: string[] }[];
}
const check = checkMapBundle as (o: { dist: string; routes?: string[] }) => Result;

/** A fake build: index.html loads index.js, which imports shared.js and lazily the routes. */
function fakeDist(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'map-bundle-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-b2.js">',
  );
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), code);
  return dist;
}

const maplibreCode = 'class M{constructor(){this._canvas.className="maplibregl-canvas"}}';
const mapboxCode = 'const u="https://api.mapbox.com/styles/v1/";el.classList.add("mapboxgl-map")';

describe('check-map-bundle', () => {
  it('passes when the map libraries are only in lazily imported chunks', () => {
    const dist = fakeDist({
      'index-a1.js':
        'import{a}from"./shared-b2.js";const r=()=>import("./AuthRoutes-c3.js"),m=()=>import("./MaplibreRenderer-d4.js");',
      'shared-b2.js': 'export const a=1;',
      'AuthRoutes-c3.js': 'import{a}from"./shared-b2.js";export default a;',
      'MaplibreRenderer-d4.js': maplibreCode,
      'MapboxRenderer-e5.js': mapboxCode,
    });
    const result = check({ dist, routes: ['AuthRoutes'] });
    expect(result.ok).toBe(true);
    expect(result.withMapCode.map((c) => [c.chunk, c.libraries])).toEqual(
      expect.arrayContaining([
        ['assets/MaplibreRenderer-d4.js', ['maplibre-gl']],
        ['assets/MapboxRenderer-e5.js', ['mapbox-gl']],
      ]),
    );
    expect(result.checked.find((g) => g.name === 'route AuthRoutes')?.chunks).toEqual([
      'assets/AuthRoutes-c3.js',
      'assets/shared-b2.js',
    ]);
  });

  it('fails naming the chunk when a route statically imports map code', () => {
    const dist = fakeDist({
      'index-a1.js': 'const r=()=>import("./AuthRoutes-c3.js");',
      'shared-b2.js': 'export const a=1;',
      'AuthRoutes-c3.js': 'import{M}from"./maplibre-x9.js";export default M;',
      'maplibre-x9.js': maplibreCode,
    });
    const result = check({ dist, routes: ['AuthRoutes'] });
    expect(result.ok).toBe(false);
    expect(result.checked.find((g) => g.name === 'route AuthRoutes')?.offending).toEqual(['assets/maplibre-x9.js']);
    expect(result.checked.find((g) => g.name === 'entry (index.html)')?.offending).toEqual([]);
  });

  it('fails when the entry page itself loads map code', () => {
    const dist = fakeDist({ 'index-a1.js': mapboxCode, 'shared-b2.js': '' });
    expect(check({ dist }).ok).toBe(false);
  });
});
