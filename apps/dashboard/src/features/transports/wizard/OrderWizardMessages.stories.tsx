/**
 * Spec 2 §5's messages on the fields the spec names, in Finnish and in English: the real form, the domain's order
 * rules and the catalogs, each case run in both languages (one story per case and language). The e2e test
 * `order-wizard-messages.spec.ts` shows the same through the real API once per language.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '@siirto/api-client/schema';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { WizardFixture, wizardTransport } from './testing';
import { screenLoad } from '../../../mocks/screen-load';

type Transport = components['schemas']['Transport'];
type T = ReturnType<typeof storyText>;

const meta = {
  title: 'Screens/Transports/Order wizard/Messages',
  component: WizardFixture,
  decorators: [withStoryProviders],
  parameters: { layout: 'padded', msw: { handlers: { ...sessionHandlers } } },
} satisfies Meta<typeof WizardFixture>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The texts a control's `aria-describedby` points at (its hint and its error). */
function description(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (control.ownerDocument.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');
}

/** The field labelled `label` in `where` carries `message` as its error. */
async function expectMessageOn(
  where: Canvas,
  label: string,
  message: string,
  role: 'textbox' | 'combobox' = 'textbox',
) {
  const control = where.getByRole(role, { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await waitFor(() => expect(description(control)).toContain(message));
  await expect(control).toHaveAttribute('aria-invalid', 'true');
}

const region = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));
/** A region of the return page, which loads lazily (its own chunk since the wizard's split): found once it is there. */
const returnRegion = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }, screenLoad));

async function calculate(canvas: Canvas, t: T) {
  await userEvent.click(await canvas.findByRole('button', { name: t('wizard.button.calculate') }, screenLoad));
  // the error card's title is the form error hint of spec 2 §5
  const card = await canvas.findByTestId('order-error-card');
  await expect(within(card).getByRole('heading', { name: t('wizard.errors.title') })).toBeVisible();
}

// ── required fields: pickup and destination name, phone, place, address, city; vehicle; both times ──
const required: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await calculate(canvas, t);
    const message = t('validation.required');
    for (const side of ['pickup', 'destination'] as const) {
      const place = region(canvas, t(`wizard.section.${side}`));
      for (const label of [
        t('wizard.place.name'),
        t('wizard.place.phone'),
        t('wizard.place.location'),
        t('wizard.place.address'),
        t('wizard.place.city'),
        t(side === 'pickup' ? 'wizard.place.pickupTime' : 'wizard.place.destinationTime'),
      ])
        await expectMessageOn(place, label, message);
    }
    await expectMessageOn(region(canvas, t('wizard.section.vehicle')), t('wizard.vehicle.registration'), message);
  },
};
export const RequiredFi: Story = { ...required, globals: { locale: 'fi' } };
export const RequiredEn: Story = { ...required, globals: { locale: 'en' } };

// ── e-mails, times, Finland only, an electric car's recharge type ──
const brokenValues = wizardTransport(2, {
  pickup_contact_email: 'pekka@',
  destination_contact_email: 'tiina(at)esimerkki.fi',
  pickup_time: '2020-06-03T08:00:00Z',
  destination_time: '2020-06-03T07:00:00Z',
  pickup_country: 'SE',
  vehicle_electric: true,
  vehicle_recharge_type: null,
});
const values: Story = {
  args: { transport: brokenValues },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await calculate(canvas, t);
    const pickup = region(canvas, t('wizard.section.pickup'));
    const destination = region(canvas, t('wizard.section.destination'));
    await expectMessageOn(pickup, t('wizard.place.email'), t('validation.emailFormat'));
    await expectMessageOn(destination, t('wizard.place.email'), t('validation.emailFormat'));
    await expectMessageOn(pickup, t('wizard.place.pickupTime'), t('validation.futureTime'));
    await expectMessageOn(destination, t('wizard.place.destinationTime'), t('validation.destinationAfterPickup'));
    await expectMessageOn(pickup, t('wizard.place.address'), t('validation.addressInFinland'));
    await expectMessageOn(
      region(canvas, t('wizard.section.vehicle')),
      t('wizard.vehicle.rechargeType'),
      t('validation.rechargeTypeRequired'),
      'combobox',
    );
  },
};
export const ValuesFi: Story = { ...values, globals: { locale: 'fi' } };
export const ValuesEn: Story = { ...values, globals: { locale: 'en' } };

