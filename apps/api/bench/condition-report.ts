/**
 * Benchmark of the condition report (issue 31): a delivered transport with 40 photos of about 3 MB each (12-megapixel
 * JPEGs, as a phone takes them: 4 rows of pickup and destination photos for each of the five sides), stored through
 * the path that stores every transport photo and makes its print copy (photo-uploads.ts `storeTransportPhotoUpload`;
 * its time per photo is printed apart), then its report made through the app (routing, reading each photo's print
 * copy, writing the PDF; app.inject, no network). BENCH_NO_COPIES=1 deletes the copies first: the report of photos
 * stored before the copies existed (each original read and scaled with sharp). Prints the time to the last byte, the
 * file's size, the API process's CPU time, and its memory: the peak resident set and heap above the level before the
 * report. Aims (issue 31): under 3 s and under 5 MB. Printed figures, not a test; `npm test` never runs it.
 *
 *   cd apps/api && node --import tsx bench/condition-report.ts
 *   BENCH_RUNS (default 3), BENCH_PHOTOS (default 40), BENCH_PHOTO_MB (default 3), BENCH_NO_COPIES=1
 */
import sharp from 'sharp';
import type { BusinessTables } from '../src/db/migrations/002_business.ts';
import type { PhotoPrintCopyTables } from '../src/db/migrations/022_photo_print_copies.ts';
import { storeTransportPhotoUpload } from '../src/routes/transports/photo-uploads.ts';
import { createReportTestApp } from '../test/support/condition-report.ts';
import { load, median } from './figures.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const photoCount = Number(process.env.BENCH_PHOTOS ?? 40);
const photoBytes = Number(process.env.BENCH_PHOTO_MB ?? 3) * 1024 * 1024;
const withoutCopies = process.env.BENCH_NO_COPIES === '1';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The pixels of a 4,000 × 3,000 picture: smooth colour fields with grain, as a photo's detail compresses. Made once
 * (12 million pixels in a JavaScript loop took minutes per photo on a loaded machine, so the last run never
 * finished); each photo is these pixels with its own hue turn, encoded by sharp.
 */
function photoPixels(): { pixels: Buffer; width: number; height: number } {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let noise = 2654435761;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = (noise >>> 24) % 48;
      const offset = (y * width + x) * 3;
      pixels[offset] = (x / 16 + grain) & 0xff;
      pixels[offset + 1] = (y / 12 + grain) & 0xff;
      pixels[offset + 2] = ((x + y) / 28 + grain) & 0xff;
    }
  }
  return { pixels, width, height };
}

const base = photoPixels();

/** Photo `seed` (0, 1, …): the picture turned by its own hue, as a JPEG of the given quality. */
function phonePhoto(seed: number, quality: number): Promise<Buffer> {
  return sharp(base.pixels, { raw: { width: base.width, height: base.height, channels: 3 } })
    .modulate({ hue: (seed * 37) % 360 })
    .jpeg({ quality })
    .toBuffer();
}

/** The JPEG quality that makes the test picture about `photoBytes` large (a few tries, by bisection). */
async function qualityForSize(): Promise<number> {
  let low = 40;
  let high = 100;
  for (let step = 0; step < 5; step++) {
    const middle = Math.round((low + high) / 2);
    const size = (await phonePhoto(0, middle)).length;
    if (size < photoBytes) low = middle;
    else high = middle;
  }
  return low;
}

const { t, admin, transportWithPhotos } = await createReportTestApp();
const transport = await transportWithPhotos(6);
await t.db.deleteFrom('photos').where('transport_id', '=', transport.id).execute();

const db = t.db.withTables<BusinessTables>();
const quality = await qualityForSize();
let stored = 0;
const storeTimes: number[] = [];
for (let index = 0; index < photoCount; index++) {
  const data = await phonePhoto(index + 1, quality);
  stored += data.length;
  const id = `bench-photo-${String(index).padStart(4, '0')}`;
  const storing = performance.now();
  await storeTransportPhotoUpload(db, { id, owner_user_id: null, content_type: 'image/jpeg', data });
  storeTimes.push(performance.now() - storing);
  const destination = index % 2 === 1;
  await t.db
    .insertInto('photos')
    .values({
      transport_id: transport.id,
      photo: id,
      photo_type: destination ? 4 : 3,
      photo_target: 3 + (Math.floor(index / 2) % 5),
      created: (destination ? transport.destination_acknowledged : transport.pickup_acknowledged) ?? new Date(),
    })
    .execute();
}
if (withoutCopies)
  await db
    .withTables<PhotoPrintCopyTables>()
    .deleteFrom('upload_print_copies')
    .where('upload_id', 'like', 'bench-photo-%')
    .execute();
console.log(
  `condition report bench: transport #${String(transport.id)}, ${String(photoCount)} photos of 4000 × 3000 px, ` +
    `${mb(stored / photoCount)} each on average (JPEG quality ${String(quality)}), ${String(runs)} runs` +
    (withoutCopies ? ', print copies deleted (photos stored before the copies)' : ''),
);
console.log(
  `  storing one photo      median ${median(storeTimes).toFixed(0)} ms (the upload and its print copy; ` +
    `max ${Math.max(...storeTimes).toFixed(0)} ms)`,
);

const times: number[] = [];
const cpu: number[] = [];
const rssPeaks: number[] = [];
const heapPeaks: number[] = [];
let size = 0;
let pages = 0;
for (let run = 0; run < runs; run++) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 10);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await t.app.inject({
    method: 'GET',
    url: `/transports/company/${String(transport.id)}/condition_report/`,
    headers: { ...admin, 'accept-language': 'fi' },
  });
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  if (response.statusCode !== 200) throw new Error(`report answered ${String(response.statusCode)}`);
  cpu.push((used.user + used.system) / 1000);
  rssPeaks.push(rssPeak - before.rss);
  heapPeaks.push(heapPeak - before.heapUsed);
  size = response.rawPayload.length;
  pages = (response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

console.log(
  `  time to the last byte  median ${median(times).toFixed(0)} ms (runs: ${times.map((v) => v.toFixed(0)).join(', ')})`,
);
console.log(`  API CPU time           median ${median(cpu).toFixed(0)} ms`);
console.log(`  file size              ${mb(size)} (${String(pages)} pages)`);
console.log(`  memory above the start peak RSS ${mb(median(rssPeaks))}, peak heap ${mb(median(heapPeaks))} (medians)`);
console.log(`  load average           ${load()} on this machine`);
await t.close();
