/** The demo transports: the showcase of Demo Kuljetus Oy (one per state, round trips, abroad), bulk history, others. */
import type { LngLat } from '../db/schema.ts';
import {
  type CompanyKey,
  drivers,
  ferryWaypoints,
  type LocationKey,
  type PlaceKey,
  type UserKey,
  vehicles,
} from './demo-data.ts';

/** Deterministic pseudo-random numbers: the same demo data on every fresh database. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface TransportSpec {
  company: CompanyKey;
  creator: UserKey;
  location: LocationKey | null;
  state: number;
  from: PlaceKey;
  to: PlaceKey;
  vehicle: number;
  /** Hours from now to the pickup time (negative: in the past). */
  pickupInHours: number;
  createdHoursAgo: number;
  driver?: number;
  priority?: 2 | 3;
  abroad?: boolean;
  waypoints?: { name: string; coordinates: LngLat }[];
  services?: number[];
  expenses?: { type: number; price: number; notes: string }[];
  photos?: boolean;
  damage?: boolean;
  roundTrip?: { returnState: number; noVehicleChange: boolean; returnVehicle?: number };
  driverInformation?: string;
  description?: string;
  pickupName?: string;
  destinationName?: string;
  /** A destination place name other than the town's (the report's Excel export must keep a formula-like one text). */
  destinationLocation?: string;
}

/** The showcase transports of Demo Kuljetus Oy: one per state, round trips, abroad, electric. */
export const showcase: TransportSpec[] = [
  {
    company: 'demo',
    creator: 'admin',
    location: 'helsinki',
    state: 2,
    from: 'helsinki',
    to: 'tampere',
    vehicle: 0,
    pickupInHours: 3 * 24 + 2,
    createdHoursAgo: 5,
    driverInformation: 'Avaimet vastaanotosta, kysy Ainoa.',
  },
  {
    company: 'demo',
    creator: 'admin',
    location: 'tampere',
    state: 3,
    from: 'tampere',
    to: 'turku',
    vehicle: 1,
    pickupInHours: 2 * 24,
    createdHoursAgo: 26,
    services: [0],
  },
  {
    company: 'demo',
    creator: 'laura',
    location: 'turku',
    state: 31,
    from: 'turku',
    to: 'helsinki',
    vehicle: 2,
    pickupInHours: 4 * 24 + 3,
    createdHoursAgo: 8,
    services: [1],
  },
  {
    company: 'demo',
    creator: 'user',
    location: 'helsinki',
    state: 4,
    from: 'helsinki',
    to: 'oulu',
    vehicle: 5,
    pickupInHours: 20,
    createdHoursAgo: 50,
    driver: 0,
    waypoints: [{ name: 'Jyväskylä', coordinates: [25.74728, 62.24149] }],
    description: 'Kuljettaja voi yöpyä Jyväskylässä.',
  },
  {
    company: 'demo',
    creator: 'user',
    location: 'helsinki',
    state: 5,
    from: 'vantaa',
    to: 'tampere',
    vehicle: 3,
    pickupInHours: -1.5,
    createdHoursAgo: 30,
    driver: 1,
    priority: 3,
    photos: true,
    services: [2],
  },
  {
    company: 'demo',
    creator: 'admin',
    location: 'tampere',
    state: 6,
    from: 'tampere',
    to: 'jyvaskyla',
    vehicle: 5,
    pickupInHours: -2 * 24,
    createdHoursAgo: 4 * 24,
    driver: 2,
    photos: true,
    services: [0, 1],
    expenses: [
      { type: 2, price: 42.5, notes: 'Tankkaus Neste Orivesi' },
      { type: 5, price: 18.9, notes: 'Paluulippu bussilla Jyväskylä–Tampere' },
    ],
  },
  {
    company: 'demo',
    creator: 'laura',
    location: 'espoo',
    state: 7,
    from: 'espoo',
    to: 'lahti',
    vehicle: 6,
    pickupInHours: -9 * 24,
    createdHoursAgo: 12 * 24,
    driver: 3,
    photos: true,
    expenses: [{ type: 4, price: 6, notes: 'Pysäköinti Lahden tori' }],
  },
  {
    company: 'demo',
    creator: 'admin',
    location: 'turku',
    state: 8,
    from: 'turku',
    to: 'pori',
    vehicle: 7,
    pickupInHours: -3 * 24,
    createdHoursAgo: 6 * 24,
    description: 'Peruttu: asiakas nouti auton itse.',
  },
  {
    company: 'demo',
    creator: 'admin',
    location: 'helsinki',
    state: 9,
    from: 'helsinki',
    to: 'hameenlinna',
    vehicle: 8,
    pickupInHours: -5 * 24,
    createdHoursAgo: 7 * 24,
    driver: 0,
    photos: true,
    damage: true,
    expenses: [{ type: 6, price: 35, notes: 'Hinaus korjaamolle (reklamaatio)' }],
  },
  {
    company: 'demo',
    creator: 'admin',
    location: 'helsinki',
    state: 5,
    from: 'helsinki',
    to: 'turku',
    vehicle: 9,
    pickupInHours: -1,
    createdHoursAgo: 3 * 24,
    driver: 2,
    photos: true,
    roundTrip: { returnState: 4, noVehicleChange: false, returnVehicle: 11 },
  },
  {
    company: 'demo',
    creator: 'laura',
    location: 'tampere',
    state: 3,
    from: 'tampere',
    to: 'kuopio',
    vehicle: 10,
    pickupInHours: 5 * 24,
    createdHoursAgo: 20,
    roundTrip: { returnState: 3, noVehicleChange: true },
  },
  {
    company: 'demo',
    creator: 'admin',
    location: 'helsinki',
    state: 4,
    from: 'helsinki',
    to: 'stockholm',
    vehicle: 4,
    pickupInHours: 2 * 24 + 4,
    createdHoursAgo: 3 * 24,
    driver: 3,
    abroad: true,
    waypoints: ferryWaypoints,
    services: [4],
    destinationName: 'Erik Lindqvist',
  },
];