// ── the estimated drive time does not fit between pickup and delivery ──
const driveTime: Story = {
  args: {
    transport: wizardTransport(2, {
      pickup_time: '2030-06-03T06:00:00Z',
      destination_time: '2030-06-03T06:30:00Z',
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    // the route (Helsinki–Tampere, about two hours) is measured before the rule can know the drive time
    const routeCard = within(await canvas.findByRole('region', { name: t('wizard.section.route') }, screenLoad));
    await waitFor(() => expect(routeCard.getByText(/km/)).toBeVisible(), screenLoad);
    await calculate(canvas, t);
    await expectMessageOn(
      region(canvas, t('wizard.section.destination')),
      t('wizard.place.destinationTime'),
      t('validation.driveTimeTooShort'),
    );
  },
};
export const DriveTimeFi: Story = { ...driveTime, globals: { locale: 'fi' } };
export const DriveTimeEn: Story = { ...driveTime, globals: { locale: 'en' } };

// ── abroad: the product number and the vehicle size are required ──
const abroad: Story = {
  args: {
    transport: wizardTransport(2, {
      abroad: true,
      vehicle_product_number: null,
      vehicle_size: null,
      destination_country: 'SE',
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await calculate(canvas, t);
    const vehicle = region(canvas, t('wizard.section.vehicle'));
    await expectMessageOn(vehicle, t('wizard.vehicle.productNumber'), t('validation.required'));
    await expectMessageOn(vehicle, t('wizard.vehicle.size'), t('validation.required'), 'combobox');
  },
};
export const AbroadFi: Story = { ...abroad, globals: { locale: 'fi' } };
export const AbroadEn: Story = { ...abroad, globals: { locale: 'en' } };

// ── a round trip with a vehicle change: the return page's vehicle, brand, recharge type and arrival time ──
const returnLeg = (overrides: Record<string, unknown>): Transport =>
  wizardTransport(2, {
    round_trip: true,
    round_trip_no_vehicle_change: false,
    ...(overrides as Partial<Transport>),
  });
const returnRequired: Story = {
  args: {
    transport: returnLeg({
      return_transport_vehicle: '',
      return_transport_brand: '',
      return_transport_electric: true,
      return_transport_recharge_type: null,
      return_transport_destination_time: null,
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await calculate(canvas, t);
    // the first error is on the return leg: the wizard shows page 2 Paluu
    await expect(await canvas.findByRole('tab', { name: t('wizard.pages.return') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const back = await returnRegion(canvas, t('wizard.section.returnTrip'));
    await expectMessageOn(back, t('wizard.vehicle.registration'), t('validation.required'));
    await expectMessageOn(back, t('wizard.vehicle.brand'), t('validation.required'));
    await expectMessageOn(back, t('wizard.place.destinationTime'), t('validation.required'));
    await expectMessageOn(back, t('wizard.vehicle.rechargeType'), t('validation.rechargeTypeRequired'), 'combobox');
  },
};
export const ReturnRequiredFi: Story = { ...returnRequired, globals: { locale: 'fi' } };
export const ReturnRequiredEn: Story = { ...returnRequired, globals: { locale: 'en' } };

// ── the same message family on the return trip: its arrival after the outbound delivery ──
const returnTimes: Story = {
  args: {
    transport: returnLeg({
      return_transport_vehicle: 'XYZ-789',
      return_transport_brand: 'Toyota Corolla',
      return_transport_destination_time: '2030-06-03T14:00:00Z',
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await calculate(canvas, t);
    const back = await returnRegion(canvas, t('wizard.section.returnTrip'));
    await expectMessageOn(back, t('wizard.place.destinationTime'), t('validation.destinationAfterPickup'));
  },
};
export const ReturnTimesFi: Story = { ...returnTimes, globals: { locale: 'fi' } };
export const ReturnTimesEn: Story = { ...returnTimes, globals: { locale: 'en' } };
