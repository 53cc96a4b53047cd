import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@siirto/api-client';
import { paths } from '../../../config/paths';
import { apiUrl, pendingGet, typedGet, typedResponse } from '../../../mocks/api';
import { meAs, sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { matchStoryScreenshot } from '../../../mocks/screenshot';
import CustomersRoute from './CustomersRoute';

/** Dialogs and toasts are portalled out of the story's root. */
const screen = within(document.body);

type Customer = Schema<'CustomerDetail'>;

function customer(id: number, name: string, overrides: Partial<Customer> = {}): Customer {
  return {
    id,
    name,
    business_id: null,
    email: null,
    phone: null,
    created: '2026-09-01T08:00:00Z',
    open_transports_count: 0,
    latest_chat: null,
    ...overrides,
  };
}

const customers: Customer[] = [
  customer(3, 'Autotalo Laine Oy', {
    business_id: '0112038-9',
    phone: '+358207654321',
    open_transports_count: 2,
    latest_chat: {
      group_id: 4,
      name: 'Autotalo Laine Oy',
      latest_message_at: '2026-11-24T14:05:00Z',
      latest_message_preview:
        'Auto noudettu, lähden nyt Tampereelle. Ruuhkaa Kehä I:llä, arvioitu saapuminen 20 min myöhemmin.',
    },
  }),
  customer(1, 'Demo Kuljetus Oy', {
    business_id: '2605785-7',
    email: 'tilaukset@demokuljetus.fi',
    phone: '+358401234567',
    open_transports_count: 1,
    latest_chat: {
      group_id: 1,
      name: 'Demo Kuljetus Oy',
      latest_message_at: '2026-11-25T07:40:00Z',
      latest_message_preview: 'Kiitos tiedosta!',
    },
  }),
  customer(4, 'Rengas-Center Keski-Suomi'),
  customer(2, 'Siirto Palvelut Oy', {
    business_id: '2211451-9',
    email: 'palvelu@siirtopalvelut.fi',
    latest_chat: { group_id: 3, name: 'Siirto Palvelut Oy', latest_message_at: null, latest_message_preview: null },
  }),
];

const page = (results: Customer[], count = results.length) => ({ count, next: null, previous: null, results });

const meta = {
  title: 'Screens/Customers',
  component: CustomersRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.customers.path, url: paths.dashboard.customers.href() },
    msw: {
      handlers: {
        ...sessionHandlers,
        customers: [typedGet('/api/customers/', page(customers))],
      },
    },
  },
} satisfies Meta<typeof CustomersRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account's customers: contact details, open transports and the latest chat with its newest message. */
export const Full: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('customers.tableCaption') });
    const laine = await within(table).findByRole('row', { name: /Autotalo Laine Oy/ });
    await expect(within(laine).getByText(t('customers.openTransports', { count: 2 }))).toBeVisible();
    await expect(within(laine).getByText(t('customers.businessId', { businessId: '0112038-9' }))).toBeVisible();
    const rengas = within(table).getByRole('row', { name: /Rengas-Center/ });
    await expect(within(rengas).getByText(t('customers.noChat'))).toBeVisible();
    await expect(within(rengas).getByText(t('customers.openTransports', { count: 0 }))).toBeVisible();
    await expect(within(table).getByText(t('customers.noMessages'))).toBeVisible();
    // the count, the range and the rows agree: one page of four
    await expect(canvas.getByText(t('customers.count', { count: 4 }))).toBeVisible();
    await expect(canvas.getByText(t('customers.range', { from: 1, to: 4, total: 4 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('common.next') })).toBeNull();
    await matchStoryScreenshot(canvasElement, globals, 'customers-full');
  },
};

