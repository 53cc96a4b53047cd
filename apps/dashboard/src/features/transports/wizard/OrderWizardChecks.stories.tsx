/**
 * The order wizard against failing and answering writes (MSW): spec 2 §8's 400 handling (the danger toast `Virhe`,
 * field errors on their fields, sections highlighted and linked in the error card), the 409 of another tab's edit,
 * the retry of a failed save or publish with the same Idempotency-Key, a return trip opened through its outbound
 * trip, and Esikatsele's Go trip / Return trip tabs keeping their selection while the price is recalculated.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '@siirto/api-client/schema';
import { apiUrl } from '../../../mocks/api';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyIntl, storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { seriesFixture } from '../series/series-fixtures';
import { WizardFixture, wizardTransport } from './testing';
import { screenLoad } from '../../../mocks/screen-load';

type Transport = components['schemas']['Transport'];

/** Dialogs and toasts are portalled out of the story's root. */
const screen = within(document.body);

const meta = {
  title: 'Screens/Transports/Order wizard/Checks',
  component: WizardFixture,
  decorators: [withStoryProviders],
  parameters: { layout: 'padded', msw: { handlers: { ...sessionHandlers } } },
} satisfies Meta<typeof WizardFixture>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The writes the fake server received: method, Idempotency-Key and body. */
const writes: { method: string; key: string | null; body: Record<string, unknown> }[] = [];
const record = async (request: Request) => {
  const body = (await request.clone().json()) as Record<string, unknown>;
  writes.push({ method: request.method, key: request.headers.get('Idempotency-Key'), body });
  return body;
};

function description(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (control.ownerDocument.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name }, screenLoad);
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const title = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name }, screenLoad);

