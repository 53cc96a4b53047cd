/**
 * Renders the condition report's pages to PNG with pdf.js (issue 31: look at them, fi and en): the seeded demo
 * company's first delivered transport with photos, and a transport in transit (the partial report), each in both
 * languages, one PNG per page at 1.5× (108 dpi) into the given folder.
 *
 *   cd apps/api && node --import tsx bench/condition-report-pages.ts [folder]   (default: /tmp/condition-report-pages)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createReportTestApp } from '../test/support/condition-report.ts';

const folder = process.argv[2] ?? '/tmp/condition-report-pages';
mkdirSync(folder, { recursive: true });

const { t, admin, transportWithPhotos } = await createReportTestApp();

for (const [name, state] of [
  ['delivered', 6],
  ['partial', 5],
] as const) {
  const { id } = await transportWithPhotos(state);
  for (const language of ['fi', 'en'] as const) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/transports/company/${String(id)}/condition_report/`,
      headers: { ...admin, 'accept-language': language },
    });
    if (response.statusCode !== 200) throw new Error(`report #${String(id)} answered ${String(response.statusCode)}`);
    writeFileSync(join(folder, `${name}-${language}.pdf`), response.rawPayload);
    const pdf = await getDocument({ data: new Uint8Array(response.rawPayload), isEvalSupported: false }).promise;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1.5 });
      // pdf.js's Node canvas (@napi-rs/canvas); its factory is typed as a plain object
      const factory = pdf.canvasFactory as {
        create(width: number, height: number): { canvas: { toBuffer(type: 'image/png'): Buffer } };
      };
      const { canvas } = factory.create(viewport.width, viewport.height);
      await page.render({ canvas, viewport }).promise;
      const file = join(folder, `${name}-${language}-page${String(number)}.png`);
      writeFileSync(file, canvas.toBuffer('image/png'));
      console.log(file);
    }
    await pdf.destroy();
  }
}
await t.close();
