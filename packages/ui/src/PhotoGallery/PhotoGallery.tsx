import { useEffect, useState } from 'react';
import { Dialog } from '../Dialog/Dialog';
import { PageArrow, stepPage } from '../Pagination/PageArrow';
import * as styles from './PhotoGallery.css';

export interface GalleryPhoto {
  id: string;
  /** Full-size image for the lightbox. */
  src: string;
  /** Smaller image for the grid; defaults to `src`. */
  thumbnailSrc?: string;
  alt: string;
  caption?: string;
}

export interface PhotoGalleryLabels {
  /** Title of the lightbox dialog, e.g. "Noutokuvat". */
  title: string;
  close: string;
  previous: string;
  next: string;
  /** E.g. (2, 8) => "Kuva 2 / 8". */
  counter?: (index: number, total: number) => string;
  /** Accessible name of a thumbnail button; defaults to the photo's alt text. */
  open?: (photo: GalleryPhoto) => string;
}

export interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  labels: PhotoGalleryLabels;
  /** Shown when there are no photos. */
  emptyMessage?: string;
}

/** A grid of photo thumbnails (at most 128 px wide) that open in a lightbox; arrow keys page through the photos. */
export function PhotoGallery({ photos, labels, emptyMessage }: PhotoGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex !== null;
  const count = photos.length;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      const delta = event.key === 'ArrowRight' ? 1 : -1;
      setOpenIndex((current) => stepPage(current ?? 0, delta, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count]);
  if (photos.length === 0) return emptyMessage ? <p className={styles.empty}>{emptyMessage}</p> : null;
  const index = openIndex ?? 0;
  const photo = photos[index];
  const go = (delta: number) => setOpenIndex((current) => stepPage(current ?? 0, delta, count));
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((item, i) => (
          <li key={item.id}>
            <button type="button" className={styles.thumbButton} onClick={() => setOpenIndex(i)}>
              <img
                className={styles.thumb}
                src={item.thumbnailSrc ?? item.src}
                alt={labels.open ? labels.open(item) : item.alt}
                loading="lazy"
              />
              {item.caption && <span className={styles.caption}>{item.caption}</span>}
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={openIndex !== null} onOpenChange={(details) => !details.open && setOpenIndex(null)}>
        <Dialog.Content size="xlarge">
          <Dialog.Header>
            <Dialog.Title>{labels.title}</Dialog.Title>
            <Dialog.CloseTrigger aria-label={labels.close} />
          </Dialog.Header>
          <Dialog.Body>
            {photo && (
              <figure style={{ margin: 0 }}>
                <div className={styles.stage}>
                  <img className={styles.large} src={photo.src} alt={photo.alt} />
                </div>
                {photo.caption && <figcaption className={styles.caption}>{photo.caption}</figcaption>}
              </figure>
            )}
            <div className={styles.controls}>
              {/* aria-disabled, not disabled, at the first and last photo: a disabled button would drop the focus
                  of the keyboard user who just pressed it to the page body */}
              <button
                type="button"
                className={styles.navButton}
                onClick={() => go(-1)}
                aria-disabled={index === 0 || undefined}
              >
                <PageArrow direction="previous" />
                {labels.previous}
              </button>
              <span className={styles.counter} aria-live="polite">
                {labels.counter ? labels.counter(index + 1, photos.length) : `${index + 1} / ${photos.length}`}
              </span>
              <button
                type="button"
                className={styles.navButton}
                onClick={() => go(1)}
                aria-disabled={index === photos.length - 1 || undefined}
              >
                {labels.next}
                <PageArrow direction="next" />
              </button>
            </div>
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
