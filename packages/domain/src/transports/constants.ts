/** Business constants of transports (spec 2 §3, §9). */
import type { LngLat } from '../geo/types.ts';

export const PRIORITY_NORMAL = 2;
export const PRIORITY_URGENT = 3;
export const PRICE_TYPE_NORMAL = 2;
export const PRICE_TYPE_FIXED_SPECIAL = 17;
export const PRICE_TYPES = [PRICE_TYPE_NORMAL, PRICE_TYPE_FIXED_SPECIAL] as const;

export const FUEL_TYPE_DEFAULT = 2;
export const FUEL_TYPE_ELECTRIC = 4;
export const FUEL_TYPES = [2, 3, 4, 5] as const;
const TRANSMISSION_MANUAL = 2;
export const TRANSMISSION_AUTOMATIC = 3;
export const TRANSMISSION_TYPES = [TRANSMISSION_MANUAL, TRANSMISSION_AUTOMATIC] as const;
export const RECHARGE_TYPES = [2, 3, 4, 5] as const;
export const VEHICLE_SIZES = [1, 2, 3, 4] as const;
export const DRIVER_LEVELS = [1, 2, 3] as const;
export const PHOTO_TYPES = [2, 3, 4] as const;
export const PHOTO_TARGETS = [2, 3, 4, 5, 6, 7] as const;
export const EXPENSE_TYPES = [2, 3, 4, 5, 6] as const;

/** A registration is at most 20 characters. */
export const VEHICLE_REGISTRATION_MAX_LENGTH = 20;

/** Waiting fee: 40 € per hour beyond 30 minutes of waiting or charging. */
export const WAITING_FEE_EUR_PER_HOUR = 40;
export const WAITING_FREE_MINUTES = 30;

/** Urgent order note: pickup under 2 hours from ordering. */
export const URGENT_PICKUP_NOTE_SECONDS = 2 * 60 * 60;

/** How long the "location has no coordinates" hint shows. */
export const BUSINESS_LOCATION_HINT_MS = 5_000;

/** The two fixed waypoints of a transport abroad (to Sweden): the ferry from Turku to Stockholm. */
export const ABROAD_WAYPOINTS: readonly { readonly name: string; readonly coordinates: LngLat }[] = [
  { name: 'Turun satama', coordinates: [22.21953, 60.43551] },
  { name: 'Värtahamnen, Tukholma', coordinates: [18.09601, 59.35152] },
];

/** A new transport: a draft at the normal price type. */
export const NEW_TRANSPORT_DEFAULTS = {
  state: 2,
  price_type_special: PRICE_TYPE_NORMAL,
  priority: PRIORITY_NORMAL,
  vehicle_fuel_type: FUEL_TYPE_DEFAULT,
} as const;
