import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundaryRules } from '../eslint.boundaries.js';

/** Lints a snippet as if it were the given file, with exactly the repository's boundary rules. */
async function lint(filePath: string, code: string) {
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaryRules],
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

describe('architecture import rules', () => {
  it('fail when packages/ui imports a workspace package', async () => {
    const messages = await lint('packages/ui/src/Bad.tsx', "import { loginSchema } from '@siirto/domain';\n");
    expect(messages.join('\n')).toContain('packages/ui imports no workspace package');
  });

  it('fail when packages/domain imports React or uses fetch', async () => {
    expect((await lint('packages/domain/src/bad.ts', "import { useState } from 'react';\n")).join()).toContain(
      'packages/domain has no React',
    );
    expect((await lint('packages/domain/src/bad.ts', "export const get = () => fetch('/x');\n")).join()).toContain(
      'never fetch',
    );
    expect((await lint('packages/domain/src/bad.ts', 'export const w = document.title;\n')).join()).toContain(
      'never document',
    );
  });

  it('let packages/domain take only types from api-client', async () => {
    expect(
      await lint('packages/domain/src/ok.ts', "import type { paths } from '@siirto/api-client/schema';\n"),
    ).toEqual([]);
    expect(
      (await lint('packages/domain/src/bad.ts', "import { createApiClient } from '@siirto/api-client';\n")).join(),
    ).toContain('only types');
  });

  it('fail when packages/api-client imports React', async () => {
    expect((await lint('packages/api-client/src/bad.ts', "import React from 'react';\n")).join()).toContain('no React');
  });

  it("fail when the dashboard imports apps/api or another feature's internals", async () => {
    expect((await lint('apps/dashboard/src/x.ts', "import { db } from '../../api/src/db';\n")).join()).toContain(
      'never imports apps/api',
    );
    expect(
      (
        await lint(
          'apps/dashboard/src/features/auth/x.ts',
          "import { x } from '../../features/company/api/get-company';\n",
        )
      ).join(),
    ).toContain('another feature');
    expect(
      await lint('apps/dashboard/src/features/auth/x.ts', "import { x } from '../../features/company';\n"),
    ).toEqual([]);
  });

  it('allow the imports the architecture permits', async () => {
    expect(await lint('apps/dashboard/src/x.tsx', "import { Button } from '@siirto/ui';\n")).toEqual([]);
    expect(await lint('apps/api/src/x.ts', "import { loginSchema } from '@siirto/domain';\n")).toEqual([]);
  });
});
