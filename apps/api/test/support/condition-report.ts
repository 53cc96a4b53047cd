/**
 * What the condition report's test, bench and page renderer share: the demo app signed in as the demo company's
 * admin with its transports that have photos, and reading a PDF back with an independent parser (Mozilla's pdf.js,
 * not the library that wrote it): its text and the number of images painted on its pages.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createTestApp } from './harness.ts';

/** The seeded demo app, its company admin's headers, and the company's transports with photos by state. */
export async function createReportTestApp() {
  const t = await createTestApp();
  const admin = (await t.loginAs('admin@demo.siirto.fi')).headers;
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  /** The company's first one-way (or outbound) transport in `state` that has photos. */
  const transportWithPhotos = async (state: number) => {
    const row = await t.db
      .selectFrom('transports')
      .innerJoin('photos', 'photos.transport_id', 'transports.id')
      .select('transports.id')
      .where('transports.company_id', '=', company.id)
      .where('transports.state', '=', state)
      .where('transports.round_trip_is_return_trip', '=', false)
      .orderBy('transports.id')
      .executeTakeFirstOrThrow();
    return t.db.selectFrom('transports').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  };
  return { t, admin, companyId: company.id, transportWithPhotos };
}

export interface ReadPdf {
  pages: number;
  /** Every page's text; lines joined with a space, runs of white space (no-break spaces too) as one space. */
  text: string;
  /** Images painted, over all pages (one drawn twice counts twice). */
  images: number;
}

/** White space as one plain space (the formatter's no-break spaces too), to compare with expected texts. */
export const flat = (value: string) => value.replace(/\s+/gu, ' ').trim();

/** pdf.js's operators that paint an image (an XObject, inline, or one repeated); stencil masks are not pictures. */
const IMAGE_PAINTS = new Set(
  Object.entries(OPS)
    .filter(([name]) => /^paint(Image|InlineImage|Jpeg)/.test(name) && !name.includes('Mask'))
    .map(([, fn]) => fn),
);

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true }).promise;
  const texts: string[] = [];
  let images = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item) texts.push(item.str, item.hasEOL ? ' ' : '');
    }
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((fn) => IMAGE_PAINTS.has(fn)).length;
    texts.push(' ');
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: flat(texts.join('')), images };
}
