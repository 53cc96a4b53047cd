import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { typedGet, typedResponse } from '../../../mocks/api';
import { me } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import NewFeaturesRoute from './NewFeaturesRoute';
import { screenLoad } from '../../../mocks/screen-load';

/** Sent read times (PATCH /users/{id}/), newest last. */
const sentReadTimes: string[] = [];

const meta = {
  title: 'Screens/New features',
  component: NewFeaturesRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.newFeatures.path, url: paths.dashboard.newFeatures.href() },
    msw: {
      handlers: {
        ...sessionHandlers,
        // the user read the features on 1.10.2026 (fixtures' me): the first two are newer
        newFeatures: [
          typedGet('/new_features/', [
            {
              id: 3,
              title: 'Lisenssin maksu kortilla',
              description: 'Pääkäyttäjä voi maksaa lisenssin kortilla Tilaus ja sopimus -välilehdeltä.',
              created: '2026-11-20T08:00:00Z',
              updated: '2026-11-20T08:00:00Z',
            },
            {
              id: 2,
              title: 'Tumma teema',
              description: 'Valitse vaalea, tumma tai järjestelmän teema Omat tiedot -välilehdeltä.',
              created: '2026-10-15T08:00:00Z',
              updated: '2026-11-05T08:00:00Z',
            },
            {
              id: 1,
              title: 'Raportit Exceliin',
              description: 'Raportit voi viedä Excel-tiedostoksi.',
              created: '2026-09-01T08:00:00Z',
              updated: '2026-09-01T08:00:00Z',
            },
          ]),
        ],
        markRead: [
          typedResponse('patch', '/users/{id}/', 200, async (request) => {
            const body = (await request.json()) as { new_features_readed: string };
            sentReadTimes.push(body.new_features_readed);
            return { ...me, new_features_readed: body.new_features_readed };
          }),
        ],
      },
    },
  },
} satisfies Meta<typeof NewFeaturesRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, the unread ones marked new; opening the page stores the newest feature's time as read. */
export const Unread: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('heading', { name: 'Raportit Exceliin' }, screenLoad);
    const titles = canvas.getAllByRole('heading').filter((heading) => heading.tagName !== 'H1');
    await expect(titles.map((heading) => heading.textContent)).toEqual([
      'Lisenssin maksu kortilla',
      'Tumma teema',
      'Raportit Exceliin',
    ]);
    const cards = titles.map((heading) => within(heading.closest('section') ?? heading));
    await expect(cards.map((card) => card.queryByText(t('newFeatures.new')) !== null)).toEqual([true, true, false]);
    await expect(canvas.getByText(t('newFeatures.published', { date: '20.11.2026' }))).toBeVisible();
    await waitFor(() => expect(sentReadTimes.at(-1)).toBe('2026-11-20T08:00:00.000Z'));
  },
};

export const UnreadInEnglishOnPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('heading', { name: 'Tumma teema' }, screenLoad)).toBeVisible();
    await expect(canvas.getAllByText(t('newFeatures.new'))).toHaveLength(2);
  },
};
