/**
 * The condition report as a PDF (issue 31), written with pdfkit: its document is a readable stream that gives out
 * each page's objects and each photo as soon as they are written, so the file is streamed to the client while the
 * photos are still being scaled, never held whole in memory (docs/decisions.md "The condition report").
 *
 * - Only text is written: a note is drawn as the characters it holds (control characters become spaces), nothing in
 *   it is interpreted.
 * - Fonts: DejaVu Sans and its bold, embedded (subset) from the `dejavu-fonts-ttf` package, so ä, ö, å and € print
 *   on any machine whatever fonts it has.
 * - Photos: each is embedded as its print-sized JPEG (photo-uploads.ts: the copy made when it was stored, or its
 *   original turned upright and scaled with sharp when it has none). A photo whose file is missing, not an upload
 *   of this API, or not a readable image gets a drawn placeholder, never a failed report.
 * - Times are Helsinki wall times and numbers go through the domain's formatters, in the request's language.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  conditionReportPhotos,
  formatDateTime,
  formatEuros,
  formatKm,
  isConditionReportComplete,
  transportTimeline,
} from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import type { Language } from '../../http/messages.ts';
import { enumLabel } from '../enums.ts';
import type { PrintablePhoto } from './photo-uploads.ts';
import { conditionReportTexts } from './texts.ts';

export const PDF_CONTENT_TYPE = 'application/pdf';
/** Photos read (and scaled, when one has no print copy) at once, while the page is written. */
const PHOTO_WINDOW = 3;

export interface ReportPhoto {
  id: number;
  /** An upload id of this API, or an absolute URL (never fetched: it gets a placeholder). */
  photo: string;
  photo_type: number;
  photo_target: number;
  created: Date;
}

export interface ReportExpense {
  expense_type: number;
  created: Date;
  price_vat_0: number;
  service_price_company: number;
  notes: string;
}

