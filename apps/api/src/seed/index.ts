/**
 * Demo data for an EMPTY database (server.ts calls `seed` once when there are no users).
 * Everything is written in one transaction; ids come out the same on every fresh database
 * (see the final report / README of apps/api for the seeded ids).
 */
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import { hashPassword, randomToken } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import type { BusinessDatabase, BusinessTables } from '../db/migrations/002_business.ts';
import type { LngLat, TransportsTable } from '../db/schema.ts';
import { finnishMunicipalities, postalCodesByMunicipality } from './cities.ts';
import {
  companies,
  type CompanyKey,
  contacts,
  DEMO_PASSWORD,
  drivers,
  ferryWaypoints,
  type LicenceKey,
  licences,
  type LocationKey,
  locations,
  newFeatures,
  pendingInvitations,
  type Place,
  type PlaceKey,
  places,
  priceListRows,
  type UserKey,
  users,
  vehicles,
} from './demo-data.ts';
import { placeholderPhoto, type Rgb } from './placeholder-image.ts';
import { roadKm, trackThrough } from './route-geometry.ts';

export interface SeedOptions {
  log?: (line: string) => void;
  /** The moment the demo is built around (transport times are relative to it). */
  now?: Date;
}

type Tx = Kysely<BusinessDatabase>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Times on the quarter hour, as the dashboard's date pickers use 15-minute steps. */
function quarter(date: Date): Date {
  const step = 15 * 60_000;
  return new Date(Math.round(date.getTime() / step) * step);
}

/** Deterministic pseudo-random numbers: the same demo data on every fresh database. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function placeOf(key: PlaceKey): Place {
  if (key in places) return places[key as keyof typeof places];
  const location = locations[key as LocationKey];
  const fallback = places[key as keyof typeof places] as Place | undefined;
  return {
    location: location.name,
    address: location.street,
    postalCode: location.postalCode,
    cityName: location.cityName,
    cityId: location.cityId,
    country: 'FI',
    coordinates: location.coordinates ?? fallback?.coordinates ?? [24.94094, 60.16893],
  };
}

const json = (value: unknown) => JSON.stringify(value);

interface TransportSpec {
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
}

/** The showcase transports of Demo Kuljetus Oy: one per state, round trips, abroad, electric. */
const showcase: TransportSpec[] = [
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
const bulkStates = [6, 7, 7, 6, 7, 8, 6, 7, 6, 2, 7, 6, 3, 7, 6];
const bulkCreators: UserKey[] = ['admin', 'laura', 'user', 'admin', 'laura'];
const bulkLocations: LocationKey[] = ['helsinki', 'tampere', 'turku', 'espoo', 'oulu'];

/** 30 older transports, mostly delivered and invoiced, so lists have several pages. */
function bulkTransports(): TransportSpec[] {
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
    });
  }
  return specs;
}

const otherCompanies: TransportSpec[] = [
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
];

const EXPENSE_SERVICE_FEE = 1.1;

