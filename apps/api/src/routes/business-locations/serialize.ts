/** The business location's answer shape and the GeoJSON point (transports read it too). */
import type { BusinessLocation } from '../../db/schema.ts';

export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** A stored `[lng, lat]` (or an already GeoJSON value) as a GeoJSON point; anything else is null. */
export function toGeoPoint(value: unknown): GeoPoint | null {
  let pair: unknown = value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    pair = (value as { coordinates?: unknown }).coordinates;
  }
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  const [lng, lat] = pair as unknown[];
  if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  return { type: 'Point', coordinates: [lng, lat] };
}

export type LocationRow = BusinessLocation & { users_count: number | string; transports_count: number | string };

export function serializeLocation(row: LocationRow) {
  return {
    id: row.id,
    name: row.name,
    street_address: row.street_address,
    postal_code: row.postal_code,
    city: row.city,
    city_name: row.city_name,
    city_sk: row.city_sk,
    country: row.country,
    coordinates: toGeoPoint(row.coordinates),
    google_full_address: row.google_full_address,
    company: row.company_id,
    invoicing_type: row.invoicing_type === 5 ? 5 : 2,
    invoicing_email: row.invoicing_email,
    invoicing_einvoice_operator_url: row.invoicing_einvoice_operator_url,
    invoicing_einvoice_operator: row.invoicing_einvoice_operator,
    cost_center_is: row.cost_center_is,
    cost_center: row.cost_center,
    description: row.description,
    opening_hours: row.opening_hours,
    users_count: Number(row.users_count),
    transports_count: Number(row.transports_count),
  };
}
