import type { GeoService } from '@siirto/domain';
import { createMapboxGeoService } from './mapbox.ts';
import { createOfflineGeoService } from './offline.ts';

export { createMapboxGeoService, GeoServiceError, mapGeocodingFeature, MAPBOX_API } from './mapbox.ts';
export { createOfflineGeoService, parseAddressQuery } from './offline.ts';

export interface GeoServiceConfig {
  /** A Mapbox public token: with it the Mapbox APIs answer; without it the packaged offline data does. */
  mapboxToken?: string | null;
  fetch?: typeof fetch;
  language?: string;
}

/** Picks the geo provider: Mapbox when a token is configured, otherwise the offline one (the embedded default). */
export function createGeoService(config: GeoServiceConfig = {}): GeoService {
  const token = config.mapboxToken?.trim();
  if (token) {
    return createMapboxGeoService({
      accessToken: token,
      ...(config.fetch ? { fetch: config.fetch } : {}),
      ...(config.language ? { language: config.language } : {}),
    });
  }
  return createOfflineGeoService();
}