export async function seed(database: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const now = quarter(options.now ?? new Date());
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  const userKeys = Object.keys(users) as UserKey[];
  const hashes = await Promise.all(userKeys.map(() => hashPassword(DEMO_PASSWORD)));

  await database
    .withTables<BusinessTables>()
    .transaction()
    .execute(async (tx: Tx) => {
      // Cities: every Finnish municipality, id = municipality code.
      const postalCodes = new Map<number, string[]>();
      const cityCoordinates = new Map<number, LngLat>();
      for (const location of Object.values(locations)) {
        if (location.coordinates) cityCoordinates.set(location.cityId, location.coordinates);
      }
      for (const place of Object.values(places) as Place[]) {
        if (place.cityId !== null && !cityCoordinates.has(place.cityId))
          cityCoordinates.set(place.cityId, place.coordinates);
      }
      const cities = finnishMunicipalities();
      for (const [id, codes] of postalCodesByMunicipality()) postalCodes.set(id, codes);
      await tx
        .insertInto('cities')
        .values(
          cities.map((city) => ({
            id: city.id,
            name: city.name,
            postal_codes: json(postalCodes.get(city.id) ?? []),
            coordinates: cityCoordinates.has(city.id) ? json(cityCoordinates.get(city.id)) : null,
          })),
        )
        .execute();
      await sql`SELECT setval(pg_get_serial_sequence('cities', 'id'), (SELECT max(id) FROM cities))`.execute(tx);

      // Licences and accounts.
      const licenceIds = {} as Record<LicenceKey, number>;
      for (const key of ['free', 'basic', 'enterprise'] as const) {
        const licence = licences[key];
        const row = await tx
          .insertInto('licences')
          .values({
            name: licence.name,
            price: licence.price,
            price_vat_percent: licence.vat,
            limit_users: licence.limitUsers,
            features: json(licence.features),
            price_on_request: licence.priceOnRequest,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        licenceIds[key] = row.id;
      }

      const companyIds = {} as Record<CompanyKey, number>;
      const accountIds = {} as Record<CompanyKey, number>;
      for (const key of ['demo', 'pending', 'coordinator', 'provider'] as const) {
        const company = companies[key];
        const licence = licences[company.licence];
        const account = await tx
          .insertInto('accounts')
          .values({
            name: company.name,
            type: 'company',
            license_id: licenceIds[company.licence],
            license_price: company.licencePrice,
            license_price_vat_percent: licence.vat,
            account_type: company.accountType,
            language: 'fi',
            created: ago(24 * 500),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        accountIds[key] = account.id;
        const row = await tx
          .insertInto('companies')
          .values({
            account_id: account.id,
            name: company.name,
            business_identity_code: company.businessId,
            street_address: company.street,
            postal_code: company.postalCode,
            city_sk: company.cityId,
            invoicing_type: company.invoicingType,
            invoicing_email: company.invoicingEmail,
            invoicing_einvoice_operator_url: company.einvoiceAddress,
            invoicing_einvoice_operator: company.einvoiceOperator,
            abroad_transports: company.abroad,
            accepted: company.accepted,
            account_type: company.accountType,
            created: ago(24 * 500),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        companyIds[key] = row.id;
      }

      // Business locations.
      const locationIds = {} as Record<LocationKey, number>;
      for (const key of Object.keys(locations) as LocationKey[]) {
        const location = locations[key];
        const company = companies[location.company];
        const row = await tx
          .insertInto('business_locations')
          .values({
            company_id: companyIds[location.company],
            name: location.name,
            street_address: location.street,
            postal_code: location.postalCode,
            city: location.cityName,
            city_name: location.cityName,
            coordinates: location.coordinates ? json(location.coordinates) : null,
            google_full_address: location.coordinates
              ? `${location.street}, ${location.postalCode} ${location.cityName}, Suomi`
              : '',
            country: 'FI',
            city_sk: location.cityId,
            invoicing_type: company.invoicingType,
            invoicing_email: company.invoicingEmail,
            invoicing_einvoice_operator_url: company.einvoiceAddress,
            invoicing_einvoice_operator: company.einvoiceOperator,
            cost_center_is: true,
            cost_center: location.costCenter,
            description: location.description,
            opening_hours: location.openingHours,
            created: ago(24 * 400),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        locationIds[key] = row.id;
      }

      // Users, company memberships, account users.
      const userIds = {} as Record<UserKey, number>;
      for (const [index, key] of userKeys.entries()) {
        const user = users[key];
        const joined = ago(24 * user.joinedDaysAgo);
        const row = await tx
          .insertInto('users')
          .values({
            username: user.email,
            email: user.email,
            password_hash: hashes[index] ?? (await hashPassword(DEMO_PASSWORD)),
            first_name: user.firstName,
            last_name: user.lastName,
            phone: user.phone,
            language: user.language,
            is_staff: user.isStaff,
            is_active: true,
            email_confirmed: true,
            new_features_readed: ago(24 * 20),
            user_activated_date: joined,
            invated_date: user.isSuperuser ? null : new Date(joined.getTime() - 2 * DAY),
            date_joined: joined,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userIds[key] = row.id;
        const member = await tx
          .insertInto('company_users')
          .values({
            company_id: companyIds[user.company],
            user_id: row.id,
            role: user.role,
            is_superuser: user.isSuperuser,
            created: joined,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (user.locations.length > 0) {
          await tx
            .insertInto('company_user_business_locations')
            .values(
              user.locations.map((location) => ({
                company_user_id: member.id,
                business_location_id: locationIds[location],
              })),
            )
            .execute();
        }
        await tx
          .insertInto('account_users')
          .values({
            account_id: accountIds[user.company],
            user_id: row.id,
            user_type: user.isAdmin ? 2 : 1,
            // A portfolio is a company of the account.
            portfolios: json([companyIds[user.company]]),
            created: joined,
          })
          .execute();
      }

      // Invitations of Demo Kuljetus Oy (the tokens are random: new invitations are sent from the dashboard).
      for (const invitation of pendingInvitations) {
        const created = ago(24 * invitation.daysAgo);
        await tx
          .insertInto('invitations')
          .values({
            company_id: companyIds.demo,
            email: invitation.email,
            role: invitation.role,
            business_location_ids: json(invitation.location ? [locationIds[invitation.location]] : []),
            status: invitation.status,
            token_hash: randomToken(32),
            invited_by_user_id: userIds.admin,
            created,
            expires_at: new Date(created.getTime() + 7 * DAY),
          })
          .execute();
      }

      // New features, contacts, extra services.
      await tx
        .insertInto('new_features')
        .values(
          newFeatures.map((feature) => ({
            title: feature.title,
            description: feature.description,
            created: ago(24 * feature.daysAgo),
            updated: ago(24 * feature.updatedDaysAgo),
          })),
        )
        .execute();
      for (const key of Object.keys(contacts) as CompanyKey[]) {
        const list = contacts[key];
        if (list.length === 0) continue;
        await tx
          .insertInto('company_contacts')
          .values(list.map((contact) => ({ company_id: companyIds[key], ...contact })))
          .execute();
      }
      const serviceIds: number[] = [];
      for (const row of priceListRows) {
        const inserted = await tx
          .insertInto('price_list_rows')
          .values({
            company_id: null,
            name: row.name,
            driver_info: row.driverInfo,
            transport_description_field: row.descriptionField,
            price_eur: row.price,
            abroad: row.abroad,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        serviceIds.push(inserted.id);
      }

      // Photo placeholders: one stored image per car colour (plus a damage close-up).
      const uploadByColour = new Map<string, string>();
      const uploadFor = async (colour: Rgb): Promise<string> => {
        const key = colour.join(',');
        const existing = uploadByColour.get(key);
        if (existing) return existing;
        const data = placeholderPhoto(colour);
        const id = randomToken(18);
        await tx
          .insertInto('uploads')
          .values({ id, owner_user_id: null, content_type: 'image/png', size: data.length, data, created: now })
          .execute();
        uploadByColour.set(key, id);
        return id;
      };

      // Transports.
      // Photos and expenses are written in one statement each after the transports.
      const photoInserts: Insertable<BusinessDatabase['photos']>[] = [];
      const expenseInserts: Insertable<BusinessDatabase['expenses']>[] = [];
      const insertTransport = async (spec: TransportSpec, returnOf?: { goId: number; go: TransportSpec }) => {
        const from = placeOf(spec.from);
        const to = placeOf(spec.to);
        const vehicle = vehicles[spec.vehicle % vehicles.length] ?? vehicles[0];
        const waypoints = spec.waypoints ?? [];
        const stops: LngLat[] = [
          from.coordinates,
          ...waypoints.map((waypoint) => waypoint.coordinates),
          to.coordinates,
        ];
        const km = roadKm(stops);
        const driveSeconds = Math.round((km / 72) * 3600) + (spec.abroad ? 11 * 3600 : 0);
        const pickupTime = quarter(new Date(now.getTime() + spec.pickupInHours * HOUR));
        const destinationTime = quarter(new Date(pickupTime.getTime() + driveSeconds * 1000 + 2 * HOUR));
        const created = ago(spec.createdHoursAgo);
        const state = spec.state;
        const hasDriver = spec.driver !== undefined && state >= 4 && state !== 8;
        const driver = hasDriver ? drivers[(spec.driver ?? 0) % drivers.length] : undefined;
        const pickedUp = state === 5 || state === 6 || state === 7 || state === 9;
        const delivered = state === 6 || state === 7 || state === 9;
        const pickupAcknowledged = pickedUp ? new Date(pickupTime.getTime() + 7 * 60_000) : null;
        const destinationAcknowledged =
          delivered && pickupAcknowledged ? new Date(pickupAcknowledged.getTime() + driveSeconds * 1000) : null;
        const track = pickedUp ? trackThrough(stops, waypoints.length > 0 ? 10 : 20) : [];
        const driven = delivered ? track : track.slice(0, Math.max(2, Math.round(track.length * 0.45)));
        const services = (spec.services ?? []).map((index) => ({
          id: serviceIds[index] ?? 0,
          price: priceListRows[index]?.price ?? 0,
          description: index === 3 ? 'Kesärenkaat takakontissa' : '',
        }));
        const priced = state !== 2;
        const basePrice = Math.round((39 + km * 0.85 + (spec.abroad ? 250 : 0)) * 100) / 100;
        const servicesTotal = services.reduce((sum, service) => sum + service.price, 0);
        const expenses = spec.expenses ?? [];
        const expensesTotal =
          Math.round(expenses.reduce((sum, expense) => sum + expense.price * EXPENSE_SERVICE_FEE, 0) * 100) / 100;
        const priceGo = spec.roundTrip ? basePrice : null;
        const isReturn = returnOf !== undefined;
        const values: Insertable<TransportsTable> = {
          name: `${vehicle.registration} ${from.cityName}–${to.cityName}`,
          state,
          created,
          updated: created,
          publish: state !== 2,
          company_id: companyIds[spec.company],
          web_version: 2,
          is_editable: state === 2 || state === 3 || state === 31,
          creator_id: userIds[spec.creator],
          business_location_id: spec.location ? locationIds[spec.location] : null,
          round_trip: spec.roundTrip !== undefined || isReturn,
          round_trip_no_vehicle_change: (spec.roundTrip ?? returnOf?.go.roundTrip)?.noVehicleChange ?? false,
          round_trip_is_return_trip: isReturn,
          round_trip_go_trip_id: returnOf?.goId ?? null,
          vehicle: vehicle.registration,
          vehicle_brand: vehicle.brand,
          vehicle_electric: vehicle.electric,
          vehicle_fuel_type: vehicle.electric ? 4 : 2,
          vehicle_transmission_type: vehicle.electric ? 3 : spec.vehicle % 2 === 0 ? 2 : 3,
          vehicle_recharge_type: vehicle.electric ? 2 : null,
          vehicle_product_number: spec.abroad ? 'PN-77120' : '',
          vehicle_size_id: spec.abroad ? 2 : null,
          abroad: spec.abroad ?? false,
          order_number: spec.abroad ? 'SE-2026-0042' : '',
          pickup_vehicle_km: pickedUp ? 12_000 + spec.vehicle * 7_321 : null,
          destination_vehicle_km: delivered ? Math.round(12_000 + spec.vehicle * 7_321 + km) : null,
          driver_level_minimum: spec.abroad ? 3 : 1,
          pickup_name: spec.pickupName ?? users[spec.creator].firstName + ' ' + users[spec.creator].lastName,
          pickup_phone: users[spec.creator].phone,
          pickup_contact_email: users[spec.creator].email,
          pickup_location: from.location,
          pickup_address: from.address,
          pickup_postal_code: from.postalCode,
          // The city id (sk_locations) as text; the API answers it as an integer (null abroad).
          pickup_city: from.cityId === null ? '' : String(from.cityId),
          pickup_city_name: from.cityName,
          pickup_country: from.country,
          pickup_google_address: `${from.address}, ${from.postalCode} ${from.cityName}`,
          pickup_location_coordinates: json(from.coordinates),
          pickup_business_location_id: spec.from in locations ? locationIds[spec.from as LocationKey] : null,
          pickup_time: pickupTime,
          pickup_time_driver_arrives: hasDriver ? pickupTime : null,
          pickup_acknowledged: pickupAcknowledged,
          pickup_acknowledged_coordinates: pickedUp ? json(from.coordinates) : null,
          pickup_acknowledged_info: pickedUp ? 'Auto luovutettu kuljettajalle, ei huomautettavaa.' : '',
          destination_name: spec.destinationName ?? 'Vastaanotto',
          destination_phone: '+358401239876',
          destination_contact_email: 'kalle.jarvinen@example.com',
          destination_location: to.location,
          destination_address: to.address,
          destination_postal_code: to.postalCode,
          destination_city: to.cityId === null ? '' : String(to.cityId),
          destination_city_name: to.cityName,
          destination_country: to.country,
          destination_google_address: `${to.address}, ${to.postalCode} ${to.cityName}${to.country === 'SE' ? ', Sverige' : ''}`,
          destination_location_coordinates: json(to.coordinates),
          destination_business_location_id: spec.to in locations ? locationIds[spec.to as LocationKey] : null,
          destination_time: destinationTime,
          destination_time_driver_arrives: hasDriver
            ? new Date((pickupAcknowledged ?? pickupTime).getTime() + driveSeconds * 1000)
            : null,
          destination_acknowledged: destinationAcknowledged,
          destination_acknowledged_coordinates: delivered ? json(to.coordinates) : null,
          destination_acknowledged_info: spec.damage
            ? 'Vaurio oikeassa etuovessa huomattu luovutuksessa, reklamaatio tehty.'
            : delivered
              ? 'Luovutettu vastaanottajalle.'
              : '',
          priority: spec.priority ?? 2,
          priority_disabled: spec.priority === 3,
          driver_information: spec.driverInformation ?? '',
          description_company: spec.description ?? '',
          price: priced ? basePrice : null,
          service_prices_total_company: priced ? servicesTotal : null,
          expenses_price_total: priced ? expensesTotal : null,
          transport_total_price: priced ? Math.round((basePrice + servicesTotal + expensesTotal) * 100) / 100 : null,
          trip_length_km: km,
          travel_time_with_margin: driveSeconds,
          routes: json(
            driven.map((point, index) => ({
              coordinates_point: point,
              // Positions are recorded evenly over the drive.
              created: new Date(
                (pickupAcknowledged ?? now).getTime() + (index / Math.max(1, track.length - 1)) * driveSeconds * 1000,
              ).toISOString(),
            })),
          ),
          waypoints: json(
            waypoints.map((waypoint) => ({
              coordinates: waypoint.coordinates,
              lat: waypoint.coordinates[1],
              lng: waypoint.coordinates[0],
              name: waypoint.name,
            })),
          ),
          price_list_rows_data: json(
            services.map((service) => ({ price_list_row_id: service.id, description: service.description })),
          ),
          driver_full_name: driver?.fullName ?? null,
          driver_phone: driver?.phone ?? null,
          state_published_time: state !== 2 ? new Date(created.getTime() + 10 * 60_000) : null,
          state_reserved_time: hasDriver ? new Date(created.getTime() + 3 * HOUR) : null,
          contract_total_price: hasDriver ? Math.round(basePrice * 0.7 * 100) / 100 : null,
          contract_total_length_km: hasDriver ? km : null,
          price_go_trip: priceGo,
          price_return_trip: spec.roundTrip ? basePrice : null,
          price_type_special: 2,
          prices_calculated: priced,
          share_token: randomToken(24),
        };
        const row = await tx.insertInto('transports').values(values).returning('id').executeTakeFirstOrThrow();

        if (spec.photos && pickedUp) {
          const carUpload = await uploadFor(vehicle.colour);
          const photoRows: { photo_type: number; photo_target: number; created: Date }[] = [];
          for (const target of [3, 4, 5, 6]) {
            photoRows.push({ photo_type: 3, photo_target: target, created: pickupAcknowledged ?? now });
          }
          if (delivered) {
            for (const target of [3, 4, 5, 6]) {
              photoRows.push({ photo_type: 4, photo_target: target, created: destinationAcknowledged ?? now });
            }
          }
          const damageUpload = spec.damage ? await uploadFor([170, 20, 20]) : null;
          photoInserts.push(
            ...[
              ...photoRows.map((photo) => ({ transport_id: row.id, photo: carUpload, ...photo })),
              ...(damageUpload
                ? [
                    {
                      transport_id: row.id,
                      photo: damageUpload,
                      photo_type: 2,
                      photo_target: 2,
                      created: destinationAcknowledged ?? now,
                    },
                  ]
                : []),
            ],
          );
        }
        if (expenses.length > 0) {
          expenseInserts.push(
            ...expenses.map((expense) => ({
              transport_id: row.id,
              expense_type: expense.type,
              created: destinationAcknowledged ?? pickupAcknowledged ?? now,
              price_vat_0: expense.price,
              service_price_company: Math.round(expense.price * EXPENSE_SERVICE_FEE * 100) / 100,
              notes: expense.notes,
            })),
          );
        }
        return row.id;
      };

      let transportCount = 0;
      for (const spec of [...showcase, ...bulkTransports(), ...otherCompanies]) {
        const goId = await insertTransport(spec);
        transportCount++;
        if (spec.roundTrip) {
          const back: TransportSpec = {
            ...spec,
            from: spec.to,
            to: spec.from,
            state: spec.roundTrip.returnState,
            vehicle: spec.roundTrip.noVehicleChange ? spec.vehicle : (spec.roundTrip.returnVehicle ?? spec.vehicle),
            pickupInHours: spec.pickupInHours + 8,
            photos: false,
            services: [],
            expenses: [],
            roundTrip: undefined,
          };
          const returnId = await insertTransport(back, { goId, go: spec });
          transportCount++;
          await tx
            .updateTable('transports')
            .set({ round_trip_return_trip_id: returnId })
            .where('id', '=', goId)
            .execute();
        }
      }

      if (photoInserts.length > 0) await tx.insertInto('photos').values(photoInserts).execute();
      if (expenseInserts.length > 0) await tx.insertInto('expenses').values(expenseInserts).execute();

      log(
        `Seeded ${cities.length} cities, ${Object.keys(companies).length} companies, ${userKeys.length} users, ` +
          `${Object.keys(locations).length} business locations and ${transportCount} transports in ${Date.now() - started} ms.`,
      );
    });

  log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const key of userKeys) {
    const user = users[key];
    const company = companies[user.company];
    const what = user.isStaff
      ? 'staff user'
      : company.accountType === 9
        ? 'account_type 9 coordinator'
        : !company.accepted
          ? 'company awaiting approval'
          : user.isAdmin
            ? 'company admin'
            : `user, role ${user.role}`;
    log(`  ${user.email.padEnd(32)} ${what} (${company.name})`);
  }
}
