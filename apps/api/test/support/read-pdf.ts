/**
 * Reading a PDF back with an independent parser (Mozilla's pdf.js, not pdfkit that wrote it): its page count, its
 * text and the images painted on its pages (their number and pixel sizes). The condition report's API tests use it,
 * and the e2e reads the report the dashboard downloads with it (e2e/tests/transport-detail.spec.ts).
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: number;
  /** Every page's text; lines joined with a space, runs of white space (no-break spaces too) as one space. */
  text: string;
  /** Images painted, over all pages (one drawn twice counts twice). */
  images: number;
  /** The pixel size (`width×height`, from the image's own dictionary) of each image painted as an XObject, in order. */
  imageSizes: string[];
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
  const imageSizes: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item) texts.push(item.str, item.hasEOL ? ' ' : '');
    }
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((fn) => IMAGE_PAINTS.has(fn)).length;
    operators.fnArray.forEach((fn, index) => {
      // paintImageXObject's arguments: the image's id, then its Width and Height
      const [, width, height] = (operators.argsArray[index] ?? []) as [string, number, number];
      if (fn === OPS.paintImageXObject) imageSizes.push(`${String(width)}×${String(height)}`);
    });
    texts.push(' ');
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: flat(texts.join('')), images, imageSizes };
}
