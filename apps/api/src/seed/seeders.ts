/**
 * One seeder per table of the demo data (besides the transports, see transport-seeder.ts). Each inserts its rows
 * in a fixed order, so ids come out the same on every fresh database, and returns the ids later seeders need.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { hashPassword, randomToken } from '../auth/passwords.ts';
import type { BusinessDatabase } from '../db/migrations/002_business.ts';
import type { TransportOrderTables } from '../db/migrations/004_transport_orders.ts';
import { STANDARD_PRICING } from '../routes/transports/pricing.ts';
import type { LngLat } from '../db/schema.ts';
import { finnishMunicipalities, postalCodesByMunicipality } from './cities.ts';
import {
  companies,
  type CompanyKey,
  contacts,
  DEMO_PASSWORD,
  type LicenceKey,
  licences,
  type LocationKey,
  locations,
  newFeatures,
  pendingInvitations,
  type Place,
  places,
  priceListRows,
  type UserKey,
  users,
  usersSeededLast,
} from './demo-data.ts';

export type Tx = Kysely<BusinessDatabase>;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const json = (value: unknown) => JSON.stringify(value);

/** What every seeder gets: the transaction and the moment the demo is built around. */
export interface SeedContext {
  tx: Tx;
  now: Date;
  /** `hours` before now. */
  ago: (hours: number) => Date;
}

/** Cities: every Finnish municipality, id = municipality code, with coordinates where the demo knows them. */
export async function seedCities({ tx }: SeedContext): Promise<number> {
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
  return cities.length;
}

export async function seedLicences({ tx }: SeedContext): Promise<Record<LicenceKey, number>> {
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
  return licenceIds;
}

const companyKeys = ['demo', 'pending', 'coordinator', 'provider', 'empty'] as const;

