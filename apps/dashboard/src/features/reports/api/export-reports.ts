import { apiClient, ApiError } from '../../../lib/api';
import { reportFilterQuery, type ReportParams } from '../report-params';

/** The name a download is saved under when the answer names none (spec 2 §7: "company transports xlsx"). */
export const REPORT_FILE_FALLBACK = 'company_transports.xlsx';

/** The file name of a Content-Disposition: RFC 6266's `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // a broken encoding falls back to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1] ?? null;
}

export interface ReportFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /transports/company_reports/export_excel/ with the list's filters, through the app's one API client: the
 * session's token, a refreshed one after a 401 (the shared refresh), the UI language for the headers. The workbook
 * arrives as it is written; `onProgress` hears the bytes received so far.
 */
export async function exportReports(
  params: ReportParams,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<ReportFile> {
  const { data, error, response } = await apiClient.GET('/transports/company_reports/export_excel/', {
    signal,
    params: { query: reportFilterQuery(params) },
    parseAs: 'stream',
  });
  if (!response.ok || !data) throw ApiError.from(response.status, error, response.headers);
  const reader = data.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined });
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? REPORT_FILE_FALLBACK };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, fileName }: ReportFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the blob by the next task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