export interface ConditionReportInput {
  language: Language;
  generatedAt: Date;
  companyName: string;
  transport: Transport;
  photos: readonly ReportPhoto[];
  expenses: readonly ReportExpense[];
  /** A photo as it is embedded (photo-uploads.ts), or null when it has no readable image. */
  printablePhoto: (photo: ReportPhoto) => Promise<PrintablePhoto | null>;
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The two font files, read once per process. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** Control characters other than the line break. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
/** Text exactly as stored, with control characters (except line breaks) shown as spaces. */
const plain = (value: string | null | undefined) => (value ?? '').replace(CONTROL_CHARACTERS, ' ');
const orDash = (value: string) => (value.trim() === '' ? '–' : value);

/** A photo as embedded; null on any failure (the placeholder is drawn). */
const printable = (input: ConditionReportInput, photo: ReportPhoto) => input.printablePhoto(photo).catch(() => null);

/** The photos in the order they are drawn, each scaled a few ahead of the one being written. */
function photoQueue(input: ConditionReportInput, order: readonly ReportPhoto[]) {
  const started = new Map<number, Promise<PrintablePhoto | null>>();
  const start = (index: number) => {
    const photo = order[index];
    if (photo && !started.has(index)) started.set(index, printable(input, photo));
  };
  let next = 0;
  return async (): Promise<PrintablePhoto | null> => {
    for (let ahead = next; ahead < next + PHOTO_WINDOW; ahead++) start(ahead);
    const result = await (started.get(next) ?? Promise.resolve(null));
    started.delete(next);
    next += 1;
    return result;
  };
}

const MARGIN = 48;
const FOOTER_SPACE = 28;
const GREY = '#5f6368';
const LINE = '#c8ccd0';

/** Writes the report into `doc` and ends it; resolves when the last byte is handed to the stream. */
export async function writeConditionReport(doc: PDFKit.PDFDocument, input: ConditionReportInput): Promise<void> {
  const { language, transport } = input;
  const text = conditionReportTexts[language];
  const { regular, bold } = fontFiles();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;

  let pageNumber = 0;
  const footer = () => {
    pageNumber += 1;
    const { y } = doc;
    const keep = doc.page.margins.bottom;
    // the footer sits below the bottom margin: without the margin pdfkit would start a new page for it
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(
        `${text.title} · ${text.order(transport.id)} · ${text.page(pageNumber)}`,
        MARGIN,
        doc.page.height - MARGIN,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = keep;
    doc.x = MARGIN;
    doc.y = y;
    doc.fillColor('black');
  };
  doc.on('pageAdded', footer);
  footer();

  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (title: string) => {
    ensureSpace(48);
    doc.moveDown(0.8);
    doc.font('bold').fontSize(13).fillColor('black').text(title, MARGIN, doc.y, { width });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y += 8;
  };
  /** One row of cells at the given x offsets and widths; the row is as high as its tallest cell. */
  const row = (cells: readonly { value: string; width: number; bold?: boolean }[]) => {
    doc.fontSize(9.5);
    const heights = cells.map((cell) =>
      doc.font(cell.bold ? 'bold' : 'regular').heightOfString(cell.value, { width: cell.width - 8 }),
    );
    const height = Math.max(...heights) + 5;
    ensureSpace(height);
    const top = doc.y;
    let x = MARGIN;
    for (const cell of cells) {
      doc
        .font(cell.bold ? 'bold' : 'regular')
        .fillColor(cell.bold ? GREY : 'black')
        .text(cell.value, x, top, { width: cell.width - 8 });
      x += cell.width;
    }
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const keyValues = (items: readonly (readonly [string, string])[]) => {
    for (const [label, value] of items) {
      row([
        { value: label, width: 150, bold: true },
        { value: orDash(value), width: width - 150 },
      ]);
    }
  };

  // ── page 1: the order, the vehicle, the places, the timeline, the driver and the expenses ──
  const leg = transport.round_trip_is_return_trip
    ? text.returnTrip
    : transport.round_trip_return_trip_id !== null
      ? text.outbound
      : null;
  doc.font('bold').fontSize(20).fillColor('black').text(text.title, MARGIN, MARGIN, { width });
  doc
    .font('regular')
    .fontSize(11)
    .text(`${text.order(transport.id)}${leg ? ` (${leg})` : ''} · ${plain(transport.vehicle)}`, { width });
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(`${plain(input.companyName)} · ${text.generated(formatDateTime(input.generatedAt))}`, { width });
  doc.fillColor('black');

  if (!isConditionReportComplete(transport)) {
    doc.moveDown(0.8);
    const boxTop = doc.y;
    const boxText = text.partialText;
    doc.fontSize(10);
    const textHeight = doc.font('regular').heightOfString(boxText, { width: width - 24 });
    const boxHeight = textHeight + 34;
    doc.rect(MARGIN, boxTop, width, boxHeight).fillAndStroke('#fff4e5', '#b26a00');
    doc
      .fillColor('#7a4500')
      .font('bold')
      .fontSize(11)
      .text(text.partialTitle, MARGIN + 12, boxTop + 8, { width: width - 24 });
    doc
      .font('regular')
      .fontSize(10)
      .text(boxText, MARGIN + 12, doc.y + 2, { width: width - 24 });
    doc.fillColor('black');
    doc.x = MARGIN;
    doc.y = boxTop + boxHeight;
  }

  heading(text.vehicle);
  const vehicleRows: [string, string][] = [
    [text.registration, plain(transport.vehicle)],
    [text.brand, plain(transport.vehicle_brand)],
    [
      text.transmission,
      transport.vehicle_transmission_type === null
        ? ''
        : enumLabel('transports.transport.vehicle_transmission_type', transport.vehicle_transmission_type, language),
    ],
    [text.fuel, text.fuelTypes[transport.vehicle_fuel_type] ?? ''],
  ];
  if (transport.vehicle_recharge_type !== null) {
    vehicleRows.push([
      text.recharge,
      enumLabel('transports.transport.vehicle_recharge_type', transport.vehicle_recharge_type, language),
    ]);
  }
  if (transport.order_number) vehicleRows.push([text.orderNumber, plain(transport.order_number)]);
  keyValues(vehicleRows);

  heading(text.places);
  const side = (width - 120) / 2;
  const km = (value: number | null) => (value === null ? '' : formatKm(value, language));
  const address = (street: string, postalCode: string, city: string) =>
    [plain(street), [plain(postalCode), plain(city)].filter((part) => part.trim() !== '').join(' ')]
      .filter((part) => part.trim() !== '')
      .join(', ');
  const placeRows: [string, string, string][] = [
    [text.place, plain(transport.pickup_location), plain(transport.destination_location)],
    [
      text.address,
      address(transport.pickup_address, transport.pickup_postal_code, transport.pickup_city_name),
      address(transport.destination_address, transport.destination_postal_code, transport.destination_city_name),
    ],
    [text.plannedTime, formatDateTime(transport.pickup_time), formatDateTime(transport.destination_time)],
    [text.doneTime, formatDateTime(transport.pickup_acknowledged), formatDateTime(transport.destination_acknowledged)],
    [text.km, km(transport.pickup_vehicle_km), km(transport.destination_vehicle_km)],
    [text.notes, plain(transport.pickup_acknowledged_info), plain(transport.destination_acknowledged_info)],
  ];
  row([
    { value: '', width: 120 },
    { value: text.pickup, width: side, bold: true },
    { value: text.destination, width: side, bold: true },
  ]);
  for (const [label, pickup, destination] of placeRows) {
    row([
      { value: label, width: 120, bold: true },
      { value: orDash(pickup), width: side },
      { value: orDash(destination), width: side },
    ]);
  }

  heading(text.timeline);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  keyValues(
    transportTimeline({
      state_published_time: iso(transport.state_published_time),
      state_reserved_time: iso(transport.state_reserved_time),
      pickup_time_driver_arrives: iso(transport.pickup_time_driver_arrives),
      pickup_acknowledged: iso(transport.pickup_acknowledged),
      destination_acknowledged: iso(transport.destination_acknowledged),
    }).map((entry) => [text.timelineSteps[entry.step], formatDateTime(entry.time)] as const),
  );

  heading(text.driver);
  keyValues([
    [text.driver, plain(transport.driver_full_name)],
    [text.phone, plain(transport.driver_phone)],
  ]);

  heading(text.expenses);
  if (input.expenses.length === 0) {
    doc.font('regular').fontSize(9.5).text(text.noExpenses, MARGIN, doc.y, { width });
  } else {
    const columns = [95, 90, 95, 95] as const;
    const notesWidth = width - columns.reduce((sum, value) => sum + value, 0);
    row([
      { value: text.expenseType, width: columns[0], bold: true },
      { value: text.expenseTime, width: columns[1], bold: true },
      { value: text.expensePrice, width: columns[2], bold: true },
      { value: text.expenseFee, width: columns[3], bold: true },
      { value: text.notes, width: notesWidth, bold: true },
    ]);
    for (const expense of input.expenses) {
      row([
        { value: enumLabel('transports.expense.expense_type', expense.expense_type, language), width: columns[0] },
        { value: formatDateTime(expense.created), width: columns[1] },
        { value: formatEuros(expense.price_vat_0, language), width: columns[2] },
        { value: formatEuros(expense.service_price_company, language), width: columns[3] },
        { value: orDash(plain(expense.notes)), width: notesWidth },
      ]);
    }
  }

  // ── the photos: each side of the car at pickup and at the destination side by side, then the extra photos ──
  const laid = conditionReportPhotos(input.photos);
  const order = [
    ...laid.sides.flatMap((item) => item.rows.flatMap((pair) => [pair.pickup, pair.destination])),
    ...laid.extras,
  ].filter((photo): photo is ReportPhoto => photo !== null);
  const nextPhoto = photoQueue(input, order);
  const gap = 14;
  const cellWidth = (width - gap) / 2;
  const cellHeight = Math.round((cellWidth * 3) / 4);
  const captionHeight = 16;

  const placeholderHeight = Math.round(cellHeight * 0.6);
  const placeholder = (x: number, y: number, label: string) => {
    doc.rect(x, y, cellWidth, placeholderHeight).fillAndStroke('#f1f3f4', LINE);
    doc
      .fillColor(GREY)
      .font('regular')
      .fontSize(10)
      .text(label, x, y + placeholderHeight / 2 - 6, { width: cellWidth, align: 'center' });
    doc.fillColor('black');
    return placeholderHeight;
  };
  /** One photo (or its placeholder) at the top of its cell, its caption right under it; answers its height. */
  const cell = async (photo: ReportPhoto | null, x: number, y: number, caption: string) => {
    let height: number;
    if (photo) {
      const image = await nextPhoto();
      if (image) {
        const scale = Math.min(cellWidth / image.width, cellHeight / image.height);
        const [width, drawnHeight] = [image.width * scale, image.height * scale];
        // pdfkit takes a Buffer (a database driver may answer a plain Uint8Array): a view of the same bytes
        const jpeg = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
        doc.image(jpeg, x + (cellWidth - width) / 2, y, { width, height: drawnHeight });
        height = drawnHeight;
      } else {
        height = placeholder(x, y, text.photoMissing);
      }
    } else {
      height = placeholder(x, y, text.noPhoto);
    }
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(photo ? `${caption} · ${formatDateTime(photo.created)}` : caption, x, y + height + 3, {
        width: cellWidth,
      });
    doc.fillColor('black');
    return height;
  };

  doc.addPage();
  doc.font('bold').fontSize(16).text(text.photos, MARGIN, doc.y, { width });
  if (order.length === 0) doc.font('regular').fontSize(9.5).moveDown(0.5).text(text.noPhotos, { width });
  for (const item of laid.sides) {
    let first = true;
    for (const pair of item.rows) {
      const rowHeight = cellHeight + captionHeight + 10;
      // a side's title stays with its first row
      ensureSpace(rowHeight + (first ? 30 : 0));
      if (first) {
        doc.moveDown(0.6);
        doc
          .font('bold')
          .fontSize(11)
          .fillColor('black')
          .text(enumLabel('transports.photo.photo_target', item.target, language), MARGIN, doc.y, { width });
        doc.y += 4;
        first = false;
      }
      const top = doc.y;
      const left = await cell(pair.pickup, MARGIN, top, text.pickup);
      const right = await cell(pair.destination, MARGIN + cellWidth + gap, top, text.destination);
      doc.x = MARGIN;
      doc.y = top + Math.max(left, right) + captionHeight + 10;
    }
  }
  if (laid.extras.length > 0) {
    ensureSpace(cellHeight + captionHeight + 40);
    doc.moveDown(0.6);
    doc.font('bold').fontSize(11).fillColor('black').text(text.extraPhotos, MARGIN, doc.y, { width });
    doc.y += 4;
    for (let index = 0; index < laid.extras.length; index += 2) {
      const rowHeight = cellHeight + captionHeight + 10;
      ensureSpace(rowHeight);
      const top = doc.y;
      const pair = [laid.extras[index], laid.extras[index + 1]];
      let height = 0;
      for (const [column, photo] of pair.entries()) {
        if (!photo) continue;
        height = Math.max(height, await cell(photo, MARGIN + column * (cellWidth + gap), top, text.extraPhoto));
      }
      doc.x = MARGIN;
      doc.y = top + height + captionHeight + 10;
    }
  }
  doc.end();
}

/** A new report document: A4, its title and language in the file's metadata. */
export function conditionReportDocument(transportId: number, language: Language) {
  const text = conditionReportTexts[language];
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    lang: language === 'fi' ? 'fi-FI' : 'en-GB',
    info: { Title: `${text.title} – ${text.order(transportId)}`, Author: 'Siirto', Creator: 'Siirto' },
  });
}
