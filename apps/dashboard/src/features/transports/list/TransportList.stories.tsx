import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { apiUrl, typedGet } from '../../../mocks/api';
import { enums, noTransports, status, transportInProgress } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { filterLocations, listTransports, stateEnum } from './list-fixtures';
import TransportsRoute from '../routes/TransportsRoute';
import { screenLoad } from '../../../mocks/screen-load';

/** Every list call the screen made, newest last (the filters, sort and page travel as query parameters). */
function recordingList(answer = { count: 240, transports: listTransports }) {
  const calls: Request[] = [];
  const handler = typedGet('/transports/company/', (request) => {
    calls.push(request);
    return answer;
  });
  const lastQuery = () => new URL(calls.at(-1)?.url ?? 'http://x/').searchParams;
  return { calls, handler, lastQuery };
}

const listHandlers = {
  ...sessionHandlers,
  enums: [typedGet('/enums/', { ...enums, 'transports.transport.state': stateEnum })],
  locations: [typedGet('/business_locations/', filterLocations)],
  // no repeating series: the list shows no series filter
  series: [typedGet('/transports/series/', [])],
};

const meta = {
  title: 'Screens/Transports/List',
  component: TransportsRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.transports.list.path, url: paths.dashboard.transports.list.href() },
    msw: {
      handlers: {
        ...listHandlers,
        transports: [typedGet('/transports/company/', { count: 240, transports: listTransports })],
      },
    },
  },
} satisfies Meta<typeof TransportsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state's badge and tone, the round-trip icon, the return vehicle, Show above state 2, Edit for 2 / 3 / 31. */
export const Full: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('transports.title') }, screenLoad);
    await within(table).findByText('Luonnos');
    const draft = within(table).getByRole('row', { name: t('transports.list.rowLabel', { id: 1012 }) });
    await expect(within(draft).queryByRole('link', { name: t('transports.list.showLabel', { id: 1012 }) })).toBeNull();
    await expect(
      within(draft).getByRole('link', { name: t('transports.list.editLabel', { id: 1012 }) }),
    ).toHaveAttribute('href', paths.dashboard.transports.edit.href(1012));
    // state 31 with is_editable false: Edit is shown but disabled
    const locked = within(table).getByRole('row', { name: t('transports.list.rowLabel', { id: 1010 }) });
    await expect(
      within(locked).getByRole('button', { name: t('transports.list.editLabel', { id: 1010 }) }),
    ).toBeDisabled();
    // in progress: Show, no Edit
    const moving = within(table).getByRole('row', { name: t('transports.list.rowLabel', { id: 1008 }) });
    await expect(
      within(moving).getByRole('link', { name: t('transports.list.showLabel', { id: 1008 }) }),
    ).toHaveAttribute('href', paths.dashboard.transports.detail.href(1008));
    await expect(within(moving).queryByRole('link', { name: t('transports.list.editLabel', { id: 1008 }) })).toBeNull();
    const roundTrip = within(table).getByRole('row', { name: t('transports.list.rowLabel', { id: 1011 }) });
    await expect(within(roundTrip).getByRole('img', { name: t('transports.list.roundTrip') })).toBeVisible();
    await expect(within(roundTrip).getByText(t('transports.list.returnVehicle', { vehicle: 'RTN-456' }))).toBeVisible();
    await expect(within(table).getByText(t('transports.partlyDelivered'))).toBeVisible();
    // the default order is the newest id first: only the ID header carries aria-sort
    const sorted = within(table)
      .getAllByRole('columnheader')
      .filter((header) => header.hasAttribute('aria-sort'));
    await expect(sorted).toHaveLength(1);
    await expect(sorted[0]).toHaveAttribute('aria-sort', 'descending');
    await expect(sorted[0]).toHaveTextContent(t('transports.columns.id'));
    await expect(canvas.getByText(t('transports.list.range', { from: 1, to: 30, total: 240 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('transports.list.create') })).toHaveAttribute(
      'href',
      paths.dashboard.transports.edit.href(0),
    );
  },
};

