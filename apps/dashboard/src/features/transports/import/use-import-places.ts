/**
 * The import preview's two lookups (issue 30 §1): the places of the rows' addresses from the app's geocoder (the
 * order wizard's: Mapbox with a token, the packaged data without), each address asked once and a few at a time; and
 * the server's price of each row that is ready (valid, its places known), asked in steps of 100 once the rows stop
 * changing and kept by the row's content, so an edit asks again only for the row it changes.
 */
import { useEffect, useMemo, useState } from 'react';
import { type GeoPlace, IMPORT_BATCH_SIZE, searchCountries } from '@siirto/domain';
import { useI18n } from '../../../i18n/intl';
import { logGeoFailure, useGeoService } from '../../../lib/geo/react';
import { useMyCompany } from '../../../lib/queries/get-company';
import type { ImportRowToSend } from './api/import-transports';
import { priceImportRows } from './api/price-import-rows';
import { type PlaceLookups, stepsOf } from './import-model';

/** Addresses asked from the geocoder at once. */
const GEOCODER_CONCURRENCY = 4;
/** The answers are shown together at this pace, not one render per address. */
const GEOCODER_FLUSH_MS = 100;
/** The prices are asked this long after the last edit. */
const PRICE_DELAY_MS = 400;
/** Rows per price request (the API takes up to 100). */
const PRICE_STEP = IMPORT_BATCH_SIZE * 4;

/** The geocoder's places for each of `queries` (null while being asked); a failure counts as nothing found. */
export function usePlaceLookups(queries: readonly string[]): PlaceLookups {
  const geo = useGeoService();
  const { language } = useI18n();
  const abroad = useMyCompany().data?.abroad_transports;
  const countries = useMemo(() => searchCountries(abroad), [abroad]);
  const [lookups, setLookups] = useState<ReadonlyMap<string, readonly GeoPlace[] | null>>(new Map());
  const missing = useMemo(() => [...new Set(queries)].filter((query) => !lookups.has(query)), [queries, lookups]);

  useEffect(() => {
    if (missing.length === 0) return;
    const answered = new Map<string, readonly GeoPlace[]>();
    let flush: ReturnType<typeof setTimeout> | null = null;
    const show = () => {
      flush = null;
      const batch = new Map(answered);
      answered.clear();
      setLookups((previous) => new Map([...previous, ...batch]));
    };
    const queue = [...missing];
    // marked as asked first (null), so the next render does not ask again
    const start = setTimeout(() => {
      setLookups((previous) => new Map([...previous, ...missing.map((query) => [query, null] as const)]));
      const worker = async () => {
        for (let query = queue.shift(); query !== undefined; query = queue.shift()) {
          try {
            answered.set(query, await geo.suggest(query, { countries, language, limit: 5 }));
          } catch (error) {
            logGeoFailure('import address', error);
            answered.set(query, []);
          }
          flush ??= setTimeout(show, GEOCODER_FLUSH_MS);
        }
      };
      void Promise.all(Array.from({ length: GEOCODER_CONCURRENCY }, worker));
    }, 0);
    return () => clearTimeout(start);
  }, [missing, geo, countries, language]);
  return lookups;
}

export type PriceOutcome = Awaited<ReturnType<typeof priceImportRows>>['results'][number];

/** What a row's price depends on: its cells and its places (not its number). */
const priceKey = (row: ImportRowToSend) => JSON.stringify([row.cells, row.places]);

/** A row's price: the server's answer, or `failed` when the request failed (asked again once the row changes). */
export type RowPrice = PriceOutcome | 'failed';

/** The server's price of each of `ready` (undefined while being asked). */
export function useRowPrices(ready: readonly ImportRowToSend[]): (row: ImportRowToSend) => RowPrice | undefined {
  const [prices, setPrices] = useState<ReadonlyMap<string, RowPrice | null>>(new Map());
  const missing = useMemo(() => ready.filter((row) => !prices.has(priceKey(row))), [ready, prices]);

  useEffect(() => {
    if (missing.length === 0) return;
    const timer = setTimeout(() => {
      const keys = missing.map(priceKey);
      setPrices((previous) => new Map([...previous, ...keys.map((key) => [key, null] as const)]));
      void (async () => {
        for (const [index, step] of stepsOf(missing, PRICE_STEP).entries()) {
          try {
            const { results } = await priceImportRows(step);
            setPrices((previous) => {
              const next = new Map(previous);
              results.forEach((result, at) => {
                const row = step[at];
                if (row) next.set(priceKey(row), result);
              });
              return next;
            });
          } catch {
            // this step and the ones after it show that no price came (asking again at once would only fail again)
            const failed = keys.slice(index * PRICE_STEP);
            setPrices((previous) => new Map([...previous, ...failed.map((key) => [key, 'failed'] as const)]));
            return;
          }
        }
      })();
    }, PRICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [missing]);
  return (row) => prices.get(priceKey(row)) ?? undefined;
}