const bulkRoutes: [PlaceKey, PlaceKey][] = [
  ['helsinki', 'tampere'],
  ['tampere', 'helsinki'],
  ['turku', 'vantaa'],
  ['vantaa', 'lappeenranta'],
  ['espoo', 'hameenlinna'],
  ['helsinki', 'lahti'],
  ['oulu', 'jyvaskyla'],
  ['kuopio', 'tampere'],
  ['pori', 'turku'],
  ['helsinki', 'espoo'],
];
/** The destination place of one delivered Tampere transport (bulk #11) in the demo data. */
export const FORMULA_LIKE_PLACE = '=HYPERLINK("https://example.com","Varikko 2")';
const bulkStates = [6, 7, 7, 6, 7, 8, 6, 7, 6, 2, 7, 6, 3, 7, 6];
const bulkCreators: UserKey[] = ['admin', 'laura', 'user', 'admin', 'laura'];
const bulkLocations: LocationKey[] = ['helsinki', 'tampere', 'turku', 'espoo', 'oulu'];

/** 30 older transports, mostly delivered and invoiced, so lists have several pages. */
export function bulkTransports(): TransportSpec[] {
  const random = lcg(2026);
  const specs: TransportSpec[] = [];
  for (let i = 0; i < 30; i++) {
    const state = bulkStates[i % bulkStates.length] ?? 6;
    const route = bulkRoutes[i % bulkRoutes.length] ?? ['helsinki', 'tampere'];
    const creator = bulkCreators[i % bulkCreators.length] ?? 'admin';
    const daysAgo = 14 + i * 4 + Math.floor(random() * 3);
    const future = state === 2 || state === 3;
    specs.push({
      company: 'demo',
      creator,
      location: creator === 'user' ? 'helsinki' : (bulkLocations[i % bulkLocations.length] ?? null),
      state,
      from: route[0],
      to: route[1],
      vehicle: i % vehicles.length,
      pickupInHours: future ? 24 * (6 + (i % 5)) : -24 * daysAgo + 48,
      createdHoursAgo: future ? 24 * (1 + (i % 3)) : 24 * daysAgo,
      driver: state === 8 || future ? undefined : i % drivers.length,
      priority: i % 7 === 0 ? 3 : 2,
      services: i % 3 === 0 ? [0] : [],
      expenses:
        state === 6 || state === 7 ? [{ type: 2, price: Math.round(20 + random() * 40), notes: 'Tankkaus' }] : [],
      // a place typed as a spreadsheet formula (OWASP formula injection): reports and their Excel file show it as text
      ...(i === 11 ? { destinationLocation: FORMULA_LIKE_PLACE } : {}),
    });
  }
  return specs;
}

export const otherCompanies: TransportSpec[] = [
  {
    company: 'coordinator',
    creator: 'coordinator',
    location: 'jyvaskyla',
    state: 3,
    from: 'jyvaskyla',
    to: 'kuopio',
    vehicle: 6,
    pickupInHours: 30,
    createdHoursAgo: 10,
  },
  {
    company: 'coordinator',
    creator: 'coordinator',
    location: 'jyvaskyla',
    state: 5,
    from: 'jyvaskyla',
    to: 'oulu',
    vehicle: 1,
    pickupInHours: -2,
    createdHoursAgo: 40,
    driver: 1,
  },
  {
    company: 'coordinator',
    creator: 'coordinator',
    location: 'jyvaskyla',
    state: 6,
    from: 'kuopio',
    to: 'jyvaskyla',
    vehicle: 9,
    pickupInHours: -6 * 24,
    createdHoursAgo: 8 * 24,
    driver: 3,
    photos: true,
  },
  {
    company: 'pending',
    creator: 'pending',
    location: 'lahti',
    state: 2,
    from: 'lahti',
    to: 'helsinki',
    vehicle: 2,
    pickupInHours: 7 * 24,
    createdHoursAgo: 30,
  },
  // Reserved by the coordinator's driver kuljettaja2@demo.siirto.fi (chat-seeder.ts assigns it): the live status demo.
  {
    company: 'coordinator',
    creator: 'coordinator',
    location: 'jyvaskyla',
    state: 4,
    from: 'jyvaskyla',
    to: 'hameenlinna',
    vehicle: 4,
    pickupInHours: 3,
    createdHoursAgo: 20,
    driver: 0,
  },
];

/**
 * Added after the others (the earlier ids stay as listed in the README): a round trip whose outbound leg is delivered
 * (6) and whose return leg is in transit (5), which the list and the detail call "Osatoimitettu" (partly delivered).
 */
export const partlyDelivered: TransportSpec[] = [
  {
    company: 'demo',
    creator: 'admin',
    location: 'helsinki',
    state: 6,
    from: 'helsinki',
    to: 'lahti',
    vehicle: 3,
    pickupInHours: -26,
    createdHoursAgo: 4 * 24,
    driver: 1,
    photos: true,
    roundTrip: { returnState: 5, noVehicleChange: true },
  },
];
