import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PhotoGallery, type GalleryPhoto } from './PhotoGallery';

const colours = ['#0a58a5', '#1a7343', '#b8142b', '#6b4a00', '#4b5968', '#24507c'];
const image = (i: number, w: number, h: number) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colours[i % colours.length] ?? '#000'}"/><rect x="90" y="140" width="220" height="70" rx="20" fill="#fff" opacity="0.85"/><circle cx="140" cy="215" r="24" fill="#15202b"/><circle cx="260" cy="215" r="24" fill="#15202b"/></svg>`,
  );

const photos: GalleryPhoto[] = Array.from({ length: 6 }, (_, i) => ({
  id: String(i),
  src: image(i, 1200, 900),
  thumbnailSrc: image(i, 256, 192),
  alt: `Noutokuva ${i + 1}: ajoneuvo edestä`,
  caption: i === 0 ? 'Etuosa' : undefined,
}));

const labels = {
  title: 'Noutokuvat',
  close: 'Sulje',
  previous: 'Edellinen',
  next: 'Seuraava',
  counter: (index: number, total: number) => `Kuva ${index} / ${total}`,
};

const meta = {
  title: 'Data display/PhotoGallery',
  component: PhotoGallery,
  args: { photos, labels, emptyMessage: 'Ei kuvia' },
  parameters: {
    docs: {
      description: {
        component:
          'Pickup, destination and extra photos. Thumbnails are at most 128 px wide (spec) and open a lightbox (Dialog, extra-large) with previous / next buttons, Left / Right arrow keys and a counter; Escape closes and focus returns to the thumbnail. Texts arrive through `labels`; each photo needs `alt`.',
      },
    },
  },
} satisfies Meta<typeof PhotoGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbs = canvas.getAllByRole('button');
    for (const thumb of thumbs) await expect(thumb.getBoundingClientRect().width).toBeLessThanOrEqual(128);
    thumbs[1]!.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Noutokuvat' });
    await expect(within(dialog).getByRole('img', { name: /Noutokuva 2/ })).toHaveAttribute(
      'alt',
      'Noutokuva 2: ajoneuvo edestä',
    );
    await expect(within(dialog).getByText('Kuva 2 / 6')).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body.getByRole('dialog')).toHaveTextContent('Kuva 3 / 6'));
    within(body.getByRole('dialog'))
      .getByRole('button', { name: /Edellinen/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('dialog')).toHaveTextContent('Kuva 2 / 6'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(thumbs[1]).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ei kuvia')).toBeVisible();
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile' } } };

export const LongFinnishCaptions: Story = {
  args: {
    photos: photos.slice(0, 3).map((p, i) => ({
      ...p,
      caption: ['Kojelautanäkymä', 'Takaluukkuvaurioilmoitus', 'Renkaanvaihtopöytäkirja'][i],
    })),
  },
};

export const DarkTheme: Story = { ...Default, globals: { theme: 'dark' } };