/** A row opens the detail with the keyboard (Enter) as with the mouse. */
export const RowOpensDetail: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const row = await canvas.findByRole('row', { name: t('transports.list.rowLabel', { id: 1012 }) }, screenLoad);
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent(
      paths.dashboard.transports.detail.href(1012),
    );
  },
};

const sorting = recordingList();
/** Sorting by pickup time asks the server, marks the header and announces the order and the count. */
export const SortByPickupTime: Story = {
  parameters: { msw: { handlers: { transports: [sorting.handler] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('transports.title') }, screenLoad);
    await within(table).findByText('#1012');
    const header = within(table).getByRole('columnheader', { name: new RegExp(t('transports.columns.pickup')) });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(sorting.lastQuery().get('ordering')).toBe('pickup_time'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getByRole('columnheader', { name: t('transports.columns.id') })).not.toHaveAttribute(
      'aria-sort',
    );
    const announcement = t('transports.list.announce', {
      count: 240,
      column: t('transports.columns.pickup'),
      direction: t('transports.list.ascending'),
    });
    // the live region (the table's loading spinner is a status too)
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(announcement),
    );
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(sorting.lastQuery().get('ordering')).toBe('-pickup_time'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    // the story ends on what the user then sees: the re-sorted rows loaded (the table dims while it waits)
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  },
};

const filtering = recordingList();
/** Filters go to the server; state 6 forces the delivered switch on; the search waits for a pause in typing. */
export const Filters: Story = {
  parameters: { msw: { handlers: { transports: [filtering.handler] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('table', { name: t('transports.title') }, screenLoad);
    await expect(filtering.lastQuery().get('include_delivered')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: t('transports.list.state') }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Toimitettu' }));
    await waitFor(() => expect(filtering.lastQuery().get('state')).toBe('6'));
    await expect(filtering.lastQuery().get('include_delivered')).toBe('true');
    const delivered = canvas.getByRole('checkbox', { name: t('transports.list.delivered') });
    await expect(delivered).toBeChecked();
    await expect(delivered).toBeDisabled();

    await userEvent.click(canvas.getByRole('combobox', { name: t('transports.list.pickupPlace') }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Tampereen toimipiste' }));
    await waitFor(() => expect(filtering.lastQuery().get('pickup_business_location')).toBe('2'));
    await expect(filtering.lastQuery().get('state')).toBe('6');

    await userEvent.click(canvas.getByRole('combobox', { name: t('transports.list.creator') }));
    await userEvent.click(await canvas.findByRole('option', { name: t('transports.list.creatorMe') }));
    await waitFor(() => expect(filtering.lastQuery().get('creator')).toBe('me'));

    const before = filtering.calls.length;
    await userEvent.type(canvas.getByRole('searchbox', { name: t('transports.list.search') }), 'ABC');
    // typing alone sends nothing; a second of quiet sends the whole text once
    await expect(filtering.calls.length).toBe(before);
    await waitFor(() => expect(filtering.lastQuery().get('search')).toBe('ABC'), { timeout: 3000 });
    await expect(
      filtering.calls.slice(before).filter((call) => new URL(call.url).searchParams.has('search')),
    ).toHaveLength(1);
    // the story ends on what the user then sees: the filtered rows loaded (the table dims while it waits)
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: t('transports.title') })).not.toHaveAttribute('aria-busy'),
    );
  },
};

