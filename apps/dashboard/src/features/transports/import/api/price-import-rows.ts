import { apiClient, unwrap } from '../../../../lib/api';
import { type ImportRowToSend, rowBody } from './import-transports';

/** POST /transports/company/import/price/: the server's price of each row (up to 100), nothing saved. */
export const priceImportRows = (rows: readonly ImportRowToSend[], signal?: AbortSignal) =>
  unwrap(apiClient.POST('/transports/company/import/price/', { signal, body: { rows: rows.map(rowBody) } }));
