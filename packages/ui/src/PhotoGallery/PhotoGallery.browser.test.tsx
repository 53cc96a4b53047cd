import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ThemeRoot } from '../theme/ThemeRoot';
import { PhotoGallery } from './PhotoGallery';

const image = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/></svg>`,
  );

describe('PhotoGallery', () => {
  it('keeps thumbnails at most 128 px wide and pages the lightbox with mouse clicks', async () => {
    await page.viewport(1200, 900);
    const screen = await render(
      <ThemeRoot>
        <div style={{ width: 900 }}>
          <PhotoGallery
            photos={[
              { id: 'a', src: image('#0a58a5'), alt: 'Etuosa' },
              { id: 'b', src: image('#1a7343'), alt: 'Takaosa' },
            ]}
            labels={{ title: 'Kuvat', close: 'Sulje', previous: 'Edellinen', next: 'Seuraava' }}
          />
        </div>
      </ThemeRoot>,
    );
    const thumb = screen.getByRole('button', { name: 'Etuosa' });
    expect(thumb.element().getBoundingClientRect().width).toBeLessThanOrEqual(128);
    await userEvent.click(thumb);
    const dialog = page.getByRole('dialog', { name: 'Kuvat' });
    await expect.element(dialog.getByRole('img', { name: 'Etuosa' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Seuraava' }));
    await expect.element(dialog.getByRole('img', { name: 'Takaosa' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Sulje' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus on Seuraava at the last photo (marked unavailable, not disabled, so focus is not dropped)', async () => {
    await render(
      <ThemeRoot>
        <PhotoGallery
          photos={[
            { id: 'a', src: image('#0a58a5'), alt: 'Etuosa' },
            { id: 'b', src: image('#1a7343'), alt: 'Takaosa' },
          ]}
          labels={{ title: 'Kuvat', close: 'Sulje', previous: 'Edellinen', next: 'Seuraava' }}
        />
      </ThemeRoot>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Etuosa' }));
    const dialog = page.getByRole('dialog', { name: 'Kuvat' });
    const next = dialog.getByRole('button', { name: 'Seuraava' });
    next.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog.getByRole('img', { name: 'Takaosa' })).toBeVisible();
    await expect.element(next).toHaveFocus();
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog.getByRole('img', { name: 'Takaosa' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Edellinen' })).not.toHaveAttribute('aria-disabled');
  });
});
