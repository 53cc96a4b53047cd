import type { ImportCells, ImportPlaces, OrderSaveAs } from '@siirto/domain';
import { apiClient, unwrap } from '../../../../lib/api';

/** A row as the import's calls send it: its cells by field and the places the preview found for its addresses. */
export interface ImportRowToSend {
  readonly row: number;
  readonly cells: ImportCells;
  readonly places: ImportPlaces;
}

/** The contract's shape of a row (`full_address`, copies of the arrays). */
export const rowBody = (row: ImportRowToSend) => ({
  row: row.row,
  cells: { ...row.cells },
  places: Object.fromEntries(
    Object.entries(row.places).map(([side, place]) => [
      side,
      { coordinates: [...place.coordinates], full_address: place.fullAddress },
    ]),
  ),
});

/**
 * POST /transports/company/import/: one step of rows created as drafts, priced drafts or published orders, each keyed
 * by the file's hash and its row (sent again, a row answers the transport it made before). `signal` stops waiting; a
 * step the server already received still completes there, and sending it again makes nothing twice.
 */
export const importTransports = (
  fileHash: string,
  createAs: OrderSaveAs,
  rows: readonly ImportRowToSend[],
  signal?: AbortSignal,
) =>
  unwrap(
    apiClient.POST('/transports/company/import/', {
      signal,
      body: { file_hash: fileHash, create_as: createAs, rows: rows.map(rowBody) },
    }),
  );
