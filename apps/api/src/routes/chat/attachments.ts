/**
 * Chat attachments are checked by their bytes, never by the client's content type (spec 2 §5: png, jpg/jpeg,
 * pdf, doc, docx, xls, xlsx). The file name's extension must name the kind the bytes are:
 * - png / jpg / jpeg: a whole PNG or JPEG image (../../http/images.ts);
 * - pdf: `%PDF-` at the start and `%%EOF` near the end;
 * - doc / xls: an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1) holding a `WordDocument` / `Workbook` (or `Book`)
 *   stream;
 * - docx / xlsx: a ZIP archive (local header first, end-of-central-directory record at the end) with
 *   `[Content_Types].xml` and `word/document.xml` / `xl/workbook.xml`.
 * Each file may be at most MAX_ATTACHMENT_BYTES; a message carries at most MAX_ATTACHMENTS files.
 */
import { inspectImage } from '../../http/images.ts';

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;

export const ATTACHMENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

const utf16 = (text: string) => Buffer.from(text, 'utf16le');

function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

function isPdf(bytes: Buffer) {
  if (bytes.length < 16 || bytes.toString('latin1', 0, 5) !== '%PDF-') return false;
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF', 0, 'latin1');
}

function isOle(bytes: Buffer, streams: string[]) {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(OLE_SIGNATURE)) return false;
  return streams.some((name) => bytes.includes(utf16(name)));
}

function isOfficeZip(bytes: Buffer, mainPart: string) {
  if (bytes.length < 30 || !bytes.subarray(0, 4).equals(ZIP_LOCAL)) return false;
  // The end-of-central-directory record is within the last 22 + 65,535 (comment) bytes.
  if (!bytes.subarray(Math.max(0, bytes.length - 65_557)).includes(ZIP_END)) return false;
  return bytes.includes('[Content_Types].xml', 0, 'latin1') && bytes.includes(mainPart, 0, 'latin1');
}

/** The attachment's MIME type when its bytes are what its extension says, else null. */
export function attachmentTypeOf(fileName: string, bytes: Buffer): string | null {
  const extension = extensionOf(fileName);
  if (!(extension in ATTACHMENT_TYPES)) return null;
  switch (extension as AttachmentExtension) {
    case 'png':
    case 'jpg':
    case 'jpeg': {
      const image = inspectImage(bytes);
      if (!('type' in image)) return null;
      const wanted = extension === 'png' ? 'image/png' : 'image/jpeg';
      return image.type === wanted ? wanted : null;
    }
    case 'pdf':
      return isPdf(bytes) ? ATTACHMENT_TYPES.pdf : null;
    case 'doc':
      return isOle(bytes, ['WordDocument']) ? ATTACHMENT_TYPES.doc : null;
    case 'xls':
      return isOle(bytes, ['Workbook', 'Book']) ? ATTACHMENT_TYPES.xls : null;
    case 'docx':
      return isOfficeZip(bytes, 'word/document.xml') ? ATTACHMENT_TYPES.docx : null;
    case 'xlsx':
      return isOfficeZip(bytes, 'xl/workbook.xml') ? ATTACHMENT_TYPES.xlsx : null;
  }
}

/** A file name safe to store and show: no path, no control characters, at most 200 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  if (cleaned.length <= 200) return cleaned;
  const extension = extensionOf(cleaned);
  return `${cleaned.slice(0, 190)}.${extension}`;
}
