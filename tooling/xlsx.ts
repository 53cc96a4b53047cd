/**
 * A small independent xlsx reader for tests: it unzips the workbook with node's zlib (central directory, stored or
 * deflated entries) and reads the first sheet's XML and the styles with plain string matching. It shares nothing
 * with exceljs, which writes the reports, so a test that reads a download through it checks the file itself:
 * which cells are text, numbers or formulas, their number formats, the frozen pane and the auto-filter.
 */
import { inflateRawSync } from 'node:zlib';

/** The entries of a zip archive by name. */
export function unzip(archive: Uint8Array): Map<string, Buffer> {
  const data = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  const endSignature = 0x06054b50;
  let end = data.length - 22;
  while (end >= 0 && data.readUInt32LE(end) !== endSignature) end -= 1;
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const entries = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < entries; index += 1) {
    if (data.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken central directory');
    const method = data.readUInt16LE(offset + 10);
    const compressedSize = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const localHeader = data.readUInt32LE(offset + 42);
    const name = data.toString('utf8', offset + 46, offset + 46 + nameLength).replace(/^\//, '');
    const localNameLength = data.readUInt16LE(localHeader + 26);
    const localExtraLength = data.readUInt16LE(localHeader + 28);
    const start = localHeader + 30 + localNameLength + localExtraLength;
    const raw = data.subarray(start, start + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: unsupported compression ${String(method)}`);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Excel's built-in number formats that tests meet. */
const builtInFormats: Record<number, string> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  14: 'mm-dd-yy',
  22: 'm/d/yy h:mm',
  46: '[h]:mm:ss',
  49: '@',
};

export interface XlsxCell {
  /** `A1` */
  ref: string;
  /** The cell's `t`: `inlineStr`, `s` (shared string), `str` (a formula's text), `b`, `e`, or `n` (a number). */
  type: string;
  /** The text of a string cell, the digits of a number cell (`<v>`). */
  value: string;
  /** The cell's number format code (`@` is Text, `dd.mm.yyyy hh:mm` a date, ...). */
  format: string;
  /** The formula of the cell, if it has one. */
  formula: string | null;
}

export interface XlsxSheet {
  name: string;
  rows: XlsxCell[][];
  /** The raw sheet XML, for anything else a test wants to see. */
  xml: string;
  frozen: { xSplit: number; ySplit: number } | null;
  autoFilter: string | null;
  columnWidths: number[];
}

/** `C7` → 2 (0-based). */
function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  let index = 0;
  for (let position = 0; position < letters.length; position += 1)
    index = index * 26 + letters.charCodeAt(position) - 64;
  return index - 1;
}

/** A row's cells at their columns' places: a cell a writer left out (an empty one) is an `empty` cell. */
function byColumn(cells: XlsxCell[]): XlsxCell[] {
  const placed = new Map(cells.map((cell) => [columnIndex(cell.ref), cell]));
  const width = Math.max(0, ...placed.keys()) + 1;
  return Array.from(
    { length: cells.length ? width : 0 },
    (_, index): XlsxCell =>
      placed.get(index) ?? { ref: String(index), type: 'empty', value: '', format: 'General', formula: null },
  );
}

/** The first sheet of an xlsx file, every row as its cells (index = column, from 0). */
export function readFirstSheet(archive: Uint8Array): XlsxSheet {
  const files = unzip(archive);
  const text = (name: string) => {
    const file = files.get(name);
    if (!file) throw new Error(`the workbook has no ${name}`);
    return file.toString('utf8');
  };
  const workbook = text('xl/workbook.xml');
  const name = decodeXml(attribute(/<sheet\s[^>]*>/.exec(workbook)?.[0] ?? '', 'name') ?? '');
  const sheetPath = [...files.keys()].filter((key) => /^xl\/worksheets\/sheet\d+\.xml$/.test(key)).sort()[0];
  if (!sheetPath) throw new Error('the workbook has no sheet');
  const xml = text(sheetPath);
  const sharedStrings = files.has('xl/sharedStrings.xml')
    ? [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
        [...(match[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => decodeXml(t[1] ?? '')).join(''),
      )
    : [];
  const styles = text('xl/styles.xml');
  const customFormats = new Map(
    [...styles.matchAll(/<numFmt\s[^>]*\/>/g)].map((match) => [
      Number(attribute(match[0], 'numFmtId')),
      decodeXml(attribute(match[0], 'formatCode') ?? ''),
    ]),
  );
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const xfFormats = [...cellXfs.matchAll(/<xf\s[^>]*>/g)].map((match) => {
    const id = Number(attribute(match[0], 'numFmtId') ?? 0);
    return customFormats.get(id) ?? builtInFormats[id] ?? `#${String(id)}`;
  });
  const rows = [...xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    byColumn(
      [...(row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell): XlsxCell => {
        const tag = `<c${cell[1] ?? ''}>`;
        const body = cell[2] ?? '';
        const type = attribute(tag, 't') ?? 'n';
        const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
        const formula = /<f\b[^>]*>([\s\S]*?)<\/f>|<f\b[^>]*\/>/.exec(body);
        let value = v === undefined ? '' : decodeXml(v);
        if (type === 'inlineStr') {
          value = [...body.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => decodeXml(t[1] ?? '')).join('');
        } else if (type === 's') value = sharedStrings[Number(v)] ?? '';
        return {
          ref: attribute(tag, 'r') ?? '',
          type,
          value,
          format: xfFormats[Number(attribute(tag, 's') ?? 0)] ?? 'General',
          formula: formula ? decodeXml(formula[1] ?? '') : null,
        };
      }),
    ),
  );
  const pane = /<pane\s[^>]*>/.exec(xml)?.[0];
  return {
    name,
    rows,
    xml,
    frozen:
      pane && attribute(pane, 'state') === 'frozen'
        ? { xSplit: Number(attribute(pane, 'xSplit') ?? 0), ySplit: Number(attribute(pane, 'ySplit') ?? 0) }
        : null,
    autoFilter: attribute(/<autoFilter\s[^>]*>/.exec(xml)?.[0] ?? '', 'ref') ?? null,
    // `<col min="3" max="5" width="12"/>` gives columns 3 to 5 one width
    columnWidths: [...xml.matchAll(/<col\s[^>]*>/g)].flatMap((match) => {
      const count = Number(attribute(match[0], 'max') ?? 0) - Number(attribute(match[0], 'min') ?? 0) + 1;
      return Array.from({ length: count }, () => Number(attribute(match[0], 'width')));
    }),
  };
}

/** A spreadsheet date serial (days since 1899-12-30) as the wall-clock time it shows, `YYYY-MM-DD HH:mm`. */
export function serialToWallClock(serial: number): string {
  const ms = Math.round((serial - 25569) * 86_400_000);
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
