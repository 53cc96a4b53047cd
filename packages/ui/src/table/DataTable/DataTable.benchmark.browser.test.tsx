/**
 * Benchmark: prints the DataTable's first render time and DOM node count for 10,000 rows with page size All.
 * The time is a printed figure only (machines differ); the node budget (< 2,000) is the asserted requirement.
 * Run: pnpm exec vitest run --project browser packages/ui/src/table/DataTable/DataTable.benchmark
 */
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../../theme/ThemeRoot';
import { DataTable } from './DataTable';
import { makeTransports, tableLabels, transportColumns } from './fixtures';

describe('DataTable benchmark (10,000 rows, page size All)', () => {
  it('renders 10,000 rows with fewer than 2,000 DOM nodes and prints the figures', async () => {
    const data = makeTransports(10000);
    const started = performance.now();
    const screen = await render(
      <ThemeRoot>
        <DataTable
          data={data}
          columns={transportColumns}
          caption="Siirrot"
          labels={tableLabels}
          emptyMessage="–"
          defaultPageSize={10000}
        />
      </ThemeRoot>,
    );
    await expect.element(screen.getByText('1–10000 / 10000')).toBeVisible();
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const firstRenderMs = performance.now() - started;
    const nodes = screen.container.querySelectorAll('*').length;
    const rows = screen.container.querySelectorAll('tbody tr[data-row]').length;
    console.log(
      `[DataTable benchmark] 10000 rows, page size All: first render ${firstRenderMs.toFixed(0)} ms, ${nodes} DOM nodes, ${rows} row elements rendered`,
    );
    expect(nodes).toBeLessThan(2000);
    expect(rows).toBeLessThan(100);
  });
});
