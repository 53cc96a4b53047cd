import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { makeTransports, tableLabels, transportColumns, type TransportRow } from './fixtures';

const rows = makeTransports(1234);
const onRowClick = fn();

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<TransportRow>,
  args: {
    data: rows,
    columns: transportColumns,
    caption: 'Siirrot',
    labels: tableLabels,
    emptyMessage: 'Ei siirtoja',
    getRowId: (row: TransportRow) => String(row.id),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Import from `@siirto/ui/table` (kept out of the main entry so screens without tables stay small). TanStack Table v8 columns (`createColumnHelper`), sortable headers with `aria-sort`, `onRowClick` (rows become focusable; Enter or Space activates, `getRowLabel` names them), paging with 30 / 50 / 100 / 300 / All (10,000), a sticky header inside a 600 px scroll area, virtualised rows above 60 rows per page, `status` loading / error (with `onRetry`), `emptyMessage`, and a `search` field that calls `onSearch` after 1 s of quiet. Sorting and paging are client-side by default; pass `manualSorting` / `manualPagination` + `rowCount` for server paging. All texts come through `labels` and props.',
      },
    },
  },
} satisfies Meta<typeof DataTable<TransportRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Siirrot' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(canvas.getByText('1–30 / 1234')).toBeVisible();
  },
};

export const SortByHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Numero/ });
    await expect(header).not.toHaveAttribute('aria-sort');
    const button = within(header).getByRole('button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('columnheader').filter((th) => th.hasAttribute('aria-sort'))).toHaveLength(1);
    const firstRow = within(canvas.getByRole('table')).getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('11233');
    await expect(canvas.getByRole('columnheader', { name: 'Noutoaika' })).not.toHaveAttribute('aria-sort');
  },
};

export const RowClickWithKeyboard: Story = {
  args: { onRowClick, getRowLabel: (row: TransportRow) => `Siirto ${row.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table.querySelectorAll('tbody tr[tabindex="0"]')).toHaveLength(1);
    canvas.getByRole('row', { name: 'Siirto 10000' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Siirto 10001' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 10001 }));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Siirto 10029' })).toHaveFocus());
    await expect(canvas.getByRole('row', { name: 'Siirto 10029' })).toHaveAttribute('tabindex', '0');
    await userEvent.click(canvas.getByRole('row', { name: 'Siirto 10002' }));
    await expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 10002 }));
  },
};

export const KeyboardThroughVirtualRows: Story = {
  args: {
    data: makeTransports(2000),
    defaultPageSize: 10000,
    onRowClick,
    getRowLabel: (row: TransportRow) => `Siirto ${row.id}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('row', { name: 'Siirto 10000' }).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Siirto 11999' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Siirto 10000' })).toHaveFocus());
  },
};

export const PagingAndPageSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Seuraava sivu' }));
    await expect(canvas.getByText('31–60 / 1234')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Rivejä sivulla'), '100');
    await expect(canvas.getByText('1–100 / 1234')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Kaikki' })).toHaveValue('10000');
  },
};

export const Unpaginated: Story = {
  args: { data: makeTransports(5), paginated: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table', { name: 'Siirrot' })).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByLabelText('Rivejä sivulla')).not.toBeInTheDocument();
  },
};

export const AllRowsVirtualised: Story = {
  args: { data: makeTransports(10000), defaultPageSize: 10000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–10000 / 10000')).toBeVisible();
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(2000);
    const region = canvas.getByRole('region', { name: 'Siirrot' });
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(600);
    region.scrollTop = 44 * 5000;
    await waitFor(() => expect(canvas.getByText('15000')).toBeInTheDocument());
    const header = canvas.getByRole('columnheader', { name: /Numero/ });
    await expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(region.getBoundingClientRect().top - 1);
  },
};

export const Loading: Story = {
  args: { data: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ladataan siirtoja');
  },
};

export const ErrorState: Story = {
  args: {
    data: [],
    status: 'error',
    errorMessage: 'Siirtojen lataus epäonnistui',
    onRetry: fn(),
    retryLabel: 'Yritä uudelleen',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Siirtojen lataus epäonnistui');
    await userEvent.click(canvas.getByRole('button', { name: 'Yritä uudelleen' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ei siirtoja')).toBeVisible();
  },
};

function Searchable() {
  const [query, setQuery] = useState('');
  const data = useMemo(() => rows.filter((row) => row.pickupCity.toLowerCase().includes(query.toLowerCase())), [query]);
  return (
    <DataTable
      data={data}
      columns={transportColumns}
      caption="Siirrot"
      labels={tableLabels}
      emptyMessage="Ei hakua vastaavia siirtoja"
      search={{ label: 'Hae', placeholder: 'Kaupunki', onSearch: setQuery, debounceMs: 300 }}
    />
  );
}

export const DebouncedSearch: Story = {
  render: () => <Searchable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Hae'), 'Äänekoski');
    await expect(canvas.getByText('1–30 / 1234')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('1–30 / 123')).toBeVisible());
    await userEvent.clear(canvas.getByLabelText('Hae'));
    await userEvent.type(canvas.getByLabelText('Hae'), 'Rovaniemi');
    await waitFor(() => expect(canvas.getByText('Ei hakua vastaavia siirtoja')).toBeVisible());
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

/** `phoneCards`: on a narrow screen each row is a card of named cells, with the sort buttons above the cards. */
export const PhoneCards: Story = {
  args: { data: makeTransports(5), phoneCards: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /10004/ });
    const tops = [...row.querySelectorAll('td')].map((cell) => Math.round(cell.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(tops.length);
    await expect(canvas.getByRole('button', { name: /Numero/ })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { onRowClick: fn(), sorting: [{ id: 'id', desc: true }] },
  globals: { theme: 'dark' },
};
