#!/usr/bin/env node
// Prints ui's DataTable against AG Grid Community on the same 10,000 rows and 13 columns (first render, heap,
// long tasks while scrolling): `node scripts/bench-table.mjs`. A benchmark, never run by `npm test`.
// It measures what users get: React's production build (Vite's production mode of React and the automatic
// jsx-runtime), unless BENCH_REACT=development asks for the development build the tests run.
// BENCH_CPU=4 slows the page's CPU down 4x (CDP) for both tables. BENCH_TABLE_PROFILE=1 profiles the scroll instead
// (packages/ui/bench/table-profile.bench-browser.tsx).
import { spawnSync } from 'node:child_process';

const react = process.env.BENCH_REACT === 'development' ? 'development' : 'production';
const result = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--config', 'packages/ui/bench/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: react, BENCH_REACT: react },
  },
);
process.exit(result.status ?? 1);