// ── spec 2 §8: a 400 on save ──
const serverPhoneError = 'Puhelinnumero tulee olla muodossa esim. +358...';
export const ServerErrors400: Story = {
  args: { transport: wizardTransport(2) },
  parameters: {
    msw: {
      handlers: {
        write: [
          http.patch(apiUrl('/transports/company/{id}/'), async ({ request }) => {
            await record(request);
            return HttpResponse.json(
              {
                general: ['Tilausta ei voitu tallentaa.'],
                pickup_phone: [serverPhoneError],
                destination_name: ['Kenttä on pakollinen'],
              },
              { status: 400 },
            );
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await title(canvas, t('wizard.title.edit', { id: 501 }));
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.button.saveDraft') }));
    // the danger toast titled Virhe says Virheitä lomakkeella
    await expect(await screen.findByText(t('wizard.errors.toastTitle'), {}, screenLoad)).toBeInTheDocument();
    await expect(screen.getAllByText(t('wizard.errors.formErrors')).length).toBeGreaterThan(0);
    // a 400 is not retried: the values must change first
    const progress = await findDialog(t('wizard.progress.title'));
    await expect(progress.queryByRole('button', { name: t('common.retry') })).toBeNull();
    await userEvent.click(progress.getByRole('button', { name: t('common.close') }));
    // the field errors on their fields
    const pickup = within(canvas.getByRole('region', { name: t('wizard.section.pickup') }));
    const phone = pickup.getByRole('textbox', { name: new RegExp(`^${t('wizard.place.phone')}`) });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(description(phone)).toContain(serverPhoneError);
    const destination = within(canvas.getByRole('region', { name: t('wizard.section.destination') }));
    await expect(
      description(destination.getByRole('textbox', { name: new RegExp(`^${t('wizard.place.name')}`) })),
    ).toContain('Kenttä on pakollinen');
    // the error card links to both sections, which are highlighted; the vehicle section is not
    const card = within(canvas.getByTestId('order-error-card'));
    for (const section of ['pickup', 'destination'] as const) {
      await expect(card.getByRole('link', { name: t(`wizard.section.${section}`) })).toHaveAttribute(
        'href',
        `#order-section-${section}`,
      );
      const element = canvasElementById(canvas, `order-section-${section}`);
      await expect(getComputedStyle(element).outlineStyle).toBe('solid');
    }
    await expect(card.queryByRole('link', { name: t('wizard.section.vehicle') })).toBeNull();
    // the update's general message is the form's general error, listed in the card
    await expect(card.getByText('Tilausta ei voitu tallentaa.')).toBeVisible();
    await expect(getComputedStyle(canvasElementById(canvas, 'order-section-vehicle')).outlineStyle).toBe('none');
    await expect(writes.at(-1)?.method).toBe('PATCH');
  },
};

function canvasElementById(canvas: Canvas, id: string): HTMLElement {
  const element = canvas.getByRole('heading', { level: 1 }).ownerDocument.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

// ── another tab saved the order meanwhile: 409 ──
export const StaleVersion409: Story = {
  args: { transport: wizardTransport(2) },
  parameters: {
    msw: {
      handlers: {
        write: [
          http.patch(apiUrl('/transports/company/{id}/'), async ({ request }) => {
            await record(request);
            return HttpResponse.json({ detail: 'version conflict' }, { status: 409 });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await title(canvas, t('wizard.title.edit', { id: 501 }));
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.button.saveDraft') }));
    const progress = await findDialog(t('wizard.progress.title'));
    await expect(await progress.findByText(t('wizard.errors.conflict'))).toBeVisible();
    // the version is stale: retrying the same write cannot succeed
    await expect(progress.queryByRole('button', { name: t('common.retry') })).toBeNull();
    await userEvent.click(progress.getByRole('button', { name: t('common.close') }));
    await expect(within(canvas.getByTestId('order-error-card')).getByText(t('wizard.errors.conflict'))).toBeVisible();
    // the edit carried the version it loaded
    await expect(writes.at(-1)?.body.version).toBe(2);
  },
};

// ── a save whose answer is lost: retried from the progress modal with the same key, nothing lost ──
const savedDraft = (id: number, body: Record<string, unknown>): Transport =>
  wizardTransport(2, {
    id,
    version: 1,
    vehicle: typeof body.vehicle === 'string' ? body.vehicle : '',
    pickup_name: null,
  });
export const RetrySave: Story = {
  parameters: {
    msw: {
      handlers: {
        write: [
          http.post(apiUrl('/transports/company/'), async ({ request }) => {
            const body = await record(request);
            // the first attempt reaches the server but its answer is lost
            if (writes.filter((write) => write.method === 'POST').length === 1) return HttpResponse.error();
            return HttpResponse.json(savedDraft(777, body), { status: 201 });
          }),
          http.patch(apiUrl('/transports/company/{id}/'), async ({ request }) => {
            const body = await record(request);
            return HttpResponse.json({ ...savedDraft(777, body), version: 2 });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    writes.length = 0;
    await title(canvas, t('wizard.title.new'));
    const vehicle = within(canvas.getByRole('region', { name: t('wizard.section.vehicle') }));
    await userEvent.type(
      vehicle.getByRole('textbox', { name: new RegExp(`^${t('wizard.vehicle.registration')}`) }),
      'rtr-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.button.saveDraft') }));
    const progress = await findDialog(t('wizard.progress.title'));
    await userEvent.click(await progress.findByRole('button', { name: t('common.retry') }));
    // the retry is the same write: same key, same values; the wizard goes on as the created transport
    await title(canvas, t('wizard.title.edit', { id: 777 }));
    await expect(await screen.findByText(t('wizard.notice.created'), {}, screenLoad)).toBeInTheDocument();
    await expect(writes.map((write) => write.method)).toEqual(['POST', 'POST']);
    await expect(writes[0]?.key).toBeTruthy();
    await expect(writes[1]?.key).toBe(writes[0]?.key);
    await expect(writes[1]?.body).toEqual(writes[0]?.body);
    await expect(
      vehicle.getByRole('textbox', { name: new RegExp(`^${t('wizard.vehicle.registration')}`) }),
    ).toHaveValue('RTR-1');
    // the next write is a new one: a new key, an update of the created transport
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.button.saveDraft') }));
    await waitFor(() => expect(writes).toHaveLength(3));
    await expect(writes[2]?.method).toBe('PATCH');
    await expect(writes[2]?.key).not.toBe(writes[0]?.key);
  },
};

/** Julkaise on a priced order, and its price confirmed. */
async function publishConfirmed(canvas: Canvas, t: ReturnType<typeof storyText>) {
  await userEvent.click(canvas.getByRole('button', { name: t('wizard.button.publish') }));
  const confirm = await findDialog(t('wizard.confirm.title'));
  await userEvent.click(confirm.getByRole('button', { name: t('wizard.confirm.accept') }));
}

/** The share dialog after publishing: the transport has no contacts to share with. */
const noContacts = [
  http.get(apiUrl('/transports/company/{id}/get_contacts/'), () => HttpResponse.json({ contact_emails_list: [] })),
];

// ── a publish whose connection drops: retried with the same key, then the share modal ──
export const RetryPublish: Story = {
  args: { transport: wizardTransport(31), page: 3 },
  parameters: {
    msw: {
      handlers: {
        write: [
          http.patch(apiUrl('/transports/company/{id}/'), async ({ request }) => {
            await record(request);
            if (writes.length === 1) {
              await delay(50);
              return HttpResponse.error();
            }
            return HttpResponse.json(wizardTransport(3, { version: 3 }));
          }),
        ],
        share: noContacts,
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    writes.length = 0;
    await canvas.findByTestId('order-prices', {}, screenLoad);
    await publishConfirmed(canvas, t);
    const progress = await findDialog(t('wizard.progress.title'));
    await userEvent.click(await progress.findByRole('button', { name: t('common.retry') }, screenLoad));
    await expect(await screen.findByText(t('wizard.notice.updatedPublished'), {}, screenLoad)).toBeInTheDocument();
    await expect(writes).toHaveLength(2);
    await expect(writes[1]?.key).toBe(writes[0]?.key);
    await expect(writes[1]?.body).toMatchObject({ saving_step: 4, publish: true });
  },
};

// ── issue 30 §2: "Toista siirto" on Esikatsele; once published, the repeat dialog makes the series of the order ──
const repeated: { url: string; body: unknown }[] = [];
export const PublishAndRepeat: Story = {
  args: { transport: wizardTransport(31), page: 3 },
  parameters: {
    msw: {
      handlers: {
        write: [
          http.patch(apiUrl('/transports/company/{id}/'), async ({ request }) => {
            await record(request);
            return HttpResponse.json(wizardTransport(3, { version: 3 }));
          }),
        ],
        share: noContacts,
        repeat: [
          http.post(apiUrl('/transports/company/{id}/series/'), async ({ request }) => {
            repeated.push({ url: request.url, body: await request.json() });
            return HttpResponse.json(seriesFixture, { status: 201 });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    writes.length = 0;
    repeated.length = 0;
    await canvas.findByTestId('order-prices', {}, screenLoad);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('repeat.title') }));
    await publishConfirmed(canvas, t);
    await findDialog(t('share.title'));
    await userEvent.keyboard('{Escape}');
    // published (the order's own write), then the repeat dialog of the published order
    const repeat = await findDialog(t('repeat.title'));
    await expect(writes.map((write) => write.body)).toEqual([
      expect.objectContaining({ saving_step: 4, publish: true }),
    ]);
    await userEvent.click(repeat.getByRole('button', { name: t('repeat.submit') }));
    await waitFor(() => expect(repeated).toHaveLength(1));
    await expect(new URL(repeated[0]?.url ?? 'http://x/').pathname).toMatch(/\/transports\/company\/501\/series\/$/);
    await expect(repeated[0]?.body).toMatchObject({ rule: { kind: 'weekly' }, create_as: 'draft' });
    await expect(await screen.findByText(t('repeat.created'), {}, screenLoad)).toBeInTheDocument();
  },
};

// ── a return trip is edited through its outbound trip ──
const outbound = wizardTransport(2, {
  id: 601,
  round_trip: true,
  round_trip_no_vehicle_change: true,
  round_trip_return_trip_id: 602,
});
const returnTrip = wizardTransport(2, {
  id: 602,
  round_trip: true,
  round_trip_is_return_trip: true,
  round_trip_go_trip_id: 601,
});
export const ReturnTripOpensOutbound: Story = {
  args: { transport: returnTrip, others: [outbound] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await title(canvas, t('wizard.title.edit', { id: 601 }));
    await expect(canvas.queryByRole('heading', { level: 1, name: t('wizard.title.edit', { id: 602 }) })).toBeNull();
  },
};

// ── Esikatsele: the tabs keep the chosen trip while the price is recalculated; the new price is said once ──
const pricedRoundTrip = wizardTransport(31, {
  round_trip: true,
  round_trip_no_vehicle_change: true,
  price: 377.88,
  price_go_trip: 188.94,
  price_return_trip: 188.94,
  transport_total_price: 402.88,
  price_summary: {
    trip_price_total: 377.88,
    trip_length_km_total: 352.8,
    form1_price: 188.94,
    form2_price: 188.94,
    extras_total: 25,
    expenses_total: 0,
    total: 402.88,
  },
});
export const PreviewTabsKeepSelection: Story = {
  args: { transport: pricedRoundTrip, page: 3 },
  parameters: {
    msw: {
      handlers: {
        write: [
          http.patch(apiUrl('/transports/company/{id}/'), async ({ request }) => {
            await record(request);
            await delay(100);
            return HttpResponse.json({ ...pricedRoundTrip, version: 3 });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    writes.length = 0;
    await canvas.findByTestId('order-prices', {}, screenLoad);
    // an order opened with its price says nothing; a calculated one is said in a polite status region
    const announcement = canvas.getByTestId('order-price-announcement');
    await expect(announcement).toHaveRole('status');
    await expect(announcement.textContent).toBe('');
    const goTab = canvas.getByRole('tab', { name: t('wizard.preview.goTrip') });
    const returnTab = canvas.getByRole('tab', { name: t('wizard.preview.returnTrip') });
    await expect(goTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(returnTab);
    await expect(returnTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('order-price-return')).toBeVisible();
    // recalculating keeps the page and the chosen trip
    await userEvent.click(canvas.getByRole('button', { name: t('wizard.button.calculate') }));
    await waitFor(() => expect(writes).toHaveLength(1));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: t('wizard.progress.title') })).toBeNull(),
      screenLoad,
    );
    await expect(canvas.getByRole('tab', { name: t('wizard.preview.returnTrip') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByTestId('order-price-return')).toBeVisible();
    const intl = storyIntl(globals);
    const said = t('wizard.price.announced', { total: intl.formatEuros(402.88), vat: intl.formatVatPercent(0) });
    await waitFor(() => expect(announcement).toHaveTextContent(said.replace(/\s+/g, ' ')));
    await userEvent.click(canvas.getByRole('tab', { name: t('wizard.preview.goTrip') }));
    await expect(canvas.getByTestId('order-price-go')).toBeVisible();
  },
};
