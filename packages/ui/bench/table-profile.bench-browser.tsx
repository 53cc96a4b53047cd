/**
 * Where the time of the table bench's scroll goes: the long tasks of the bench's 40 jumps over 10,000 rows (and of
 * 60 wheel-like steps of 120 px) and a CPU profile (CDP Profiler) of the same scroll, its self time split by module:
 * React, TanStack Table, TanStack Virtual, DataTable, GC, and `(program)`, the browser's own work (style, layout,
 * paint). A plain-DOM control (the same rows, columns, classes and windowing, no React) tells what the browser
 * itself costs here. Put a copy of an earlier DataTable at bench/DataTableBefore.tsx (exporting DataTableBefore) to
 * measure it side by side. Printed figures, not assertions: `BENCH_TABLE_PROFILE=1 node scripts/bench-table.mjs`.
 */
import { it } from 'vitest';
import { cdp, commands } from 'vitest/browser';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ThemeRoot } from '../src/theme/ThemeRoot';
import { DataTable } from '../src/table/DataTable/DataTable';
import * as styles from '../src/table/DataTable/DataTable.css';
import { tableLabels } from '../src/table/DataTable/fixtures';
import { benchRows, fields, type BenchRow } from './rows';
import { reactBuild } from './react-build';

const tableColumns: ColumnDef<BenchRow>[] = fields.map((field) => ({
  id: field,
  accessorKey: field,
  header: field,
  meta: { width: '8rem' },
}));

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The renderer's own time counters (CDP Performance.getMetrics), in ms. */
const timeMetrics = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'] as const;
async function metrics() {
  const result: unknown = await cdp().send('Performance.getMetrics');
  const { metrics: list } = result as { metrics: { name: string; value: number }[] };
  return new Map(list.map(({ name, value }) => [name, value * 1000]));
}

/**
 * The long tasks (over 50 ms) of `run`, as the bench counts them, and the main thread's time in it split into
 * script, style, layout and the rest of the tasks (paint, commit, the browser's other work).
 */
