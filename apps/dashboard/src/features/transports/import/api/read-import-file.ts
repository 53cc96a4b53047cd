import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';

/**
 * POST /transports/company/import/read/: the uploaded .xlsx or .csv read into texts, with each column's field.
 * Multipart: openapi-fetch sends the FormData as it is and the browser sets its boundary.
 */
export const readImportFile = (file: File) =>
  unwrap(
    apiClient.POST('/transports/company/import/read/', {
      body: { file },
      bodySerializer: () => {
        const form = new FormData();
        form.set('file', file, file.name);
        return form;
      },
    }),
  );

export const useReadImportFile = () => useMutation({ mutationFn: readImportFile });
