import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { readStoredLanguage } from '../../../i18n/language';
import { typedGet } from '../../../mocks/api';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyIntl, storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { matchStoryScreenshot } from '../../../mocks/screenshot';
import {
  deliveredTransport,
  detailEnums,
  detailTransports,
  draftTransport,
  inProgressTransport,
} from './detail-fixtures';
import ConditionReportPrintRoute from './ConditionReportPrintRoute';
import { screenLoad } from '../../../mocks/screen-load';

const at = (id: number) => ({
  path: paths.dashboard.transports.conditionReport.path,
  url: paths.dashboard.transports.conditionReport.href(id),
});

const meta = {
  title: 'Screens/Condition report print view',
  component: ConditionReportPrintRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: at(deliveredTransport.id),
    msw: {
      handlers: {
        ...sessionHandlers,
        enums: [typedGet('/enums/', () => detailEnums(readStoredLanguage()))],
        transport: [
          typedGet('/transports/company/{id}/', (request) => {
            const id = Number(new URL(request.url).pathname.split('/').at(-2));
            const found = detailTransports.find((transport) => transport.id === id);
            if (!found) throw new Error(`no transport ${String(id)} in the story`);
            return found;
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof ConditionReportPrintRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The delivered transport: both kilometre readings, both notes, the expenses, each side's photos side by side. */
export const Delivered: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const intl = storyIntl(globals);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('detail.print.title', { id: deliveredTransport.id }) },
        screenLoad,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(t('detail.print.partialTitle'))).toBeNull();
    const info = within(canvas.getByRole('region', { name: t('detail.info.title') }));
    // the DOM's text is matched with its spaces normalised (formatKm writes no-break spaces)
    await expect(info.getByText(intl.formatKm(48210).replace(/\s+/g, ' '))).toBeVisible();
    await expect(info.getByText(intl.formatKm(48389).replace(/\s+/g, ' '))).toBeVisible();
    // the driver's notes at both ends
    await expect(canvas.getByText('Pieni naarmu takapuskurissa.')).toBeVisible();
    await expect(canvas.getByText('Luovutettu vastaanottoon.')).toBeVisible();
    // the expenses with their notes
    const extras = within(canvas.getByRole('region', { name: t('detail.extras.title') }));
    await expect(extras.getByText('Pikalataus Hämeenlinna')).toBeVisible();
    // each side: the pickup photo beside the destination photo; a side photographed at one end only has an empty half
    const photos = within(canvas.getByRole('region', { name: t('detail.photos.title') }));
    const front = within(photos.getByRole('region', { name: globals.locale === 'en' ? 'Front' : 'Edestä' }));
    await expect(front.getAllByRole('img')).toHaveLength(2);
    const dashboard = within(
      photos.getByRole('region', { name: globals.locale === 'en' ? 'Dashboard' : 'Mittaristo' }),
    );
    await expect(dashboard.getAllByRole('img')).toHaveLength(1);
    await expect(dashboard.getByText(t('detail.photos.none'))).toBeVisible();
    await expect(photos.getAllByRole('img')).toHaveLength(deliveredTransport.photos.length);
    // Tulosta opens the browser's printing
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('detail.print.print') }));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
    await expect(canvas.getByRole('link', { name: t('detail.print.back') })).toHaveAttribute(
      'href',
      paths.dashboard.transports.detail.href(deliveredTransport.id),
    );
    await matchStoryScreenshot(canvasElement, globals, 'print-delivered');
  },
};
export const DeliveredInEnglish: Story = { ...Delivered, globals: { locale: 'en' } };

/** On the road: the report is partial, and says so. */
export const Partial: Story = {
  parameters: { route: at(inProgressTransport.id) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('detail.print.title', { id: inProgressTransport.id }) },
      screenLoad,
    );
    await expect(canvas.getByText(t('detail.print.partialTitle'))).toBeVisible();
  },
};

/** A draft has no report (the detail offers none either). */
export const NotYet: Story = {
  parameters: { route: at(draftTransport.id) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('detail.print.notYet'), {}, screenLoad)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('detail.print.print') })).toBeNull();
  },
};
