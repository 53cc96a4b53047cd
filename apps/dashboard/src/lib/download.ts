/**
 * Files the API answers for download (the report export, the import's template and result, the condition report):
 * the name from the answer's Content-Disposition, and the hand-over to the browser's downloads.
 */

export interface DownloadFile {
  blob: Blob;
  fileName: string;
}

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

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, fileName }: DownloadFile) {
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

/** The name a condition report is saved under when the answer names none (the API always names it). */
export const CONDITION_REPORT_FILE_FALLBACK = 'condition_report.pdf';

/** An answer's file: its bytes and the name its Content-Disposition gives, else `fallback`. */
export const downloadedFile = (blob: Blob, headers: Headers, fallback: string): DownloadFile => ({
  blob,
  fileName: fileNameOf(headers.get('content-disposition')) ?? fallback,
});
