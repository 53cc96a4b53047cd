import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl, typedGet } from '../../../mocks/api';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { matchStoryScreenshot } from '../../../mocks/screenshot';
import { SeriesCard } from './SeriesCard';
import { seriesDetailFixture, seriesFixture } from './series-fixtures';

/** What the last edit sent (the play functions check it). */
const sent: { body: unknown } = { body: null };

const meta = {
  title: 'Transports/Series panel',
  component: SeriesCard,
  decorators: [withStoryProviders],
  args: { seriesId: 7, pickupTime: '2027-03-22T06:00:00Z' },
  parameters: {
    msw: {
      handlers: {
        ...sessionHandlers,
        series: [typedGet('/transports/series/{id}/', seriesDetailFixture)],
        update: [
          http.patch(apiUrl('/transports/series/{id}/'), async ({ request }) => {
            sent.body = await request.json();
            return HttpResponse.json({ ...seriesFixture, status: 'paused', version: 2 });
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof SeriesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('series.status.active'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('series.showTransports') })).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard/transports?series=7') as string,
    );
    await matchStoryScreenshot(canvasElement, globals, 'series');
  },
};

export const ActiveInEnglishDark: Story = {
  ...Active,
  globals: { locale: 'en', theme: 'dark' },
};

export const WithAnOccurrenceRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        series: [
          typedGet('/transports/series/{id}/', {
            ...seriesDetailFixture,
            last_error: 'Lisäpalvelua ei löydy',
            last_error_day: '2027-04-05',
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Lisäpalvelua ei löydy/)).toBeVisible();
    await expect(canvas.getByText(/05\.04\.2027/)).toBeVisible();
    await expect(canvas.getByText(t('series.status.active'))).toBeVisible();
  },
};

export const Pause: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    sent.body = null;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('series.pause') }));
    await waitFor(() => expect(sent.body).toEqual({ version: 1, status: 'paused' }));
    await expect(await within(document.body).findByText(t('series.paused'))).toBeInTheDocument();
  },
};