/** One account per company, with its licence and price. */
export async function seedAccounts(
  { tx, ago }: SeedContext,
  licenceIds: Record<LicenceKey, number>,
): Promise<Record<CompanyKey, number>> {
  const accountIds = {} as Record<CompanyKey, number>;
  for (const key of companyKeys) {
    const company = companies[key];
    const account = await tx
      .insertInto('accounts')
      .values({
        name: company.name,
        type: 'company',
        license_id: licenceIds[company.licence],
        license_price: company.licencePrice,
        license_price_vat_percent: licences[company.licence].vat,
        account_type: company.accountType,
        language: 'fi',
        created: ago(24 * 500),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    accountIds[key] = account.id;
  }
  return accountIds;
}

export async function seedCompanies(
  { tx, ago }: SeedContext,
  accountIds: Record<CompanyKey, number>,
): Promise<Record<CompanyKey, number>> {
  const companyIds = {} as Record<CompanyKey, number>;
  for (const key of companyKeys) {
    const company = companies[key];
    const row = await tx
      .insertInto('companies')
      .values({
        account_id: accountIds[key],
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
  return companyIds;
}

export async function seedBusinessLocations(
  { tx, ago }: SeedContext,
  companyIds: Record<CompanyKey, number>,
): Promise<Record<LocationKey, number>> {
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
  return locationIds;
}

export const userKeys = Object.keys(users) as UserKey[];
/** The users seeded before the chat's drivers (the rest, `usersSeededLast`, after them). */
export const usersSeededFirst = userKeys.filter((key) => !usersSeededLast.includes(key));
const joinedAt = (ago: SeedContext['ago'], key: UserKey) => ago(24 * users[key].joinedDaysAgo);

/** The demo users `keys`, all with the demo password; their ids (the other keys' are left out). */
export async function seedUsers({ tx, ago }: SeedContext, keys: readonly UserKey[]): Promise<Record<UserKey, number>> {
  const hashes = await Promise.all(keys.map(() => hashPassword(DEMO_PASSWORD)));
  const userIds = {} as Record<UserKey, number>;
  for (const [index, key] of keys.entries()) {
    const user = users[key];
    const joined = joinedAt(ago, key);
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
  }
  return userIds;
}

/** Each user's (of `keys`) membership in their company, with the business locations a location user is tied to. */
export async function seedCompanyUsers(
  { tx, ago }: SeedContext,
  ids: {
    userIds: Record<UserKey, number>;
    companyIds: Record<CompanyKey, number>;
    locationIds: Record<LocationKey, number>;
  },
  keys: readonly UserKey[],
): Promise<void> {
  for (const key of keys) {
    const user = users[key];
    const member = await tx
      .insertInto('company_users')
      .values({
        company_id: ids.companyIds[user.company],
        user_id: ids.userIds[key],
        role: user.role,
        is_superuser: user.isSuperuser,
        created: joinedAt(ago, key),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (user.locations.length > 0) {
      await tx
        .insertInto('company_user_business_locations')
        .values(
          user.locations.map((location) => ({
            company_user_id: member.id,
            business_location_id: ids.locationIds[location],
          })),
        )
        .execute();
    }
  }
}

/** Each user (of `keys`) in their company's account; a portfolio is a company of the account. */
export async function seedAccountUsers(
  { tx, ago }: SeedContext,
  ids: {
    userIds: Record<UserKey, number>;
    companyIds: Record<CompanyKey, number>;
    accountIds: Record<CompanyKey, number>;
  },
  keys: readonly UserKey[],
): Promise<void> {
  for (const key of keys) {
    const user = users[key];
    await tx
      .insertInto('account_users')
      .values({
        account_id: ids.accountIds[user.company],
        user_id: ids.userIds[key],
        user_type: user.isAdmin ? 2 : 1,
        portfolios: json([ids.companyIds[user.company]]),
        created: joinedAt(ago, key),
      })
      .execute();
  }
}

/** Invitations of Demo Kuljetus Oy (the tokens are random: new invitations are sent from the dashboard). */
export async function seedInvitations(
  { tx, ago }: SeedContext,
  ids: {
    companyIds: Record<CompanyKey, number>;
    locationIds: Record<LocationKey, number>;
    userIds: Record<UserKey, number>;
  },
): Promise<void> {
  for (const invitation of pendingInvitations) {
    const created = ago(24 * invitation.daysAgo);
    await tx
      .insertInto('invitations')
      .values({
        company_id: ids.companyIds.demo,
        email: invitation.email,
        role: invitation.role,
        business_location_ids: json(invitation.location ? [ids.locationIds[invitation.location]] : []),
        status: invitation.status,
        token_hash: randomToken(32),
        invited_by_user_id: ids.userIds.admin,
        created,
        expires_at: new Date(created.getTime() + 7 * DAY),
      })
      .execute();
  }
}

export async function seedNewFeatures({ tx, ago }: SeedContext): Promise<void> {
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
}

export async function seedCompanyContacts({ tx }: SeedContext, companyIds: Record<CompanyKey, number>): Promise<void> {
  for (const key of Object.keys(contacts) as CompanyKey[]) {
    const list = contacts[key];
    if (list.length === 0) continue;
    await tx
      .insertInto('company_contacts')
      .values(list.map((contact) => ({ company_id: companyIds[key], ...contact })))
      .execute();
  }
}

/** The extra services every company may order; their ids in `priceListRows`' order. */
export async function seedPriceListRows({ tx }: SeedContext): Promise<number[]> {
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
  return serviceIds;
}

/**
 * Demo Kuljetus Oy's transport price list: the standard prices and a fixed special round-trip price (type 17), so
 * the order form offers the normal / fixed special price toggle for its round trips.
 */
export async function seedCompanyTransportPricing(
  { tx }: SeedContext,
  companyIds: Record<CompanyKey, number>,
): Promise<void> {
  await tx
    .withTables<TransportOrderTables>()
    .insertInto('company_transport_pricing')
    .values({
      company_id: companyIds.demo,
      price_type: 17,
      base_price_eur: STANDARD_PRICING.base_price_eur,
      price_per_km_eur: STANDARD_PRICING.price_per_km_eur,
      abroad_surcharge_eur: STANDARD_PRICING.abroad_surcharge_eur,
      fixed_round_trip_price_eur: 290,
    })
    .execute();
}
