#!/usr/bin/env node
// Prints ui's DataTable against AG Grid Community on the same 10,000 rows and 13 columns (first render, heap,
// long tasks while scrolling): `node scripts/bench-table.mjs`. A benchmark, never run by `npm test`.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--config', 'packages/ui/bench/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
