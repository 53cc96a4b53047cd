/**
 * The company report as an xlsx workbook, written with exceljs's streaming writer while the rows are read from the
 * database a batch at a time (reports.ts), so memory stays flat however many transports a company has.
 *
 * - Real spreadsheet types: times are dates in Finnish time (a spreadsheet date has no zone), money is a number
 *   with two decimals, kilometres and minutes are numbers, the drive time is a duration (h:mm).
 * - Formula injection (OWASP CSV/formula injection): every text is an inline string cell (`t="inlineStr"`, never a
 *   formula, never exceljs's `t="str"`, which is a formula's result) in the Text number format (`@`), so Excel and
 *   LibreOffice show `=HYPERLINK(…)`, `+358…`, `-5`, `@user`, a leading tab or carriage return as the text it is,
 *   and keep it text even when the user edits the cell. The text is kept as typed: no apostrophe is added.
 * - Headers in the request's language, a frozen header row and id column, an auto-filter over the rows, column
 *   widths that fit the longest text, and a totals row (the same totals as the list's) under the rows.
 */
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { SPREADSHEET_NUMBER_FORMATS, wallClockIn } from '@siirto/domain';
import { languageOf, type Language } from '../../http/messages.ts';
import { enumLabel } from '../enums.ts';
import type { ReportRow, ReportTotals } from './serialize.ts';
import { reportColumns, reportSheetName, reportTotalLabel, yesNo } from './texts.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The file's name (spec 2 §7: "company transports xlsx"); a location filter adds the location's name. */
export const REPORT_FILE_BASE = 'company_transports';

const DATE_FORMAT = 'dd.mm.yyyy hh:mm';
export const TEXT_FORMAT = '@';

type ColumnKey = (typeof reportColumns)[number]['key'];
type Kind = 'text' | 'date' | 'integer' | 'km' | 'money' | 'duration';

const kinds: Record<ColumnKey, Kind> = {
  id: 'integer',
  created: 'date',
  vehicle: 'text',
  business_location_obj: 'text',
  creator: 'text',
  pickup_location: 'text',
  pickup_postal_code: 'text',
  pickup_city: 'text',
  pickup_time: 'date',
  pickup_acknowledged: 'date',
  pickup_latency_minutes: 'integer',
  destination_location: 'text',
  destination_postal_code: 'text',
  destination_city: 'text',
  destination_time: 'date',
  destination_acknowledged: 'date',
  destination_latency_minutes: 'integer',
  drive_time_minutes: 'duration',
  trip_length_km: 'km',
  price: 'money',
  price_list_rows_price_total: 'money',
  expenses_service_prices: 'money',
  expenses_price_total: 'money',
  transport_total_price: 'money',
  round_trip: 'text',
  state: 'text',
};

const formats: Record<Kind, string> = {
  text: TEXT_FORMAT,
  date: DATE_FORMAT,
  // the same decimals as the dashboard's formatter (money two, kilometres one)
  integer: SPREADSHEET_NUMBER_FORMATS.integer,
  km: SPREADSHEET_NUMBER_FORMATS.km,
  money: SPREADSHEET_NUMBER_FORMATS.money,
  duration: SPREADSHEET_NUMBER_FORMATS.duration,
};

/** The columns the totals row sums (the same as the list's `totals`). */
const totalled = [
  'trip_length_km',
  'price',
  'price_list_rows_price_total',
  'expenses_service_prices',
  'expenses_price_total',
  'transport_total_price',
] as const satisfies readonly (keyof ReportTotals & ColumnKey)[];

const MAX_TEXT_WIDTH = 60;

/** A text cell: an inline string, never a formula, whatever its first character (the import's files too). */
export const textCell = (value: string) => ({ richText: [{ text: value }] });

/** A time as a spreadsheet date showing its Finnish wall-clock time. */
const date = (value: string | null) => (value ? wallClockIn(new Date(value)) : null);

function cellValue(row: ReportRow, key: ColumnKey, language: Language): ExcelJS.CellValue {
  switch (key) {
    case 'business_location_obj':
      return textCell(row.business_location_obj?.name ?? '');
    case 'creator':
      return textCell(row.creator?.full_name ?? '');
    case 'state':
      return textCell(enumLabel('transports.transport.state', row.state, language));
    case 'round_trip':
      return textCell(row.round_trip ? yesNo[language].yes : yesNo[language].no);
    case 'drive_time_minutes':
      return row.drive_time_minutes === null ? null : row.drive_time_minutes / (24 * 60);
    case 'created':
    case 'pickup_time':
    case 'pickup_acknowledged':
    case 'destination_time':
    case 'destination_acknowledged':
      return date(row[key]);
    default: {
      const value = row[key];
      if (typeof value === 'string') return textCell(value);
      return value;
    }
  }
}

/** RFC 6266: an ASCII `filename=` for old clients and the exact UTF-8 name in `filename*=` (RFC 8187). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `company_transports.xlsx`, or with a business location filter `company_transports_<name>.xlsx`. */
export function reportFileName(locationName: string | null): string {
  const safe = (locationName ?? '')
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 80);
  return safe ? `${REPORT_FILE_BASE}_${safe}.xlsx` : `${REPORT_FILE_BASE}.xlsx`;
}

export interface ReportWorkbookInput {
  summary: { count: number; totals: ReportTotals };
  /** The longest text of some text columns (by column key), so their widths fit. */
  textWidths: Record<string, number | null>;
  batches: AsyncIterable<ReportRow[]>;
  language: Language;
}

/** Writes the report workbook to `output` a batch at a time; resolves when the file is complete. */
export async function writeReportWorkbook(output: Writable, input: ReportWorkbookInput): Promise<void> {
  const { language, summary } = input;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(reportSheetName[language], {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1, activeCell: 'B2' }],
  });
  sheet.columns = reportColumns.map((column) => {
    const header = column[language];
    const longest = input.textWidths[column.key] ?? 0;
    const width = Math.min(MAX_TEXT_WIDTH, Math.max(column.width, header.length + 2, longest + 2));
    return { key: column.key, header, width, style: { numFmt: formats[kinds[column.key]] } };
  });
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.commit();

  let last = 1;
  for await (const batch of input.batches) {
    for (const row of batch) {
      // an array in column order: exceljs maps an object's keys to columns for every row
      sheet.addRow(reportColumns.map((column) => cellValue(row, column.key, language))).commit();
      last += 1;
    }
    // a slow reader holds the next batch back: what is written waits in the socket's buffer, not in memory
    if (output.writableNeedDrain) await once(output, 'drain');
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: last, column: reportColumns.length } };

  const totals: Record<string, ExcelJS.CellValue> = { id: textCell(reportTotalLabel[language](summary.count)) };
  for (const key of totalled) totals[key] = summary.totals[key];
  const totalsRow = sheet.addRow(totals);
  totalsRow.font = { bold: true };
  totalsRow.commit();
  sheet.commit();
  await workbook.commit();
}

/**
 * Answers the request with the workbook as a download. Whatever can fail with an answer has failed before this is
 * called; a failure while writing ends the connection, so the browser sees a failed download, never a cut file.
 */
export function sendReportWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  input: Omit<ReportWorkbookInput, 'language'> & { locationName: string | null },
) {
  const output = new PassThrough();
  writeReportWorkbook(output, { ...input, language: languageOf(request) }).catch((error: unknown) => {
    request.log.error(error, 'report export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(reportFileName(input.locationName)))
    .header('cache-control', 'no-store')
    .send(output);
}
