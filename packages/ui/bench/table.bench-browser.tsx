/**
 * ui's DataTable against AG Grid Community 36 on the same 10,000 rows and 13 columns, side by side in one run:
 * first render (mount until the first rows are painted), JS heap after the render (after a GC), and the long tasks
 * (over 50 ms) while scrolling the body in 40 steps, at 1x CPU or BENCH_CPU times slower. Printed figures, not
 * assertions (run `node scripts/bench-table.mjs`).
 */
import { it } from 'vitest';
import { commands } from 'vitest/browser';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { AgGridReact } from 'ag-grid-react';
import { AllCommunityModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import type { ColumnDef } from '@tanstack/react-table';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import { DataTable } from '../src/table/DataTable/DataTable';
import { tableLabels } from '../src/table/DataTable/fixtures';
import { benchRows, fields, type BenchRow } from './rows';
import { reactBuild } from './react-build';

ModuleRegistry.registerModules([AllCommunityModule]);

type Row = BenchRow;
const rows = benchRows;

const tableColumns: ColumnDef<Row>[] = fields.map((field) => ({
  id: field,
  accessorKey: field,
  header: field,
  meta: { width: '8rem' },
}));
const gridColumns: ColDef<Row>[] = fields.map((field) => ({ field, width: 128, sortable: true }));

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const heapMb = () =>
  ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 2 ** 20;

async function measure(
  name: string,
  element: () => React.ReactElement,
  scroller: (host: HTMLElement) => HTMLElement | null,
) {
  gc();
  await frame();
  const heapBefore = heapMb();
  const host = document.createElement('div');
  host.style.cssText = 'width:1200px;height:640px;';
  document.body.append(host);
  const root = createRoot(host);
  const started = performance.now();
  flushSync(() => root.render(element()));
  // until a body row is painted
  while (!host.querySelector('tbody tr[data-row], .ag-row')) await frame();
  await frame();
  const firstRender = performance.now() - started;
  gc();
  await frame();
  const heap = heapMb() - heapBefore;
  const nodes = host.querySelectorAll('*').length;

  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const body = scroller(host);
  if (!body)
    throw new Error(
      `${name}: no scroll element in ${[...new Set([...host.querySelectorAll('[class*="viewport"]')].map((e) => e.className))].join(' | ')}`,
    );
  const height = body.scrollHeight - body.clientHeight;
  for (let step = 1; step <= 40; step++) {
    body.scrollTop = Math.round((height * step) / 40);
    await frame();
    await frame();
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  root.unmount();
  host.remove();
  return { name, firstRender, heap, nodes, longTasks: longTasks.length, longest: Math.max(0, ...longTasks) };
}

it('prints DataTable against AG Grid Community for 10,000 rows', async () => {
  const cpu = await commands.throttleCpu();
  const results = [];
  for (let round = 0; round < 2; round++) {
    // the second round is reported: the first warms up the code of both
    const table = await measure(
      'ui DataTable',
      () => (
        <ThemeRoot>
          <DataTable
            data={rows}
            columns={tableColumns}
            caption="Siirrot"
            labels={tableLabels}
            emptyMessage="–"
            defaultPageSize={10000}
          />
        </ThemeRoot>
      ),
      (host) => host.querySelector('[role="region"]'),
    );
    const grid = await measure(
      'AG Grid Community 36',
      () => (
        <div style={{ height: 600, width: 1200 }}>
          <AgGridReact rowData={rows} columnDefs={gridColumns} />
        </div>
      ),
      (host) => host.querySelector('.ag-body-vertical-scroll-viewport'),
    );
    if (round === 1) results.push(table, grid);
  }
  const [table, grid] = results;
  console.log(
    `\n[table bench] 10,000 rows, 13 columns, ${String(cpu)}x CPU, ${reactBuild}, load ${await commands.loadAverage()}`,
  );
  for (const result of results)
    console.log(
      `  ${result.name.padEnd(22)} first render ${result.firstRender.toFixed(0).padStart(5)} ms   heap ${result.heap.toFixed(1).padStart(5)} MB   DOM nodes ${String(result.nodes).padStart(5)}   scroll: ${String(result.longTasks)} long tasks (longest ${result.longest.toFixed(0)} ms)`,
    );
  if (table && grid)
    console.log(
      `  first render ${(grid.firstRender / table.firstRender).toFixed(1)}x faster than AG Grid; heap ${(table.heap / grid.heap).toFixed(2)}x AG Grid's`,
    );
});
