/**
 * The Kysely description of every table of the reference backend. Shared by both backend engineers:
 * migrations in ./migrations create exactly these tables (001_core.ts creates all of them; later files may add).
 * Money and distances are `double precision` (JS numbers); coordinates are GeoJSON-ish `[lng, lat]` in jsonb.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb column; PGlite and pg both parse it on read, writes are JSON.stringify'd by the caller. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type LngLat = [number, number];

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased e-mail, unique. */
  username: string;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  language: Generated<string>;
  is_staff: Generated<boolean>;
  /** Activated by an admin (false => USER_NOT_ACTIVATED at login). */
  is_active: Generated<boolean>;
  /** E-mail confirmed with the PIN (false => EMAIL_NOT_CONFIRMED at login). */
  email_confirmed: Generated<boolean>;
  /** Id of a row in `uploads`, or null. */
  profile_picture_upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  new_features_readed: NullableTimestamp;
  user_activated_date: NullableTimestamp;
  invated_date: NullableTimestamp;
  date_joined: CreatedAt;
  /** Raised by a password change or reset; tokens signed with an older version (`ver`) are refused. */
  token_version: Generated<number>;
}

export interface LicencesTable {
  id: Generated<number>;
  name: string;
  price: Generated<number>;
  price_vat_percent: Generated<number>;
  limit_users: Generated<number>;
  features: Json<string[]>;
}

export interface AccountsTable {
  id: Generated<number>;
  name: string;
  /** 'company' or 'private'. */
  type: Generated<string>;
  license_id: number | null;
  license_price: Generated<number>;
  license_price_vat_percent: Generated<number>;
  account_type: Generated<number>;
  language: Generated<string>;
  created: CreatedAt;
}

export interface CompaniesTable {
  id: Generated<number>;
  account_id: number | null;
  name: string;
  business_identity_code: string;
  street_address: Generated<string>;
  postal_code: Generated<string>;
  city_sk: number | null;
  /** 2 = e-invoice, 5 = e-mail. */
  invoicing_type: Generated<number>;
  invoicing_email: Generated<string>;
  invoicing_einvoice_operator_url: Generated<string>;
  invoicing_einvoice_operator: Generated<string>;
  abroad_transports: Generated<boolean>;
  accepted: Generated<boolean>;
  account_type: Generated<number>;
  created: CreatedAt;
}

export interface BusinessLocationsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  street_address: Generated<string>;
  postal_code: Generated<string>;
  city: Generated<string>;
  city_name: Generated<string>;
  coordinates: NullableJson<LngLat>;
  google_full_address: Generated<string>;
  country: Generated<string>;
  city_sk: number | null;
  invoicing_type: Generated<number>;
  invoicing_email: Generated<string>;
  invoicing_einvoice_operator_url: Generated<string>;
  invoicing_einvoice_operator: Generated<string>;
  cost_center_is: Generated<boolean>;
  cost_center: Generated<string>;
  description: Generated<string>;
  opening_hours: Generated<string>;
  created: CreatedAt;
}

export interface CompanyUsersTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  /** 2 location user (exactly one business location), 3 user, 5 company admin (is_company_admin). */
  role: number;
  /** The registering main user of the company. */
  is_superuser: Generated<boolean>;
  created: CreatedAt;
}

export interface CompanyUserBusinessLocationsTable {
  company_user_id: number;
  business_location_id: number;
}

export interface InvitationsTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  role: number;
  business_location_ids: Json<number[]>;
  status: number;
  /** sha256 of the invitation token sent by e-mail. */
  token_hash: string;
  invited_by_user_id: number | null;
  created: CreatedAt;
  expires_at: Timestamp;
  accepted_user_id: number | null;
}

export interface AccountUsersTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  user_type: number;
  portfolios: Json<number[]>;
  created: CreatedAt;
}

/** Account-user invitations (POST /invitate_user/); accepted with POST /activate_invitated/ {token}. */
export interface AccountUserInvitationsTable {
  id: Generated<number>;
  account_id: number;
  /** The invited user (created, email not yet confirmed). */
  user_id: number;
  /** sha256 of the token sent by e-mail. */
  token_hash: string;
  invited_by_user_id: number | null;
  created: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  /** Postal codes of the municipality, for address lookups. */
  postal_codes: Json<string[]>;
  coordinates: NullableJson<LngLat>;
}

export interface NewFeaturesTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  created: CreatedAt;
  updated: CreatedAt;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface RoutePoint {
  coordinates_point: LngLat;
}
export interface Waypoint {
  coordinates: LngLat;
  lat: number;
  lng: number;
}

export interface TransportsTable {
  id: Generated<number>;
  name: Generated<string>;
  state: Generated<number>;
  created: CreatedAt;
  updated: CreatedAt;
  publish: Generated<boolean>;
  company_id: number;
  web_version: Generated<number>;
  is_editable: Generated<boolean>;
  creator_id: number | null;
  business_location_id: number | null;
  round_trip: Generated<boolean>;
  round_trip_no_vehicle_change: Generated<boolean>;
  round_trip_is_return_trip: Generated<boolean>;
  round_trip_return_trip_id: number | null;
  round_trip_go_trip_id: number | null;
  vehicle: Generated<string>;
  vehicle_brand: Generated<string>;
  vehicle_electric: Generated<boolean>;
  vehicle_fuel_type: Generated<number>;
  vehicle_transmission_type: Nullable<number>;
  vehicle_recharge_type: Nullable<number>;
  vehicle_product_number: Generated<string>;
  vehicle_size_id: Nullable<number>;
  abroad: Generated<boolean>;
  order_number: Generated<string>;
  pickup_vehicle_km: Nullable<number>;
  destination_vehicle_km: Nullable<number>;
  driver_level_minimum: Nullable<number>;

