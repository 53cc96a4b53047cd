import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@siirto/ui';
import { apiUrl } from '../../../mocks/api';
import { findStoryDialog } from '../../../mocks/find-dialog';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { matchStoryScreenshot } from '../../../mocks/screenshot';
import { RepeatDialog, type EditedSeries } from './RepeatDialog';
import { seriesFixture } from './series-fixtures';

/** Dialogs are portalled out of the story's root. */
const screen = within(document.body);

/** What the last create or edit sent (the play functions check it). */
const sent: { body: unknown } = { body: null };

const handlers = {
  create: [
    http.post(apiUrl('/transports/company/{id}/series/'), async ({ request }) => {
      sent.body = await request.json();
      return HttpResponse.json(seriesFixture, { status: 201 });
    }),
  ],
  update: [
    http.patch(apiUrl('/transports/series/{id}/'), async ({ request }) => {
      sent.body = await request.json();
      return HttpResponse.json({ ...seriesFixture, version: 2 });
    }),
  ],
};

/** The series the edit stories start from: Mondays and Wednesdays from 22 March 2027. */
const edited: EditedSeries = {
  id: seriesFixture.id,
  version: 1,
  start_day: '2027-03-22',
  rule: { kind: 'weekly', weekdays: [1, 3], interval_days: 7, month_day: 1, until: '2027-05-31', count: null },
  create_as: 'draft',
};

function OpenedDialog({ series }: { series?: EditedSeries }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Avaa</Button>
      <RepeatDialog
        open={open}
        onClose={() => setOpen(false)}
        transportId={101}
        // Monday 22 March 2027 at 08:00 in Helsinki
        pickupTime="2027-03-22T06:00:00Z"
        series={series}
        today="2027-04-01"
      />
    </>
  );
}

const meta = {
  title: 'Transports/Repeat',
  component: OpenedDialog,
  decorators: [withStoryProviders],
  parameters: { msw: { handlers: { ...sessionHandlers, ...handlers } } },
} satisfies Meta<typeof OpenedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await findStoryDialog(t('repeat.title'));
    // the pickup day's weekday is chosen at first; four weeks until the last day
    await expect(dialog.getByRole('checkbox', { name: t('repeat.weekday.1') })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: t('repeat.weekday.3') }));
    await expect(await dialog.findByText(/29\.03\.2027/)).toBeVisible();
    await matchStoryScreenshot(screen.getByRole('dialog', { name: t('repeat.title') }), globals, 'repeat');
  },
};

export const WeeklyInEnglishDark: Story = {
  ...Weekly,
  globals: { locale: 'en', theme: 'dark' },
};

export const CreatesTheSeries: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    sent.body = null;
    const dialog = await findStoryDialog(t('repeat.title'));
    await userEvent.click(dialog.getByRole('radio', { name: t('repeat.kind.interval') }));
    const interval = dialog.getByRole('textbox', { name: t('repeat.intervalDays') });
    await userEvent.clear(interval);
    await userEvent.type(interval, '0');
    await userEvent.click(dialog.getByRole('radio', { name: t('repeat.end.count') }));
    await userEvent.click(dialog.getByRole('button', { name: t('repeat.submit') }));
    // the domain's rule refuses a zero interval before anything is sent
    await expect(await dialog.findByText(t('validation.repeatInterval'))).toBeVisible();
    await expect(sent.body).toBeNull();
    await userEvent.clear(interval);
    await userEvent.type(interval, '3');
    await userEvent.click(dialog.getByRole('radio', { name: t('repeat.createAs.publish') }));
    await userEvent.click(dialog.getByRole('button', { name: t('repeat.submit') }));
    await waitFor(() =>
      expect(sent.body).toEqual({
        rule: { kind: 'interval', weekdays: [1], interval_days: 3, month_day: 22, until: null, count: 4 },
        create_as: 'publish',
      }),
    );
    await expect(await screen.findByText(t('repeat.created'))).toBeInTheDocument();
  },
};

export const EditPreview: Story = {
  args: { series: edited },
  play: async ({ globals }) => {
    const t = storyText(globals);
    sent.body = null;
    const dialog = await findStoryDialog(t('repeat.editTitle'));
    await expect(dialog.getByText(t('repeat.changesNone'))).toBeVisible();
    // Wednesdays only: the Mondays to come are previewed as removed before anything is saved
    await userEvent.click(dialog.getByRole('checkbox', { name: t('repeat.weekday.1') }));
    await expect(await dialog.findByText(/05\.04\.2027/)).toBeVisible();
    await matchStoryScreenshot(screen.getByRole('dialog', { name: t('repeat.editTitle') }), globals, 'repeat-edit');
    await userEvent.click(dialog.getByRole('button', { name: t('repeat.save') }));
    await waitFor(() =>
      expect(sent.body).toMatchObject({ version: 1, rule: { kind: 'weekly', weekdays: [3], until: '2027-05-31' } }),
    );
  },
};

export const EditPreviewInEnglishDark: Story = {
  ...EditPreview,
  globals: { locale: 'en', theme: 'dark' },
};
