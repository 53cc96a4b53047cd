import { useMutation } from '@tanstack/react-query';
import type { ImportField } from '@siirto/domain';
import { apiClient, unwrap } from '../../../../lib/api';

/** PUT /transports/company/import/mapping/: the company's column choices, remembered for its next file. */
export const saveImportMapping = (headers: readonly string[], mapping: readonly (ImportField | null)[]) =>
  unwrap(
    apiClient.PUT('/transports/company/import/mapping/', { body: { headers: [...headers], mapping: [...mapping] } }),
  );

export const useSaveImportMapping = () =>
  useMutation({
    mutationFn: ({ headers, mapping }: { headers: readonly string[]; mapping: readonly (ImportField | null)[] }) =>
      saveImportMapping(headers, mapping),
  });
