/**
 * The customer of a coordinating company's order (account_type 9): an optional, searchable choice of the company's
 * own customers on page 1, sent as the transport's `customer`, with the server's refusal shown beside the field.
 * Companies below type 9 do not see it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@siirto/api-client';
import { apiUrl, typedGet } from '../../../mocks/api';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { matchStoryScreenshotInBothThemes } from '../../../mocks/screenshot';
import { WizardFixture, wizardTransport } from './testing';
import { screenLoad } from '../../../mocks/screen-load';

/** The choice's options are portalled out of the story's root. */
const screen = within(document.body);

const customer = (id: number, name: string, businessId: string | null): Schema<'CustomerDetail'> => ({
  id,
  name,
  business_id: businessId,
  email: null,
  phone: null,
  created: '2026-09-01T08:00:00Z',
  open_transports_count: 0,
  latest_chat: null,
});
const customers = [
  customer(3, 'Autotalo Laine Oy', '0112038-9'),
  customer(1, 'Demo Kuljetus Oy', '2605785-7'),
  customer(4, 'Rengas-Center Keski-Suomi', null),
];

let searches: string[] = [];
let sent: Record<string, unknown>[] = [];

const meta = {
  title: 'Screens/Transports/Order wizard/Customer',
  component: WizardFixture,
  decorators: [withStoryProviders],
  args: { accountType: 9, transport: wizardTransport(2) },
  parameters: {
    layout: 'padded',
    msw: {
      handlers: {
        ...sessionHandlers,
        customers: [
          typedGet('/api/customers/', (request) => {
            const text = new URL(request.url).searchParams.get('search') ?? '';
            searches.push(text);
            const found = customers.filter((row) => row.name.toLowerCase().includes(text.toLowerCase()));
            return { count: found.length, next: null, previous: null, results: found };
          }),
        ],
        write: [
          http.patch(apiUrl('/transports/company/{id}/'), async ({ request }) => {
            sent.push((await request.json()) as Record<string, unknown>);
            return HttpResponse.json({ customer: ['Valitse asiakas omista asiakkaistasi'] }, { status: 400 });
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof WizardFixture>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The coordinator opens the field and sees their customers at once (the first page, by name), narrows them by typing
 * and chooses one; the save sends its id, and the server's refusal (another account's customer) stands beside the field.
 * Played on a wide screen and on a phone; the picture at the end in both themes.
 */
export const ChooseCustomer: Story = {
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyText(globals);
    searches = [];
    sent = [];
    const field = await canvas.findByRole('combobox', { name: t('wizard.customer') }, screenLoad);
    await expect(field).toHaveValue('');
    // opened, it lists the customers before anything is typed
    await userEvent.click(field);
    await expect(await screen.findByRole('option', { name: /Autotalo Laine Oy/ }, screenLoad)).toBeVisible();
    await expect(screen.getByRole('option', { name: /Rengas-Center Keski-Suomi/ })).toBeVisible();
    await userEvent.type(field, 'k');
    // the search waits for typing to pause (300 ms) before it asks the server
    await waitFor(() => expect(screen.queryByRole('option', { name: /Autotalo Laine Oy/ })).toBeNull(), screenLoad);
    await userEvent.click(await screen.findByRole('option', { name: /Rengas-Center Keski-Suomi/ }, screenLoad));
    await expect(field).toHaveValue('Rengas-Center Keski-Suomi');
    // the company's customers: the first page, then searched by the typed text
    await expect(searches).toEqual(['', 'k']);
    await expect(screen.queryByRole('option', { name: /Autotalo Laine Oy/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: t('wizard.button.saveDraft') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({ customer: 4 });
    await expect(sent[0]).not.toHaveProperty('customer_name');
    // a 400 leaves the progress modal open with only Close; the message stands beside the field
    const progress = await screen.findByRole('dialog', { name: t('wizard.progress.title') }, screenLoad);
    await userEvent.click(await within(progress).findByRole('button', { name: t('common.close') }, screenLoad));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the error toast (on a wide screen over the card) is closed for a steady picture
    for (const close of await screen.findAllByRole('button', { name: t('common.closeNotification') }, screenLoad))
      await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('button', { name: t('common.closeNotification') })).toBeNull());
    await expect(await canvas.findByText('Valitse asiakas omista asiakkaistasi')).toBeVisible();
    await expect(field).toHaveValue('Rengas-Center Keski-Suomi');
    await matchStoryScreenshotInBothThemes(canvas.getByTestId('order-basics'), context, 'order-customer-error');
  },
};

export const ChooseCustomerPhone: Story = {
  ...ChooseCustomer,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A coordinator without customers is told so when the field opens. */
export const NoCustomers: Story = {
  parameters: {
    msw: {
      handlers: {
        customers: [typedGet('/api/customers/', () => ({ count: 0, next: null, previous: null, results: [] }))],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const field = await canvas.findByRole('combobox', { name: t('wizard.customer') }, screenLoad);
    await userEvent.click(field);
    await expect(await screen.findByText(t('wizard.customer.empty'), {}, screenLoad)).toBeVisible();
  },
};

/** A saved order for a customer shows the customer chosen. */
export const SavedWithCustomer: Story = {
  args: { transport: wizardTransport(2, { customer: { id: 4, name: 'Rengas-Center Keski-Suomi' } }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const field = await canvas.findByRole('combobox', { name: t('wizard.customer') }, screenLoad);
    await expect(field).toHaveValue('Rengas-Center Keski-Suomi');
  },
};

/** A company below account_type 9 has no customers: its order form has no customer field. */
export const NotForOtherCompanies: Story = {
  args: { accountType: 1 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('heading', { level: 1, name: t('wizard.title.edit', { id: 501 }) }, screenLoad);
    await expect(canvas.queryByRole('combobox', { name: t('wizard.customer') })).toBeNull();
  },
};
