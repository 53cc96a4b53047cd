import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyIntl, storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { OrderProgress } from './OrderProgress';
import { WizardFixture, wizardTransport } from './testing';
import { screenLoad } from '../../../mocks/screen-load';

const meta = {
  title: 'Screens/Transports/Order wizard',
  component: WizardFixture,
  decorators: [withStoryProviders],
  parameters: { layout: 'padded', msw: { handlers: { ...sessionHandlers } } },
} satisfies Meta<typeof WizardFixture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new order: page 1 Noutopaikka with every section empty. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('wizard.title.new') }, screenLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: t('wizard.pages.pickup') })).toHaveAttribute('aria-selected', 'true');
    // no return page for a one-way order
    await expect(canvas.queryByRole('tab', { name: t('wizard.pages.return') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('wizard.button.delete') })).toBeNull();
  },
};

/** A saved draft: every field filled from the server. */
export const Filled: Story = {
  args: { transport: wizardTransport(2) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('wizard.title.edit', { id: 501 }) }, screenLoad),
    ).toBeVisible();
    const vehicle = within(canvas.getByRole('region', { name: t('wizard.section.vehicle') }));
    await expect(vehicle.getByRole('textbox', { name: t('wizard.vehicle.registration') })).toHaveValue('ABC-123');
    await expect(canvas.getByRole('button', { name: t('wizard.button.delete') })).toBeVisible();
    await expect(canvas.queryByText(t('wizard.published'))).toBeNull();
  },
};

/** Calculate price on an empty order: the error card links to the sections with errors. */
export const Errors: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('wizard.button.calculate') }, screenLoad));
    const card = await canvas.findByRole('alert');
    await expect(within(card).getByRole('heading', { name: t('wizard.errors.title') })).toBeVisible();
    for (const section of ['pickup', 'destination', 'vehicle'] as const)
      await expect(within(card).getByRole('link', { name: t(`wizard.section.${section}`) })).toHaveAttribute(
        'href',
        `#order-section-${section}`,
      );
    await expect(canvas.getAllByText(t('validation.required')).length).toBeGreaterThan(5);
  },
};

/** A priced order (state 31) on Esikatsele: the prices at VAT 0 %. */
export const Priced: Story = {
  args: { transport: wizardTransport(31), page: 3 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const prices = await canvas.findByTestId('order-prices', {}, screenLoad);
    await expect(prices).toHaveTextContent('213,94');
    await expect(
      canvas.getByText(
        t('wizard.preview.vatNote', { vat: storyIntl(globals).formatVatPercent(0) }).replace(/\s+/g, ' '),
      ),
    ).toBeVisible();
  },
};

/** A published order (state 3): the Published label above the form. */
export const Published: Story = {
  args: { transport: wizardTransport(3) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('wizard.published'), {}, screenLoad)).toBeVisible();
  },
};

/** On a phone the pickup and destination stack. */
export const Phone: Story = {
  args: { transport: wizardTransport(31), page: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  args: { transport: wizardTransport(2) },
  globals: { theme: 'dark' },
};

/** The progress modal on its own (saving, calculating price). */
export const ProgressModal: Story = {
  render: () => <OrderProgress action="calculate" status="running" onClose={() => undefined} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('wizard.progress.title') });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(t('wizard.progress.saving'))).toBeVisible();
  },
};
