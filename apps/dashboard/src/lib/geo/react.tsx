import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS,
  cityMissingFromAddress,
  estimateArrival,
  isInProgressState,
  searchCountries,
  type GeoPlace,
  type GeoService,
  type LngLat,
} from '@siirto/domain';
import { useI18n } from '../../i18n/intl';
import { createGeoService } from './index.ts';

/** The Mapbox token from the build (VITE_MAPBOX_TOKEN); without it the offline provider answers. */
export const mapboxToken: string | undefined =
  (import.meta.env.VITE_MAPBOX_TOKEN as string | undefined)?.trim() || undefined;

let fallback: GeoService | undefined;
/** One service for the whole app, built from the environment. */
export function defaultGeoService(): GeoService {
  fallback ??= createGeoService({ mapboxToken });
  return fallback;
}

const GeoContext = createContext<GeoService | null>(null);

/** Overrides the geo service (tests and stories pass a fake or the offline one). */
export function GeoServiceProvider({ service, children }: { service: GeoService; children: ReactNode }) {
  return <GeoContext.Provider value={service}>{children}</GeoContext.Provider>;
}

export function useGeoService(): GeoService {
  return useContext(GeoContext) ?? defaultGeoService();
}

/** Logs a geo failure; the spec shows none to the user (the field shows 'City not found'). */
export function logGeoFailure(what: string, error: unknown): void {
  console.warn(`[geo] ${what} failed`, error);
}

/**
 * The `search`, `onSearchError`, `warningFor` and `debounceMs` props of AddressField: Finland only, or Finland and
 * Sweden when the company has abroad transports; towns and countries named in the UI's language; `cityWarning`
 * shown when a chosen place's city is not in its full address (the domain's rule).
 */
export function useAddressSearch(abroadTransports: boolean | null | undefined, cityWarning?: string) {
  const geo = useGeoService();
  const { language } = useI18n();
  const countries = useMemo(() => searchCountries(abroadTransports), [abroadTransports]);
  const search = useCallback(
    (query: string, signal: AbortSignal): Promise<GeoPlace[]> => geo.suggest(query, { countries, signal, language }),
    [geo, countries, language],
  );
  const onSearchError = useCallback((error: unknown) => logGeoFailure('address search', error), []);
  const warningFor = useCallback(
    (place: GeoPlace) => (cityMissingFromAddress(place.city, place.fullAddress) ? cityWarning : undefined),
    [cityWarning],
  );
  return { search, onSearchError, warningFor, debounceMs: ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS, mapboxToken };
}

/**
 * The shared view's estimated arrival: driving time from `from` (the car, else the pickup) to the destination by the
 * distance matrix, with WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT added, for states 4 to 9. A failure is only logged
 * and gives null.
 */
export async function arrivalEstimate(
  geo: GeoService,
  input: { state: number; from: LngLat | null; to: LngLat | null; marginPercent?: number | null; now: Date },
): Promise<Date | null> {
  if (!isInProgressState(input.state) || !input.from || !input.to) return null;
  try {
    const matrix = await geo.travelTimes([input.from], [input.to]);
    return estimateArrival({
      state: input.state,
      travelSeconds: matrix.durationsSeconds[0]?.[0],
      marginPercent: input.marginPercent,
      now: input.now,
    });
  } catch (error) {
    logGeoFailure('distance matrix', error);
    return null;
  }
}