const listSignals: AbortSignal[] = [];
const listOrderings: (string | null)[] = [];
/** A new request cancels the one in flight (spec 2 §7): the slow first answer is aborted by the sort. */
export const CancelsRequestInFlight: Story = {
  parameters: {
    msw: {
      handlers: {
        transports: [
          http.get(apiUrl('/transports/company/'), async ({ request }) => {
            if (!new URL(request.url).searchParams.has('ordering', 'pickup_time')) await delay(5000);
            return HttpResponse.json({ count: 240, transports: listTransports });
          }),
        ],
      },
    },
  },
  // the page's own fetch sees the call's abort signal (the mock's copy of the request does not)
  beforeEach: () => {
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (input instanceof Request && input.url.includes('/transports/company/')) {
        listSignals.push(input.signal);
        listOrderings.push(new URL(input.url).searchParams.get('ordering'));
      }
      return original(input, init);
    };
    return () => {
      globalThis.fetch = original;
    };
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const header = await canvas.findByRole(
      'columnheader',
      // a column that shows at every width (Luotu folds into the state's cell in a narrow list)
      { name: new RegExp(t('transports.columns.pickup')) },
      screenLoad,
    );
    await waitFor(() => expect(listSignals).toHaveLength(1));
    await userEvent.click(within(header).getByRole('button'));
    await canvas.findByText('#1012', {}, screenLoad);
    await expect(listOrderings).toEqual(['-id', 'pickup_time']);
    await expect(listSignals[0]?.aborted).toBe(true);
    await expect(listSignals[1]?.aborted).toBe(false);
  },
};

/** No transports at all: a call to action for the first order. */
export const Empty: Story = {
  parameters: { msw: { handlers: { transports: [typedGet('/transports/company/', noTransports)] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('transports.list.emptyTitle') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('transports.list.emptyAction') })).toHaveAttribute(
      'href',
      paths.dashboard.transports.edit.href(0),
    );
  },
};

const cleared = recordingList(noTransports);
/** Filters that match nothing: a different message and a way to clear them (the order is kept). */
export const NoResults: Story = {
  parameters: {
    route: { path: paths.dashboard.transports.list.path, url: '/dashboard/transports?search=NOPE&ordering=created' },
    msw: { handlers: { transports: [cleared.handler] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('transports.list.noResultsTitle') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('transports.list.search') })).toHaveValue('NOPE');
    await userEvent.click(canvas.getByRole('button', { name: t('transports.list.clear') }));
    await waitFor(() => expect(cleared.lastQuery().has('search')).toBe(false));
    await expect(cleared.lastQuery().get('ordering')).toBe('created');
    await expect(canvas.getByRole('searchbox', { name: t('transports.list.search') })).toHaveValue('');
  },
};

/** The list call fails: the error in the table with a retry. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        transports: [
          http.get(apiUrl('/transports/company/'), () => HttpResponse.json({ detail: 'Virhe' }, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const alert = await canvas.findByRole('alert', {}, screenLoad);
    await expect(alert).toHaveTextContent(t('transports.list.loadFailed'));
    await expect(within(alert).getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/**
 * On a phone the filters fold behind a button that says how many are in use (they stack when opened), and the table
 * scrolls sideways in its own region.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    route: {
      path: paths.dashboard.transports.list.path,
      url: `${paths.dashboard.transports.list.href()}?state=5`,
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('table', { name: t('transports.title') }, screenLoad)).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('transports.title') })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: t('transports.list.filtersToggle', { count: 1 }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: t('transports.list.filters') })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('search', { name: t('transports.list.filters') })).toBeVisible();
  },
};

/** WEB_TRANSPORT_CREATE_VERSION 1: Create opens the create modal through `?create` on the list. */
export const CreateInModal: Story = {
  parameters: {
    msw: { handlers: { status: [typedGet('/admin_data/status/', { ...status, WEB_TRANSPORT_CREATE_VERSION: 1 })] } },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('table', { name: t('transports.title') }, screenLoad);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: t('transports.list.create') })).toHaveAttribute(
        'href',
        `${paths.dashboard.transports.list.href()}?create=1`,
      ),
    );
  },
};

/** Paging asks the server for the next 30. */
export const SecondPage: Story = {
  parameters: {
    msw: {
      handlers: {
        transports: [
          typedGet('/transports/company/', (request) => {
            const offset = Number(new URL(request.url).searchParams.get('offset') ?? '0');
            return { count: 45, transports: [transportInProgress(offset + 1, `PAGE-${String(offset)}`)] };
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByText('#1', {}, screenLoad);
    const paging = canvas.getByRole('navigation', { name: t('common.pagination') });
    await userEvent.click(within(paging).getByRole('button', { name: t('common.next') }));
    await waitFor(() => expect(canvas.getByText('#31')).toBeVisible());
  },
};
