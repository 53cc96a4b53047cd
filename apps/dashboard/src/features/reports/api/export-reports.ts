import { apiClient, ApiError } from '../../../lib/api';
import { type DownloadFile, fileNameOf } from '../../../lib/download';
import { reportFilterQuery, type ReportParams } from '../report-params';

/** The name a download is saved under when the answer names none (spec 2 §7: "company transports xlsx"). */
export const REPORT_FILE_FALLBACK = 'company_transports.xlsx';

export type ReportFile = DownloadFile;
// the report's tests and button read them here
export { fileNameOf, saveFile } from '../../../lib/download';

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
