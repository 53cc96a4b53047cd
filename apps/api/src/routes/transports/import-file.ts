/**
 * Reading an uploaded order spreadsheet (issue 30 §1) into texts: a header row and the rows under it. The file's
 * type is read from its bytes, never from its name: a zip is an .xlsx workbook, an OLE2 compound file is a
 * password-protected workbook (Excel encrypts an .xlsx into one) or an old .xls, a text is a CSV. Whatever cannot
 * be read is an ImportFileError with a message id (http/messages.ts) and creates nothing.
 *
 * - xlsx: before exceljs sees the file, its zip directory is walked and every part inflated here with a ceiling on
 *   the bytes it may grow to (a zip bomb stops at the ceiling, not in memory), and the cells of the worksheets are
 *   counted (a sheet of a million empty cells is refused before exceljs builds them). A formula cell is read as
 *   its cached result, never evaluated (exceljs evaluates nothing); a date cell as its wall-clock text.
 * - csv: UTF-8 with or without a byte order mark, UTF-16 with one, else Windows-1252 (Excel's "CSV" in Finland,
 *   iconv-lite); the separator (`;`, `,` or a tab) from the header line; parsed by csv-parse.
 */
import { inflateRawSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { formatDateTime, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from '@siirto/domain';
import type { MessageId } from '../../http/messages.ts';

/** The bytes an .xlsx may inflate to, all its parts together (a 2,000-row sheet is a few megabytes). */
export const IMPORT_MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
/** Cells (written ones, empty or not) in all the worksheets: 2,000 rows of 60 columns and some room. */
export const IMPORT_MAX_CELLS = 150_000;
/** Parts of a workbook's zip (a plain workbook has about a dozen). */
const MAX_ZIP_ENTRIES = 1_000;
/** The longest text a cell may hold. */
const MAX_CELL_LENGTH = 2_000;

export class ImportFileError extends Error {
  constructor(
    readonly messageId: MessageId,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageId);
  }
}

export interface ImportSheet {
  readonly format: 'xlsx' | 'csv';
  readonly headers: string[];
  /** The rows under the header that have any text, with their row number in the file (1 is the first line). */
  readonly rows: { row: number; cells: string[] }[];
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Reads an uploaded file; throws ImportFileError when it is no order spreadsheet this can read. */
export async function readImportFile(bytes: Buffer, fileName = ''): Promise<ImportSheet> {
  if (bytes.length === 0) throw new ImportFileError('importEmpty');
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL) return readXlsx(bytes);
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2)) {
    // Excel's encrypted package ("EncryptedPackage", UTF-16) inside a compound file; else an old .xls
    const encrypted = bytes.includes(Buffer.from('EncryptedPackage', 'utf16le'));
    throw new ImportFileError(encrypted ? 'importEncrypted' : 'importOldExcel');
  }
  // a file named as a workbook that is none (a text, a picture): not read as a CSV behind the user's back
  if (/\.xls[xm]?$/i.test(fileName)) throw new ImportFileError('importWrongType');
  return readCsv(bytes);
}

// ── xlsx ──

/** The parts of a zip, each inflated within the ceiling; throws for a bomb, an encrypted or a broken zip. */
function unzipWithin(bytes: Buffer): Map<string, Buffer> {
  const end = findEndOfCentralDirectory(bytes);
  if (end < 0) throw new ImportFileError('importCorrupt');
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ZIP_ENTRIES) throw new ImportFileError('importTooLargeUnpacked');
  const parts = new Map<string, Buffer>();
  let budget = IMPORT_MAX_UNZIPPED_BYTES;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ZIP_CENTRAL)
      throw new ImportFileError('importCorrupt');
    const flags = bytes.readUInt16LE(offset + 8);
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (flags & 1) throw new ImportFileError('importEncrypted');
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== ZIP_LOCAL)
      throw new ImportFileError('importCorrupt');
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > bytes.length) throw new ImportFileError('importCorrupt');
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    let content: Buffer;
    if (method === 0) content = data;
    else if (method === 8) {
      try {
        content = inflateRawSync(data, { maxOutputLength: budget + 1 });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new ImportFileError('importTooLargeUnpacked');
        throw new ImportFileError('importCorrupt');
      }
    } else throw new ImportFileError('importCorrupt');
    budget -= content.length;
    if (budget < 0) throw new ImportFileError('importTooLargeUnpacked');
    parts.set(name, content);
  }
  return parts;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 65_535);
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === ZIP_END) return offset;
  }
  return -1;
}

