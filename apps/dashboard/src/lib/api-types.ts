/**
 * Shapes of the API answers the dashboard reads (spec 1 §3). Each becomes an alias of the generated
 * schema (`components['schemas'][...]`) as soon as the contract describes it.
 */
export interface MyUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone?: string | null;
  language?: string | null;
  is_company_admin: boolean;
  profile_picture?: string | null;
  new_features_readed?: string | null;
  full_name?: string;
  activated?: boolean;
  user_activated_date?: string | null;
  invated_date?: string | null;
  is_staff?: boolean;
}

export interface Licence {
  id: number;
  name: string;
  price: number | string;
  price_vat_percent: number | string;
  limit_users: number;
  features: string[];
}

export interface Account {
  id: number;
  name: string;
  type: string;
  license: number | null;
  license_price?: number | string | null;
  license_price_vat_percent?: number | string | null;
  account_type?: number | null;
  language?: string | null;
  license_obj?: Licence | null;
}

export interface City {
  id: number;
  name: string;
}

export interface Company {
  id: number;
  name: string;
  business_identity_code: string;
  street_address: string;
  postal_code: string;
  city_sk: number | null;
  city_sk_obj?: City | null;
  invoicing_type: number;
  invoicing_email?: string | null;
  invoicing_einvoice_operator_url?: string | null;
  invoicing_einvoice_operator?: string | null;
  abroad_transports?: boolean;
  accepted?: boolean | string | null;
  account_type?: number | null;
}

export interface GeoPoint {
  type?: 'Point';
  coordinates: [number, number];
}

export interface BusinessLocation {
  id: number;
  name: string;
  street_address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  city_name?: string | null;
  coordinates?: GeoPoint | null;
  google_full_address?: string | null;
  country?: string | null;
  city_sk?: number | null;
  company?: number | null;
  cost_center_is?: boolean;
  cost_center?: string | null;
  description?: string | null;
  opening_hours?: string | null;
  users_count?: number;
  transports_count?: number;
}

export interface CompanyUser {
  id: number;
  role: number;
  user?: { id?: number; full_name?: string; email?: string } | null;
  user_obj?: { email?: string; username?: string; first_name?: string; last_name?: string } | null;
  business_locations?: { id: number; name: string }[] | number[] | null;
  business_location?: number | null;
}

export interface CompanyInvitation {
  id: number;
  email: string;
  status: number;
  role: number;
  business_location_ids?: number[] | null;
  created?: string | null;
  sent?: string | null;
}

export interface AccountUser {
  id: number;
  user: MyUser;
  user_type: number | string;
  account: number;
  account_user_portfolios?: { portfolio: number }[];
}

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

export interface AdminStatus {
  WEB_VERSION?: string;
  WEBSOCKET?: boolean;
  WEB_TRANSPORT_CREATE_VERSION?: number;
  WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT?: number;
}

export interface EnumOption {
  value: number | string;
  label: string;
}

export type Enums = Record<string, EnumOption[] | undefined>;

export interface NewFeature {
  id: number;
  created: string;
  updated: string;
}

export interface TransportSummary {
  id: number;
  created: string;
  state: number;
  pickup_location_name?: string | null;
  pickup_city?: string | null;
  pickup_time?: string | null;
  destination_location_name?: string | null;
  destination_city?: string | null;
  destination_time?: string | null;
  info?: string | null;
  driver_name?: string | null;
  name?: string | null;
}

export interface SharedTransport {
  id: number;
  name?: string | null;
  state: number;
  pickup_location?: string | null;
  pickup_address?: string | null;
  pickup_city?: string | null;
  pickup_time?: string | null;
  pickup_name?: string | null;
  pickup_phone?: string | null;
  pickup_contact_email?: string | null;
  pickup_location_coordinates?: GeoPoint | null;
  destination_location?: string | null;
  destination_address?: string | null;
  destination_city?: string | null;
  destination_time?: string | null;
  destination_name?: string | null;
  destination_phone?: string | null;
  destination_contact_email?: string | null;
  destination_location_coordinates?: GeoPoint | null;
  destination_time_driver_arrives?: string | null;
  acknowledged_coordinates?: GeoPoint | null;
  routes?: { coordinates_point?: GeoPoint | null }[];
  waypoints?: { coordinates?: GeoPoint | null; name?: string | null }[];
  contract_obj?: { driver?: { full_name?: string; phone?: string } | null } | null;
}

export interface InvitationDetails {
  id: number;
  first_name?: string | null;
  last_name?: string | null;
  email: string;
  company_name?: string | null;
  business_identity_code?: string | null;
}
