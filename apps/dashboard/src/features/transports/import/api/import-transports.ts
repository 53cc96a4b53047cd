import type { ImportCells } from '@siirto/domain';
import { apiClient, unwrap } from '../../../../lib/api';

/**
 * POST /transports/company/import/: one step of rows created as drafts, each keyed by the file's hash and its row
 * (sent again, a row answers the transport it made before). `signal` stops waiting; a step the server already
 * received still completes there, and sending it again makes nothing twice.
 */
export const importTransports = (
  fileHash: string,
  rows: readonly { row: number; cells: ImportCells }[],
  signal?: AbortSignal,
) =>
  unwrap(
    apiClient.POST('/transports/company/import/', {
      signal,
      body: { file_hash: fileHash, rows: rows.map((row) => ({ row: row.row, cells: { ...row.cells } })) },
    }),
  );
