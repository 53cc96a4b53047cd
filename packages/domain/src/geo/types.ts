import type { Language } from '../messages.ts';

/** A position as GeoJSON orders it: [longitude, latitude]. */
export type LngLat = [number, number];

/** The part of the platform's AbortSignal that domain relies on (domain has no DOM types). */
export interface GeoAbortSignal {
  readonly aborted: boolean;
}

/** ISO 3166-1 alpha-2 codes of the countries where addresses may be searched. */
export type CountryCode = 'FI' | 'SE';

/** One address suggestion, mapped from whichever provider answered. */
export interface GeoPlace {
  /** The provider's name for the place (e.g. 'Mannerheimintie 1' or 'Tampere'). */
  placeName: string;
  /** Street and house number, '' when the result is a town. */
  streetAddress: string;
  /** '' when the provider does not know it. */
  postalCode: string;
  city: string;
  country: CountryCode;
  coordinates: LngLat;
  /** The provider's whole address line (the spec's google_full_address). */
  fullAddress: string;
}

export interface SuggestOptions {
  countries: readonly CountryCode[];
  /** The UI language, which names countries and towns (Suomi / Finland, Karjaa / Karis); default Finnish. */
  language?: Language;
  /** Maximum number of results (default 5). */
  limit?: number;
  signal?: GeoAbortSignal;
}

export interface GeoRoute {
  distanceKm: number;
  durationSeconds: number;
  /** The route line as LineString coordinates. */
  geometry: LngLat[];
  /** true when distance and duration are estimated (offline provider), not from a road network. */
  estimated: boolean;
}

export interface TravelTimes {
  /** durationsSeconds[i][j]: origin i to destination j; null when no route. */
  durationsSeconds: (number | null)[][];
  distancesKm: (number | null)[][];
  estimated: boolean;
}

/**
 * The port every geo provider implements (Mapbox over HTTPS, or the packaged offline data). Driving, metric.
 * Effects live in the app; domain only describes them.
 */
export interface GeoService {
  readonly provider: 'mapbox' | 'offline';
  suggest(query: string, options: SuggestOptions): Promise<GeoPlace[]>;
  /** A driving route through `points` (at least two: start and end) passing `waypoints` in between. */
  route(
    points: readonly LngLat[],
    waypoints?: readonly LngLat[],
    options?: { signal?: GeoAbortSignal },
  ): Promise<GeoRoute>;
  /** A driving distance matrix. */
  travelTimes(
    origins: readonly LngLat[],
    destinations: readonly LngLat[],
    options?: { signal?: GeoAbortSignal },
  ): Promise<TravelTimes>;
}
