import { useMutation } from '@tanstack/react-query';
import { apiClient, ApiError } from '../../../lib/api';
import { CONDITION_REPORT_FILE_FALLBACK, type DownloadFile, downloadedFile, saveFile } from '../../../lib/download';

/**
 * GET /transports/shared/{transportId}/condition_report/?token=: the delivered transport's condition report (PDF)
 * through the tracking link; public in the contract, so no Authorization header and never a token refresh.
 */
export async function downloadSharedConditionReport(transportId: number, token: string): Promise<DownloadFile> {
  const { data, error, response } = await apiClient.GET('/transports/shared/{transportId}/condition_report/', {
    params: { path: { transportId }, query: { token } },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw ApiError.from(response.status, error, response.headers);
  return downloadedFile(data, response.headers, CONDITION_REPORT_FILE_FALLBACK);
}

/** Downloads the report and hands it to the browser's downloads. */
export const useDownloadSharedConditionReport = (transportId: number, token: string) =>
  useMutation({ mutationFn: () => downloadSharedConditionReport(transportId, token), onSuccess: saveFile });