  pickup_name: Generated<string>;
  pickup_phone: Generated<string>;
  pickup_contact_email: Generated<string>;
  pickup_location: Generated<string>;
  pickup_address: Generated<string>;
  pickup_postal_code: Generated<string>;
  pickup_city: Generated<string>;
  pickup_city_name: Generated<string>;
  pickup_country: Generated<string>;
  pickup_google_address: Generated<string>;
  pickup_location_coordinates: NullableJson<LngLat>;
  pickup_business_location_id: Nullable<number>;
  pickup_time: NullableTimestamp;
  pickup_time_driver_arrives: NullableTimestamp;
  pickup_acknowledged: NullableTimestamp;
  pickup_acknowledged_coordinates: NullableJson<LngLat>;
  pickup_acknowledged_info: Generated<string>;

  destination_name: Generated<string>;
  destination_phone: Generated<string>;
  destination_contact_email: Generated<string>;
  destination_location: Generated<string>;
  destination_address: Generated<string>;
  destination_postal_code: Generated<string>;
  destination_city: Generated<string>;
  destination_city_name: Generated<string>;
  destination_country: Generated<string>;
  destination_google_address: Generated<string>;
  destination_location_coordinates: NullableJson<LngLat>;
  destination_business_location_id: Nullable<number>;
  destination_time: NullableTimestamp;
  destination_time_driver_arrives: NullableTimestamp;
  destination_acknowledged: NullableTimestamp;
  destination_acknowledged_coordinates: NullableJson<LngLat>;
  destination_acknowledged_info: Generated<string>;

  /** 2 normal, 3 urgent. */
  priority: Generated<number>;
  priority_disabled: Generated<boolean>;
  driver_information: Generated<string>;
  description_company: Generated<string>;
  price: Nullable<number>;
  service_prices_total_company: Nullable<number>;
  expenses_price_total: Nullable<number>;
  transport_total_price: Nullable<number>;
  trip_length_km: Nullable<number>;
  travel_time_with_margin: Nullable<number>;
  routes: ColumnType<RoutePoint[], string | undefined, string>;
  waypoints: ColumnType<Waypoint[], string | undefined, string>;
  /** [{price_list_row_id, description}] chosen extra services. */
  price_list_rows_data: ColumnType<{ price_list_row_id: number; description: string }[], string | undefined, string>;
  driver_full_name: Nullable<string>;
  driver_phone: Nullable<string>;
  state_published_time: NullableTimestamp;
  state_reserved_time: NullableTimestamp;
  contract_total_price: Nullable<number>;
  contract_total_length_km: Nullable<number>;
  price_go_trip: Nullable<number>;
  price_return_trip: Nullable<number>;
  /** 2 normal, 17 fixed special. */
  price_type_special: Generated<number>;
  prices_calculated: Generated<boolean>;
  /** Token of the public shared view (/transports/shared/{id}/?token=). */
  share_token: string;
  /** Migration 011: the driver (a user in `drivers`) the transport is assigned to. */
  driver_user_id: Nullable<number>;
  /** Migration 011: the car's last position the driver reported ([lng, lat]) and its time. */
  car_position: NullableJson<LngLat>;
  car_position_time: NullableTimestamp;
  /** Migration 019: the series (repeating orders) that made this transport or repeats it, and its day there. */
  series_id: Nullable<number>;
  series_day: Nullable<string>;
}

export interface PhotosTable {
  id: Generated<number>;
  transport_id: number;
  /** Id of a row in `uploads` or an absolute URL. */
  photo: string;
  photo_type: number;
  photo_target: number;
  created: CreatedAt;
}

export interface ExpensesTable {
  id: Generated<number>;
  transport_id: number;
  expense_type: number;
  created: CreatedAt;
  price_vat_0: Generated<number>;
  service_price_company: Generated<number>;
  notes: Generated<string>;
}

export interface PinsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created: CreatedAt;
  expires_at: Timestamp;
  failed_attempts: Generated<number>;
  used_at: NullableTimestamp;
}

export interface PasswordResetTokensTable {
  /** The JWT id (jti) of the reset token. */
  id: string;
  user_id: number;
  created: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  /** The JWT id (jti). */
  id: string;
  user_id: number;
  created: CreatedAt;
  expires_at: Timestamp;
  /** Set when this token was rotated; its successor's jti. */
  replaced_by: Nullable<string>;
  replaced_at: NullableTimestamp;
  revoked: Generated<boolean>;
}

export interface UploadsTable {
  /** Random id, used in the served URL. */
  id: string;
  owner_user_id: number | null;
  content_type: string;
  size: number;
  data: Uint8Array;
  created: CreatedAt;
}

export interface Database {
  users: UsersTable;
  licences: LicencesTable;
  accounts: AccountsTable;
  companies: CompaniesTable;
  business_locations: BusinessLocationsTable;
  company_users: CompanyUsersTable;
  company_user_business_locations: CompanyUserBusinessLocationsTable;
  invitations: InvitationsTable;
  account_users: AccountUsersTable;
  account_user_invitations: AccountUserInvitationsTable;
  cities: CitiesTable;
  new_features: NewFeaturesTable;
  transports: TransportsTable;
  photos: PhotosTable;
  expenses: ExpensesTable;
  pins: PinsTable;
  password_reset_tokens: PasswordResetTokensTable;
  refresh_tokens: RefreshTokensTable;
  uploads: UploadsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Account = Selectable<AccountsTable>;
export type Company = Selectable<CompaniesTable>;
export type CompanyUser = Selectable<CompanyUsersTable>;
export type Licence = Selectable<LicencesTable>;
export type BusinessLocation = Selectable<BusinessLocationsTable>;
export type Transport = Selectable<TransportsTable>;