/** Written cells (`<c …>` elements) in a worksheet's XML. */
function cellCount(xml: Buffer): number {
  let count = 0;
  let from = 0;
  for (;;) {
    const at = xml.indexOf('<c', from);
    if (at < 0) return count;
    const next = xml[at + 2];
    // `<c ` `<c>` `<c/>`, not `<col` or `<cfRule`
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x0a || next === 0x0d || next === 0x09) count += 1;
    from = at + 2;
  }
}

async function readXlsx(bytes: Buffer): Promise<ImportSheet> {
  const parts = unzipWithin(bytes);
  if (!parts.has('xl/workbook.xml')) throw new ImportFileError('importWrongType');
  let cells = 0;
  for (const [name, content] of parts) {
    if (name.startsWith('xl/worksheets/') && name.endsWith('.xml')) cells += cellCount(content);
  }
  if (cells > IMPORT_MAX_CELLS) throw new ImportFileError('importTooManyCells', { max: IMPORT_MAX_CELLS });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError('importCorrupt');
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw new ImportFileError('importEmpty');
  const lines: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const texts = new Map<number, string>();
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > IMPORT_MAX_COLUMNS) throw new ImportFileError('importTooManyColumns', { max: IMPORT_MAX_COLUMNS });
      texts.set(column - 1, cellText(cell.value));
    });
    const width = Math.max(0, ...texts.keys()) + 1;
    lines.push({ row: rowNumber, cells: Array.from({ length: width }, (_, index) => texts.get(index) ?? '') });
  });
  return sheetOf('xlsx', lines);
}

/** A cell's value as text: a formula's cached result, a date's wall-clock time, a rich text's characters. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // a date cell's UTC fields are the wall clock the sheet shows (a spreadsheet date has no zone)
  if (value instanceof Date) return formatDateTime(value, 'UTC');
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result);
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('hyperlink' in value && typeof value.hyperlink === 'string') return value.hyperlink;
  // an error value (#N/A) has no text
  return '';
}

// ── csv ──

function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.toString('utf8', 3);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not UTF-8: Excel's "CSV (semicolon separated)" in Finland writes Windows-1252 (Node's own TextDecoder reads
    // that label as Latin-1, so 0x80–0x9f, € and Š among them, would be lost)
    return iconv.decode(bytes, 'windows-1252');
  }
}

/** The separator the header line uses most: `;` (Excel in Finland), `,` or a tab. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best = ',';
  let bestCount = 0;
  for (const candidate of [';', ',', '\t']) {
    const count = firstLine.split(candidate).length - 1;
    if (count > bestCount) [best, bestCount] = [candidate, count];
  }
  return best;
}

/** A character below a space other than a tab, a line feed, a vertical tab, a form feed or a carriage return. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && (code < 0x09 || code > 0x0d)) return true;
  }
  return false;
}

function readCsv(bytes: Buffer): ImportSheet {
  const text = decodeText(bytes);
  // control characters other than tabs and line ends: a binary file (a picture, a PDF) behind a .csv or .xlsx name
  if (hasControlCharacters(text.slice(0, 65_536))) throw new ImportFileError('importWrongType');
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 200_000,
    });
  } catch {
    throw new ImportFileError('importCorrupt');
  }
  if (records.some((record) => record.length > IMPORT_MAX_COLUMNS))
    throw new ImportFileError('importTooManyColumns', { max: IMPORT_MAX_COLUMNS });
  return sheetOf(
    'csv',
    records.map((cells, index) => ({ row: index + 1, cells })),
  );
}

// ── both ──

/** The first row with any text is the header; empty rows are left out; cells trimmed and at most 2,000 long. */
function sheetOf(format: ImportSheet['format'], lines: { row: number; cells: string[] }[]): ImportSheet {
  const filled = lines
    .map((line) => ({ row: line.row, cells: line.cells.map((cell) => cell.trim()) }))
    .filter((line) => line.cells.some((cell) => cell !== ''));
  const [header, ...rows] = filled;
  if (!header || rows.length === 0) throw new ImportFileError('importEmpty');
  if (rows.length > IMPORT_MAX_ROWS)
    throw new ImportFileError('importTooManyRows', { rows: rows.length, max: IMPORT_MAX_ROWS });
  if (filled.some((line) => line.cells.some((cell) => cell.length > MAX_CELL_LENGTH)))
    throw new ImportFileError('importCellTooLong', { max: MAX_CELL_LENGTH });
  const width = Math.max(header.cells.length, ...rows.map((row) => row.cells.length));
  const padded = (cells: string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? '');
  return {
    format,
    headers: padded(header.cells),
    rows: rows.map((row) => ({ row: row.row, cells: padded(row.cells) })),
  };
}
