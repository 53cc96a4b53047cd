import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const uiSrc = fileURLToPath(new URL('.', import.meta.url));

/** Bundles a tiny app whose only code is `source` (importing from the ui sources) and returns the output JS. */
async function bundle(source: string): Promise<string> {
  const entryId = '\0bundle-test-entry';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: uiSrc,
    plugins: [
      vanillaExtractPlugin(),
      {
        name: 'bundle-test-entry',
        resolveId: (id) => (id === 'bundle-test-entry' ? entryId : undefined),
        load: (id) => (id === entryId ? source : undefined),
      },
    ],
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      rolldownOptions: { input: 'bundle-test-entry', external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

const forbidden = [
  /@tanstack\/(react-)?table/i,
  /table-core/i,
  /@tanstack\/(react-)?virtual/i,
  /virtual-core/i,
  /date-picker/i,
  /DateTimePicker/,
  /maplibre/i,
  /mapbox/i,
  /@visx/i,
];

describe('tree-shaking of @siirto/ui', () => {
  it('importing only Button pulls in no table, date picker, map or chart code', async () => {
    const code = await bundle(`import { Button } from ${JSON.stringify(`${uiSrc}index.ts`)};\nconsole.log(Button);`);
    expect(code).toMatch(/Button/);
    for (const pattern of forbidden) expect(code).not.toMatch(pattern);
    expect(code.length).toBeLessThan(20_000);
  }, 120_000);

  it('the detector works: importing DataTable from the table entry does pull in TanStack Table', async () => {
    const code = await bundle(
      `import { DataTable } from ${JSON.stringify(`${uiSrc}table/index.ts`)};\nconsole.log(DataTable);`,
    );
    expect(code).toMatch(/table-core/i);
    expect(code).toMatch(/virtual-core/i);
  }, 120_000);

  it('the chart entry pulls in visx: charts stay out of the main entry', async () => {
    const code = await bundle(
      `import { BarChart } from ${JSON.stringify(`${uiSrc}chart/index.ts`)};\nconsole.log(BarChart);`,
    );
    expect(code).toMatch(/@visx/i);
  }, 120_000);
});
