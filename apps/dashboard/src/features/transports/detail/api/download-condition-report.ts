import { useMutation } from '@tanstack/react-query';
import { apiClient, ApiError } from '../../../../lib/api';
import { CONDITION_REPORT_FILE_FALLBACK, type DownloadFile, downloadedFile, saveFile } from '../../../../lib/download';

/**
 * GET /transports/company/{id}/condition_report/: the transport's condition report (PDF) in the UI's language,
 * offered once the car is picked up (hasConditionReport); before the delivery it is partial and says so.
 */
export async function downloadConditionReport(id: number): Promise<DownloadFile> {
  const { data, error, response } = await apiClient.GET('/transports/company/{id}/condition_report/', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw ApiError.from(response.status, error, response.headers);
  return downloadedFile(data, response.headers, CONDITION_REPORT_FILE_FALLBACK);
}

/** Downloads the report and hands it to the browser's downloads. */
export const useDownloadConditionReport = (id: number) =>
  useMutation({ mutationFn: () => downloadConditionReport(id), onSuccess: saveFile });
