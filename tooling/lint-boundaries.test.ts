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

  it('fail when packages/ui imports domain (or any file outside ui) by a relative path', async () => {
    const ui = 'packages/ui/src/Badge/Badge.tsx';
    for (const code of [
      "import { transportStateTone } from '../../../domain/src/transports/state';\n",
      "export const load = () => import('../../../domain/src/index.ts');\n",
      "import { paths } from '../../../../apps/dashboard/src/config/paths';\n",
    ]) {
      expect((await lint(ui, code)).join(), code).toContain('packages/ui imports no workspace package');
    }
    expect(await lint(ui, "import { Icon } from '../Icon/Icon';\n")).toEqual([]);
  });

  it('fail when apps/api imports the dashboard by a relative path', async () => {
    const code = "import { paths } from '../../../dashboard/src/config/paths';\n";
    expect((await lint('apps/api/src/routes/index.ts', code)).join()).toContain('apps/api never imports the dashboard');
    expect(
      (await lint('apps/api/test/x.test.ts', "export const load = () => import('../../dashboard/src/main');\n")).join(),
    ).toContain('apps/api never imports the dashboard');
    expect(await lint('apps/api/src/routes/index.ts', "import { db } from '../db/index.ts';\n")).toEqual([]);
  });

  it('fail when an app or ui prints, reads or rounds a number or a time without the domain', async () => {
    const cases = [
      [
        'packages/ui/src/FileUpload/FileUpload.tsx',
        'export const kb = (n: number) => n.toLocaleString("fi-FI");\n',
        "domain's formatter",
      ],
      ['apps/api/src/main.ts', 'export const s = (n: number) => n.toFixed(1);\n', "domain's formatter"],
      ['apps/dashboard/src/features/x.ts', 'export const h = (d: Date) => d.getHours();\n', 'Helsinki wall times'],
      [
        'apps/dashboard/src/features/x.ts',
        'export const km = (v: number) => Math.round(v * 10) / 10;\n',
        "domain's rule",
      ],
    ] as const;
    for (const [file, code, message] of cases) expect((await lint(file, code)).join(), code).toContain(message);
    // a pixel is rounded as it is; the domain and the tests keep their own
    expect(await lint('packages/ui/src/map/x.ts', 'export const px = (w: number) => Math.round(w * 0.5);\n')).toEqual(
      [],
    );
    expect(await lint('packages/domain/src/rules/x.ts', 'export const s = (n: number) => n.toFixed(1);\n')).toEqual([]);
    expect(await lint('apps/api/test/x.test.ts', 'export const s = (n: number) => n.toFixed(1);\n')).toEqual([]);
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

  it('fail when the dashboard imports apps/api', async () => {
    expect((await lint('apps/dashboard/src/x.ts', "import { db } from '../../api/src/db';\n")).join()).toContain(
      'never imports apps/api',
    );
    expect(
      (await lint('apps/dashboard/src/lib/api.ts', "import { buildApp } from '../../../api/src/app';\n")).join(),
    ).toContain('never imports apps/api');
  });

  describe("the dashboard's zones (relative paths resolved against the importing file)", () => {
    const feature = 'apps/dashboard/src/features/account/components/AccountUsersTab.tsx';
    const crossFeature = 'another feature only through its index';

    it("fail when a feature imports another feature's internals by a relative path", async () => {
      expect((await lint(feature, "import { companyKeys } from '../../company/api/company-api';\n")).join()).toContain(
        crossFeature,
      );
      expect(
        (await lint(feature, "import type { Column } from '../../transports/components/columns';\n")).join(),
      ).toContain(crossFeature);
      expect(
        (await lint(feature, "export { CompanyUsers } from '../../company/components/CompanyUsers';\n")).join(),
      ).toContain(crossFeature);
    });

    it("fail when a feature loads another feature's internals with import()", async () => {
      const code = "export const load = () => import('../../transports/routes/TransportsRoute');\n";
      expect((await lint('apps/dashboard/src/features/frontpage/routes/FrontpageRoute.tsx', code)).join()).toContain(
        crossFeature,
      );
      const type = "export type Api = typeof import('../../company/api/company-api');\n";
      expect((await lint(feature, type)).join()).toContain(crossFeature);
    });

    it("pass a feature's import of another feature's index, and of its own internals", async () => {
      const frontpage = 'apps/dashboard/src/features/frontpage/routes/FrontpageRoute.tsx';
      expect(await lint(frontpage, "import { DashboardLayout } from '../../shell';\n")).toEqual([]);
      expect(await lint(frontpage, "import { DashboardLayout } from '../../shell/index';\n")).toEqual([]);
      expect(await lint(frontpage, "export const load = () => import('../../shell');\n")).toEqual([]);
      expect(await lint(frontpage, "import { FrontpageWidget } from '../components/FrontpageWidget';\n")).toEqual([]);
      expect(await lint(frontpage, "import { useSession } from '../../../lib/session';\n")).toEqual([]);
    });

    it('fail when lib/, components/, config/ or i18n/ import a feature, even its index', async () => {
      expect(
        (
          await lint(
            'apps/dashboard/src/lib/session.tsx',
            "import { LoginRoute } from '../features/auth/routes/LoginRoute';\n",
          )
        ).join(),
      ).toContain('lib/ never imports a feature');
      expect(
        (
          await lint(
            'apps/dashboard/src/components/navigation.tsx',
            "import { menu } from '../features/shell/components/menu';\n",
          )
        ).join(),
      ).toContain('components/ never imports a feature');
      expect(
        (
          await lint(
            'apps/dashboard/src/components/dialog.tsx',
            "export const load = () => import('../features/company');\n",
          )
        ).join(),
      ).toContain('components/ never imports a feature');
      expect(
        (
          await lint('apps/dashboard/src/config/paths.ts', "import { companyKeys } from '../features/company';\n")
        ).join(),
      ).toContain('config/ never imports a feature');
      expect(
        (await lint('apps/dashboard/src/i18n/intl.tsx', "import { menu } from '../features/shell/index';\n")).join(),
      ).toContain('i18n/ never imports a feature');
    });

    it("pass the app's lazily loaded routes (app/ composes the features)", async () => {
      const code = "export const load = () => import('../features/company/routes/CompanyRoute');\n";
      expect(await lint('apps/dashboard/src/app/DashboardRoutes.tsx', code)).toEqual([]);
    });
  });

  it('fail when packages/ui imports routing, i18n, xstate or zod, also with import()', async () => {
    const ui = 'packages/ui/src/AppShell/AppShell.tsx';
    const cases: [string, string][] = [
      ["import { Link } from 'react-router-dom';\n", 'routing'],
      ["import { useNavigate } from 'react-router';\n", 'routing'],
      ["export const load = () => import('react-router-dom');\n", 'routing'],
      ["import { createIntl } from '@formatjs/intl';\n", 'i18n'],
      ["import { FormattedMessage } from 'react-intl';\n", 'i18n'],
      ["import { createMachine } from 'xstate';\n", 'xstate'],
      ["import { useMachine } from '@xstate/react';\n", 'xstate'],
      ["export const load = () => import('xstate');\n", 'xstate'],
      ["import { z } from 'zod';\n", 'zod'],
      ["import * as z from 'zod/mini';\n", 'zod'],
    ];
    for (const [code, what] of cases) {
      expect((await lint(ui, code)).join(), code).toContain(what);
    }
    expect(await lint(ui, "import { Dialog } from '@ark-ui/react/dialog';\n")).toEqual([]);
  });

  it('allow the imports the architecture permits', async () => {
    expect(await lint('apps/dashboard/src/x.tsx', "import { Button } from '@siirto/ui';\n")).toEqual([]);
    expect(await lint('apps/api/src/x.ts', "import { loginSchema } from '@siirto/domain';\n")).toEqual([]);
  });
});