/** The last page of 34 customers (`?page=2`): its four rows are 31–34, and the first page is one step back. */
export const LastPage: Story = {
  parameters: {
    route: { path: paths.dashboard.customers.path, url: `${paths.dashboard.customers.href()}?page=2` },
    msw: {
      handlers: {
        customers: [
          typedGet('/api/customers/', (request) => {
            const offset = new URL(request.url).searchParams.get('offset');
            return offset === '30' ? page(customers, 34) : page([], 34);
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('customers.tableCaption') });
    await expect(await within(table).findByRole('row', { name: /Autotalo Laine Oy/ })).toBeVisible();
    await expect(canvas.getByText(t('customers.count', { count: 34 }))).toBeVisible();
    await expect(canvas.getByText(t('customers.range', { from: 31, to: 34, total: 34 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.previous') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('common.next') })).toBeDisabled();
  },
};

export const FullDark: Story = { ...Full, globals: { theme: 'dark' } };

/** On a phone the header and search stack and each customer is a card (its fields one under another, named). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText('Autotalo Laine Oy')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('customers.create') })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('customers.search') })).toBeVisible();
    await matchStoryScreenshot(canvasElement, globals, 'customers-phone');
  },
};

export const PhoneDark: Story = { ...Phone, globals: { ...Phone.globals, theme: 'dark' } };

/** A driver reads the list; the customers' writes answer drivers 403, so no create, edit or chat button is offered. */
export const DriverReadOnly: Story = {
  parameters: { msw: { handlers: { me: meAs({ is_driver: true }) } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const table = await canvas.findByRole('table', { name: t('customers.tableCaption') });
    await expect(await within(table).findByRole('row', { name: /Autotalo Laine Oy/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('customers.create') })).toBeNull();
    await expect(
      within(table).queryByRole('button', { name: t('customers.editNamed', { name: 'Autotalo Laine Oy' }) }),
    ).toBeNull();
    await expect(within(table).queryByRole('columnheader', { name: t('customers.columns.actions') })).toBeNull();
  },
};

/** No customers yet: the empty state offers the first one. */
export const Empty: Story = {
  parameters: { msw: { handlers: { customers: [typedGet('/api/customers/', page([]))] } } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('customers.empty.title'))).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: t('customers.create') })).toHaveLength(2);
    await matchStoryScreenshot(canvasElement, globals, 'customers-empty');
  },
};

export const EmptyDark: Story = { ...Empty, globals: { theme: 'dark' } };

/** The list cannot be loaded: the spec's 'Asiakkaiden lataus epäonnistui' with a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: { customers: [http.get(apiUrl('/api/customers/'), () => HttpResponse.json({}, { status: 500 }))] },
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('customers.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
    await matchStoryScreenshot(canvasElement, globals, 'customers-error');
  },
};

export const LoadFailedDark: Story = { ...LoadFailed, globals: { theme: 'dark' } };

export const Loading: Story = {
  parameters: { msw: { handlers: { customers: [pendingGet('/api/customers/')] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect((await canvas.findAllByText(t('common.loading')))[0]).toBeInTheDocument();
  },
};

let searches: string[] = [];

/** Typing searches once typing pauses: the server is asked from the first page and the address keeps the search. */
export const Search: Story = {
  parameters: {
    msw: {
      handlers: {
        customers: [
          typedGet('/api/customers/', (request) => {
            const query = new URL(request.url).searchParams;
            const text = query.get('search') ?? '';
            searches.push(`${text}|${query.get('offset') ?? ''}`);
            if (text === 'zzz') return page([]);
            return page(
              customers.filter((row) => row.name.toLowerCase().includes(text.toLowerCase())),
              text ? 1 : customers.length,
            );
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    searches = [];
    await canvas.findByText('Demo Kuljetus Oy');
    const field = canvas.getByRole('searchbox', { name: t('customers.search') });
    await userEvent.type(field, 'laine');
    // the search is sent once typing has paused for TABLE_SEARCH_DEBOUNCE_MS (1 s), so wait longer than waitFor's 1 s
    await waitFor(() => expect(canvas.queryByText('Demo Kuljetus Oy')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(canvas.getByText('Autotalo Laine Oy')).toBeVisible();
    // one request for the typed word (debounced), not one per letter
    await expect(searches).toEqual(['|0', 'laine|0']);
    await userEvent.clear(field);
    await userEvent.type(field, 'zzz');
    await expect(await canvas.findByText(t('customers.noResults.title'), {}, { timeout: 3000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('customers.noResults.clear') }));
    await expect(await canvas.findByText('Demo Kuljetus Oy')).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/**
 * The server refuses the new customer: its messages stand beside the fields, the general hint above them, and what
 * was typed stays.
 */
export const DialogWithErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        create: [
          typedResponse('post', '/api/customers/', 400, {
            business_id: ['Tällä y-tunnuksella on jo asiakas'],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByText('Demo Kuljetus Oy');
    await userEvent.click(canvas.getByRole('button', { name: t('customers.create') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('customers.dialog.createTitle') }));
    // the form's own rules first: a name is required, the e-mail and phone must look right
    await userEvent.type(dialog.getByRole('textbox', { name: t('customers.fields.email') }), 'ei-sahkopostia');
    await userEvent.type(dialog.getByRole('textbox', { name: t('customers.fields.phone') }), '040 123');
    await userEvent.click(dialog.getByRole('button', { name: t('common.save') }));
    await expect(await dialog.findByText(t('validation.required'))).toBeVisible();
    await expect(dialog.getByText(t('validation.emailFormat'))).toBeVisible();
    await expect(dialog.getByText(t('validation.phone'))).toBeVisible();
    // fixed, then the server's own refusal
    await userEvent.type(dialog.getByRole('textbox', { name: t('customers.fields.name') }), 'Autotalo Laine Oy');
    await userEvent.clear(dialog.getByRole('textbox', { name: t('customers.fields.email') }));
    await userEvent.clear(dialog.getByRole('textbox', { name: t('customers.fields.phone') }));
    await userEvent.type(dialog.getByRole('textbox', { name: t('customers.fields.businessId') }), '0112038-9');
    await userEvent.click(dialog.getByRole('button', { name: t('common.save') }));
    await expect(await dialog.findByText('Tällä y-tunnuksella on jo asiakas')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t('customers.fields.name') })).toHaveValue('Autotalo Laine Oy');
    await expect(dialog.getByRole('textbox', { name: t('customers.fields.businessId') })).toHaveValue('0112038-9');
    const element = screen.getByRole('dialog', { name: t('customers.dialog.createTitle') });
    await waitFor(() => expect(getComputedStyle(element).opacity).toBe('1'));
    await matchStoryScreenshot(element, globals, 'customers-dialog-errors');
  },
};

let sentBodies: unknown[] = [];

/** Editing fills the dialog with the customer, sends the form and closes with a notice. */
export const Edit: Story = {
  parameters: {
    msw: {
      handlers: {
        update: [
          http.patch(apiUrl('/api/customers/{id}/'), async ({ request }) => {
            sentBodies.push(await request.json());
            return HttpResponse.json({ ...customers[1], email: 'uusi@demokuljetus.fi' });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    sentBodies = [];
    await userEvent.click(
      await canvas.findByRole('button', { name: t('customers.editNamed', { name: 'Demo Kuljetus Oy' }) }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: t('customers.dialog.editTitle') }));
    const email = dialog.getByRole('textbox', { name: t('customers.fields.email') });
    await expect(email).toHaveValue('tilaukset@demokuljetus.fi');
    await userEvent.clear(email);
    await userEvent.type(email, 'Uusi@DemoKuljetus.fi');
    await userEvent.click(dialog.getByRole('button', { name: t('common.save') }));
    // the toast fades in
    await waitFor(() => expect(screen.getByText(t('customers.updated'))).toBeVisible());
    await expect(sentBodies).toEqual([
      { name: 'Demo Kuljetus Oy', business_id: '2605785-7', email: 'uusi@demokuljetus.fi', phone: '+358401234567' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** "Avaa keskustelu" on a customer without a chat creates one and goes to it on the chat page. */
export const OpenChat: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [
          typedResponse('post', '/api/customers/{id}/chat/', 201, {
            created: true,
            group: {
              id: 77,
              name: 'Rengas-Center Keski-Suomi',
              description: null,
              chat_type: 'customer',
              customer: { id: 4, name: 'Rengas-Center Keski-Suomi' },
              members: [],
              group_image: null,
              unread_count: 0,
              latest_message_at: null,
              is_pinned: false,
              transport_transporting: null,
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('customers.openChatNamed', { name: 'Rengas-Center Keski-Suomi' }) }),
    );
    // the toast fades in
    await waitFor(() => expect(screen.getByText(t('customers.chatCreated'))).toBeVisible());
    await expect(await canvas.findByTestId('story-location')).toHaveTextContent('/dashboard/chat?group=77');
  },
};

/** The chat cannot be created: the spec's 'Keskustelun luonti epäonnistui' and the list stays. */
export const OpenChatFails: Story = {
  parameters: {
    msw: {
      handlers: {
        chat: [http.post(apiUrl('/api/customers/{id}/chat/'), () => HttpResponse.json({}, { status: 500 }))],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('customers.openChatNamed', { name: 'Rengas-Center Keski-Suomi' }) }),
    );
    // the toast fades in
    await waitFor(() => expect(screen.getByText(t('customers.chatFailed'))).toBeVisible());
    await expect(canvas.getByText('Rengas-Center Keski-Suomi')).toBeVisible();
  },
};