async function longTasks(run: () => Promise<void>) {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  await cdp().send('Performance.enable', { timeDomain: 'threadTicks' });
  const before = await metrics();
  observer.observe({ type: 'longtask' });
  await run();
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  const after = await metrics();
  const spent = Object.fromEntries(
    timeMetrics.map((name) => [name, (after.get(name) ?? 0) - (before.get(name) ?? 0)]),
  ) as Record<(typeof timeMetrics)[number], number>;
  const rest = spent.TaskDuration - spent.ScriptDuration - spent.RecalcStyleDuration - spent.LayoutDuration;
  return (
    `${String(durations.length)} long tasks (longest ${Math.max(0, ...durations).toFixed(0)} ms); main thread ` +
    `${spent.TaskDuration.toFixed(0)} ms: script ${spent.ScriptDuration.toFixed(0)}, style ` +
    `${spent.RecalcStyleDuration.toFixed(0)}, layout ${spent.LayoutDuration.toFixed(0)}, other ${rest.toFixed(0)}`
  );
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
interface EventSession {
  send: (method: string, params?: object) => Promise<unknown>;
  on: (event: string, listener: (payload: { value?: TraceEvent[] }) => void) => void;
}

/**
 * The renderer main thread's tasks of `run` by their thread (CPU) time, from a trace: what their wall time would be
 * on a machine where nothing else runs, so they can be compared under the shared machine's load, where the long
 * tasks' wall time mostly measures the other processes.
 */
async function tasksByCpuTime(run: () => Promise<void>) {
  const session = cdp() as unknown as EventSession;
  const events: TraceEvent[] = [];
  let complete: () => void = () => undefined;
  const completed = new Promise<void>((resolve) => {
    complete = resolve;
  });
  session.on('Tracing.dataCollected', ({ value }) => {
    if (value) events.push(...value);
  });
  session.on('Tracing.tracingComplete', () => complete());
  await session.send('Tracing.start', {
    categories: 'disabled-by-default-devtools.timeline,devtools.timeline,toplevel',
    transferMode: 'ReportEvents',
  });
  await run();
  await session.send('Tracing.end');
  await completed;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const cpu = events
    .filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === main?.pid && event.tid === main.tid,
    )
    .map((event) => (event.tdur ?? 0) / 1000);
  const long = cpu.filter((ms) => ms > 50);
  const sorted = [...cpu].sort((a, b) => b - a);
  return `tasks by CPU time: ${String(long.length)} over 50 ms, longest ${(sorted[0] ?? 0).toFixed(0)} ms, next ${sorted
    .slice(1, 4)
    .map((ms) => ms.toFixed(0))
    .join(', ')} ms`;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
const moduleOf = (url: string, name: string) => {
  if (/react-dom/.test(url)) return 'react-dom';
  if (/table-core|react-table/.test(url)) return 'tanstack-table';
  if (/virtual-core|react-virtual/.test(url)) return 'tanstack-virtual';
  if (/DataTable\.tsx/.test(url)) return 'DataTable';
  if (/table-profile/.test(url)) return 'bench/control';
  if (name === '(garbage collector)') return 'gc';
  if (name === '(program)' || name === '(idle)') return name;
  if (url === '') return `native ${name}`.slice(0, 40);
  return url.replace(/^.*\//, '').slice(0, 40);
};

async function profile(run: () => Promise<void>) {
  const session = cdp();
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  await run();
  const { profile: result } = (await session.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const byId = new Map(result.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  result.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const key = moduleOf(node.callFrame.url, node.callFrame.functionName);
    self.set(key, (self.get(key) ?? 0) + (result.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return [...self.entries()]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
}

/** The bench's scroll (40 jumps over the whole height, two frames each), or small wheel-like steps. */
async function scroll(body: HTMLElement, pattern: 'jumps' | 'wheel') {
  const height = body.scrollHeight - body.clientHeight;
  if (pattern === 'jumps')
    for (let step = 1; step <= 40; step++) {
      body.scrollTop = Math.round((height * step) / 40);
      await frame();
      await frame();
    }
  else
    for (let step = 1; step <= 60; step++) {
      body.scrollTop += 120;
      await frame();
    }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * The control: the same table without React (a long page's grid rows, positioned at their offsets), its window of
 * rows rebuilt on each scroll event.
 */
function mountPlainTable(host: HTMLElement, rowHeight: number) {
  const theme = host.ownerDocument.createElement('div');
  const root = createRoot(theme);
  flushSync(() =>
    root.render(
      <ThemeRoot>
        <div className={`${styles.scroll} ${styles.sticky}`} role="region" tabIndex={0}>
          <table
            className={`${styles.table} ${styles.gridTable}`}
            style={assignInlineVars({ [styles.columns]: fields.map(() => 'minmax(8rem, 8fr)').join(' ') })}
          >
            <thead className={styles.gridHead}>
              <tr className={styles.gridRow}>
                {fields.map((field) => (
                  <th key={field} scope="col" className={styles.th}>
                    {field}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={styles.gridBody} style={{ height: benchRows.length * rowHeight }} />
          </table>
        </div>
      </ThemeRoot>,
    ),
  );
  host.append(theme);
  const region = theme.querySelector<HTMLElement>('[role="region"]');
  const tbody = theme.querySelector('tbody');
  if (!region || !tbody) throw new Error('no plain table');
  const overscan = 8;
  const render = () => {
    const viewport = region.clientHeight;
    const first = Math.max(0, Math.floor(region.scrollTop / rowHeight) - overscan);
    const last = Math.min(benchRows.length, Math.ceil((region.scrollTop + viewport) / rowHeight) + overscan);
    const fragment = document.createDocumentFragment();
    for (let index = first; index < last; index++) {
      const row = benchRows[index];
      if (!row) continue;
      const tr = document.createElement('tr');
      tr.className = `${styles.row} ${styles.virtualRow}`;
      tr.style.height = `${String(rowHeight)}px`;
      tr.style.transform = `translateY(${String(index * rowHeight)}px)`;
      tr.dataset.row = '';
      for (const field of fields) {
        const td = document.createElement('td');
        td.className = styles.gridCell;
        td.textContent = String(row[field]);
        tr.append(td);
      }
      fragment.append(tr);
    }
    tbody.replaceChildren(fragment);
  };
  render();
  region.addEventListener('scroll', render, { passive: true });
  return { region, unmount: () => root.unmount() };
}

const variants = import.meta.glob<{ DataTableBefore?: typeof DataTable }>('./DataTableBefore.tsx', { eager: true });
const Before = Object.values(variants)[0]?.DataTableBefore;
const tables: [string, typeof DataTable][] = [['ui DataTable', DataTable]];
if (Before) tables.unshift(['DataTable before', Before]);

function mountTable(host: HTMLElement, Table: typeof DataTable) {
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeRoot>
        <Table
          data={benchRows}
          columns={tableColumns}
          caption="Siirrot"
          labels={tableLabels}
          emptyMessage="–"
          defaultPageSize={10000}
        />
      </ThemeRoot>,
    ),
  );
  return { region: host.querySelector<HTMLElement>('[role="region"]'), unmount: () => root.unmount() };
}

for (const pattern of ['jumps', 'wheel'] as const)
  for (const [name, mount] of [
    ...tables.map(([label, Table]) => [label, (host: HTMLElement) => mountTable(host, Table)] as const),
    ['plain DOM control', (host: HTMLElement) => mountPlainTable(host, 44)] as const,
  ])
    it(`traces ${name}, ${pattern}`, async () => {
      const host = document.createElement('div');
      host.style.cssText = 'width:1200px;height:640px;';
      document.body.append(host);
      const { region, unmount } = mount(host);
      if (!region) throw new Error('no region');
      await frame();
      await frame();
      // warm the code up
      for (let step = 1; step <= 10; step++) {
        region.scrollTop = step * 20_000;
        await frame();
      }
      region.scrollTop = 0;
      await frame();
      await frame();
      const lines = [`  ${name.padEnd(18)} ${pattern.padEnd(5)} ${await longTasks(() => scroll(region, pattern))}`];
      region.scrollTop = 0;
      await frame();
      await frame();
      lines.push(`  ${''.padEnd(18)} ${pattern.padEnd(5)} ${await tasksByCpuTime(() => scroll(region, pattern))}`);
      region.scrollTop = 0;
      await frame();
      await frame();
      const modules = await profile(() => scroll(region, pattern));
      lines.push(
        `  ${''.padEnd(18)} ${pattern.padEnd(5)} profile (self ms): ${modules.map(([key, ms]) => `${key} ${ms.toFixed(0)}`).join(', ')}`,
      );
      unmount();
      host.remove();
      console.log(`[table profile] 1x CPU, ${reactBuild}, load ${await commands.loadAverage()}\n${lines.join('\n')}`);
    });
