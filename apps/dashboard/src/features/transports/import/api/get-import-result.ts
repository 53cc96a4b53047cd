import type { components } from '@siirto/api-client/schema';
import { apiClient, ApiError } from '../../../../lib/api';
import { type DownloadFile, fileNameOf } from '../../../../lib/download';

export type ImportResultRow = components['schemas']['TransportImportResultFileRow'];

/** POST /transports/company/import/result/: the result workbook of the import (each row's id or errors). */
export async function getImportResult(
  headers: readonly string[],
  rows: readonly ImportResultRow[],
): Promise<DownloadFile> {
  const { data, error, response } = await apiClient.POST('/transports/company/import/result/', {
    body: { headers: [...headers], rows: [...rows] },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw ApiError.from(response.status, error, response.headers);
  return { blob: data, fileName: fileNameOf(response.headers.get('content-disposition')) ?? 'import.xlsx' };
}
