/**
 * A transport photo's bytes as stored, and its print-sized copy (issue 31; docs/decisions.md "The condition report's
 * photo copies"). Storing a photo (`storeTransportPhotoUpload`: the demo's seeder and the condition report's bench
 * today; the driver's upload call, when there is one, must store through it too) keeps the original and, beside it,
 * the JPEG the condition report embeds: turned upright (EXIF orientation) and scaled to at most PHOTO_MAX_SIDE_PX,
 * about 200 dpi at the size it is printed. The report then reads the small copy (`printablePhotoOf`); a photo stored
 * without one (before migration 022, or whose copy could not be made) is scaled from its original as the report is
 * written, and one whose bytes are missing or not a readable image is null (the report draws a placeholder).
 */
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import type { UploadsTable } from '../../db/schema.ts';
import type { BusinessDb } from '../companies/context.ts';
import { insertPhotoUpload, photoPrintCopy, photoUploadBytes } from './repository.ts';

/** The longest side of a photo in the report, in pixels: a half-page-wide photo printed at about 200 dpi. */
export const PHOTO_MAX_SIDE_PX = 800;
const PHOTO_JPEG_QUALITY = 72;

/** A photo as the report embeds it: a JPEG and its size in pixels. */
export interface PrintablePhoto {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The print-sized JPEG of a photo's bytes, or null when they are not a readable image. */
export async function printCopy(bytes: Uint8Array): Promise<PrintablePhoto | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE_PX, height: PHOTO_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * Stores a transport photo's upload and its print copy. A file that is not a readable image is still stored as it
 * came (the detail links to it as before), without a copy.
 */
export async function storeTransportPhotoUpload(
  db: BusinessDb,
  upload: Omit<Insertable<UploadsTable>, 'size'>,
): Promise<void> {
  const copy = await printCopy(upload.data);
  await insertPhotoUpload(db, { ...upload, size: upload.data.length }, copy);
}

/** The photo as the report embeds it: its print copy, else its original scaled now, else null. */
export async function printablePhotoOf(db: BusinessDb, uploadId: string): Promise<PrintablePhoto | null> {
  const copy = await photoPrintCopy(db, uploadId);
  if (copy) return copy;
  const original = await photoUploadBytes(db, uploadId);
  return original ? printCopy(original) : null;
}
