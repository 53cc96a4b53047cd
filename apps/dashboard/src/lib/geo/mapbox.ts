import type { CountryCode, GeoPlace, GeoService, LngLat, TravelTimes } from '@siirto/domain';

export const MAPBOX_API = 'https://api.mapbox.com';

export interface MapboxGeoOptions {
  accessToken: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Language of place names when a call names none (default 'fi'). */
  language?: string;
}

/** A request to a Mapbox API failed (HTTP error or an answer without a result). */
export class GeoServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GeoServiceError';
  }
}

interface MapboxContextEntry {
  name?: string;
  country_code?: string;
}
interface MapboxFeature {
  geometry?: { type?: string; coordinates?: unknown };
  properties?: {
    feature_type?: string;
    name?: string;
    full_address?: string;
    place_formatted?: string;
    coordinates?: { longitude?: number; latitude?: number };
    context?: {
      address?: MapboxContextEntry & { address_number?: string; street_name?: string };
      street?: MapboxContextEntry;
      postcode?: MapboxContextEntry;
      place?: MapboxContextEntry;
      locality?: MapboxContextEntry;
      country?: MapboxContextEntry;
    };
  };
}

const coords = (points: readonly LngLat[]) => points.map(([lng, lat]) => `${lng},${lat}`).join(';');

function toCountry(code: string | undefined): CountryCode | null {
  const upper = code?.toUpperCase();
  return upper === 'FI' || upper === 'SE' ? upper : null;
}

/** Maps one geocoding v6 feature to a GeoPlace, or null when it lacks coordinates or an allowed country. */
export function mapGeocodingFeature(feature: MapboxFeature, allowed: readonly CountryCode[]): GeoPlace | null {
  const p = feature.properties;
  const ctx = p?.context;
  const country = toCountry(ctx?.country?.country_code);
  if (!p || !country || !allowed.includes(country)) return null;
  const g = feature.geometry?.coordinates;
  const lng = Array.isArray(g) && typeof g[0] === 'number' ? g[0] : p.coordinates?.longitude;
  const lat = Array.isArray(g) && typeof g[1] === 'number' ? g[1] : p.coordinates?.latitude;
  if (typeof lng !== 'number' || typeof lat !== 'number') return null;
  const type = p.feature_type ?? '';
  const streetAddress =
    ctx?.address?.name ?? (type === 'address' || type === 'street' ? (p.name ?? '') : (ctx?.street?.name ?? ''));
  const city = ctx?.place?.name ?? ctx?.locality?.name ?? (type === 'place' ? (p.name ?? '') : '');
  return {
    placeName: p.name ?? city,
    streetAddress: type === 'place' || type === 'postcode' || type === 'locality' ? '' : streetAddress,
    postalCode: ctx?.postcode?.name ?? (type === 'postcode' ? (p.name ?? '') : ''),
    city,
    country,
    coordinates: [lng, lat],
    fullAddress: p.full_address ?? [p.name, p.place_formatted].filter(Boolean).join(', '),
  };
}

/** The production provider: Mapbox Geocoding v6, Directions v5 and Matrix v1 (driving, metric) over HTTPS. */
export function createMapboxGeoService(options: MapboxGeoOptions): GeoService {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const language = options.language ?? 'fi';

  async function getJson(url: URL, signal: unknown): Promise<unknown> {
    url.searchParams.set('access_token', options.accessToken);
    const response = await doFetch(url.toString(), {
      signal: typeof AbortSignal !== 'undefined' && signal instanceof AbortSignal ? signal : undefined,
    });
    if (!response.ok) throw new GeoServiceError(`Mapbox ${url.pathname.split('/')[1]} failed`, response.status);
    return response.json();
  }

  return {
    provider: 'mapbox',
    async suggest(query, { countries, limit = 5, signal, language: uiLanguage }) {
      if (!query.trim() || countries.length === 0) return [];
      const url = new URL('/search/geocode/v6/forward', MAPBOX_API);
      url.searchParams.set('q', query);
      url.searchParams.set('country', countries.map((c) => c.toLowerCase()).join(','));
      url.searchParams.set('types', 'address,street,postcode,place,locality');
      // Towns, countries and the full address in the UI's language (Suomi / Finland); the postal code comes from
      // the answer's context.
      url.searchParams.set('language', uiLanguage ?? language);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('autocomplete', 'true');
      const body = (await getJson(url, signal)) as { features?: MapboxFeature[] };
      return (body.features ?? [])
        .map((f) => mapGeocodingFeature(f, countries))
        .filter((p): p is GeoPlace => p !== null);
    },

    async route(points, waypoints = [], routeOptions) {
      const [first, ...rest] = points;
      if (!first || rest.length === 0) throw new Error('A route needs at least two points');
      const stops: LngLat[] = [first, ...waypoints, ...rest];
      const url = new URL(`/directions/v5/mapbox/driving/${coords(stops)}`, MAPBOX_API);
      url.searchParams.set('geometries', 'geojson');
      url.searchParams.set('overview', 'full');
      url.searchParams.set('language', language);
      const body = (await getJson(url, routeOptions?.signal)) as {
        code?: string;
        routes?: { distance?: number; duration?: number; geometry?: { coordinates?: LngLat[] } }[];
      };
      const best = body.routes?.[0];
      if (body.code !== 'Ok' || typeof best?.distance !== 'number' || typeof best.duration !== 'number') {
        throw new GeoServiceError(`Mapbox directions: ${body.code ?? 'no route'}`);
      }
      return {
        distanceKm: best.distance / 1000,
        durationSeconds: best.duration,
        geometry: best.geometry?.coordinates ?? stops,
        estimated: false,
      };
    },

    async travelTimes(origins, destinations, matrixOptions): Promise<TravelTimes> {
      if (origins.length === 0 || destinations.length === 0) {
        return { durationsSeconds: [], distancesKm: [], estimated: false };
      }
      const all = [...origins, ...destinations];
      const url = new URL(`/directions-matrix/v1/mapbox/driving/${coords(all)}`, MAPBOX_API);
      url.searchParams.set('sources', origins.map((_, i) => i).join(';'));
      url.searchParams.set('destinations', destinations.map((_, i) => origins.length + i).join(';'));
      url.searchParams.set('annotations', 'duration,distance');
      const body = (await getJson(url, matrixOptions?.signal)) as {
        code?: string;
        durations?: (number | null)[][];
        distances?: (number | null)[][];
      };
      if (body.code !== 'Ok' || !body.durations)
        throw new GeoServiceError(`Mapbox matrix: ${body.code ?? 'no result'}`);
      return {
        durationsSeconds: body.durations,
        distancesKm: (body.distances ?? body.durations.map((row) => row.map(() => null))).map((row) =>
          row.map((m) => (m == null ? null : m / 1000)),
        ),
        estimated: false,
      };
    },
  };
}
