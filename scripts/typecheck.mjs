// Type-checks every package with its own tsconfig (all extend tsconfig.base.json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const projects = ['.', 'packages/ui', 'packages/domain', 'packages/api-client', 'apps/dashboard', 'apps/api', 'e2e'];
let failed = 0;
for (const project of projects) {
  if (!existsSync(join(root, project, 'tsconfig.json'))) continue;
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', project, '--noEmit'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`${result.status === 0 ? '✓' : '✗'} tsc -p ${project}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
