import { apiClient, ApiError } from '../../../../lib/api';
import { type DownloadFile, fileNameOf } from '../../../../lib/download';

/** GET /transports/company/import/template/: the template workbook, its headers in the UI language. */
export async function getImportTemplate(): Promise<DownloadFile> {
  const { data, error, response } = await apiClient.GET('/transports/company/import/template/', { parseAs: 'blob' });
  if (!response.ok || !data) throw ApiError.from(response.status, error, response.headers);
  return { blob: data, fileName: fileNameOf(response.headers.get('content-disposition')) ?? 'import.xlsx' };
}
