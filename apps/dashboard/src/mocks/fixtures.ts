import type { components } from '@siirto/api-client/schema';

/** Demo data for screen stories, typed from the contract. Dates are fixed so screens render the same every run. */
type Schemas = components['schemas'];

export const me: Schemas['MyUser'] = {
  id: 1,
  username: 'admin@demo.siirto.fi',
  email: 'admin@demo.siirto.fi',
  first_name: 'Aino',
  last_name: 'Ylläpitäjä',
  full_name: 'Aino Ylläpitäjä',
  phone: '+358401234567',
  language: 'fi',
  is_company_admin: true,
  is_staff: false,
  profile_picture: null,
  new_features_readed: '2026-10-01T08:00:00Z',
  activated: true,
  user_activated_date: '2026-01-15T09:00:00Z',
  invated_date: null,
  pending_email: null,
};

export const helsinki: Schemas['City'] = { id: 91, name: 'Helsinki' };
export const cities: Schemas['City'][] = [{ id: 49, name: 'Espoo' }, helsinki, { id: 837, name: 'Tampere' }];

export const company: Schemas['Company'] = {
  id: 10,
  name: 'Demo Kuljetus Oy',
  business_identity_code: '1234567-8',
  street_address: 'Mannerheimintie 1',
  postal_code: '00100',
  city_sk: helsinki.id,
  city_sk_obj: helsinki,
  invoicing_type: 2,
  invoicing_email: null,
  invoicing_einvoice_operator_url: '003712345678',
  invoicing_einvoice_operator: 'OKOYFIHH',
  abroad_transports: false,
  accepted: true,
  account_type: 1,
};

export const basicLicence: Schemas['License'] = {
  id: 2,
  name: 'Basic',
  price: 49,
  price_vat_percent: 25.5,
  limit_users: 10,
  features: [],
};

export const account: Schemas['Account'] = {
  id: 20,
  name: 'Demo Kuljetus Oy',
  type: 'company',
  license: basicLicence.id,
  license_obj: basicLicence,
  license_price: 49,
  license_price_vat_percent: 25.5,
  account_type: 1,
  language: 'fi',
};

export const status: Schemas['Status'] = {
  WEB_VERSION: '2.1.12',
  WEBSOCKET: 0,
  WEB_TRANSPORT_CREATE_VERSION: 2,
  WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT: 10,
  API_VERSION: '1.0.0',
};

const options = (pairs: [number | string, string][]): Schemas['EnumOptions'] =>
  pairs.map(([value, label]) => ({ value, label }));

export const enums: Schemas['Enums'] = {
  'users.my_user.language': options([
    ['fi', 'Suomi'],
    ['en', 'Englanti'],
  ]),
  'companies.company_user.role': options([
    [2, 'Toimipaikan käyttäjä'],
    [3, 'Käyttäjä'],
    [5, 'Pääkäyttäjä'],
  ]),
  'companies.company_user_invitation.status': options([
    [2, 'Lähetetty'],
    [8, 'Lähetetty uudelleen'],
  ]),
  'accounts.account_user.user_type': options([
    [1, 'Pääkäyttäjä'],
    [2, 'Peruskäyttäjä'],
  ]),
  'transports.transport.state': options([
    [2, 'Luonnos'],
    [5, 'Käynnissä'],
  ]),
  'transports.transport.vehicle_transmission_type': [],
  'transports.transport.vehicle_recharge_type': [],
  'transports.transport.priority': [],
  'transports.transport.driver_level': [],
  'transports.photo.photo_target': [],
  'transports.photo.photo_type': [],
  'transports.expense.expense_type': [],
  translations: [],
};

const point = (lng: number, lat: number): Schemas['GeoPoint'] => ({ type: 'Point', coordinates: [lng, lat] });

export const transportInProgress = (id: number, vehicle: string): Schemas['Transport'] => ({
  id,
  version: 1,
  name: null,
  state: 5,
  created: '2026-11-20T07:30:00Z',
  company: company.id,
  is_editable: false,
  creator: { id: me.id, full_name: me.full_name },
  business_location: null,
  customer: null,
  round_trip: false,
  round_trip_is_return_trip: false,
  round_trip_return_trip_id: null,
  round_trip_go_trip_id: null,
  vehicle,
  abroad: false,
  priority: 2,
  routes: [],
  waypoints: [],
  photos: [],
  expenses: [],
  price_list_rows: [],
  contract_obj: { driver: { full_name: 'Kalle Kuljettaja', phone: '+358409876543' } },
  prices_calculated: true,
  pickup_location: 'Demo Kuljetus Oy',
  pickup_city_name: 'Helsinki',
  destination_location: 'Autotalo Tampere',
  destination_city_name: 'Tampere',
});

export const inProgressTransports: Schemas['TransportList'] = {
  count: 2,
  transports: [transportInProgress(101, 'ABC-123'), transportInProgress(102, 'XYZ-789')],
};
export const noTransports: Schemas['TransportList'] = { count: 0, transports: [] };

export const businessLocation = (
  id: number,
  name: string,
  coordinates: Schemas['GeoPoint'] | null,
): Schemas['BusinessLocation'] => ({
  id,
  name,
  street_address: 'Hämeenkatu 10',
  postal_code: '33100',
  city: 'Tampere',
  city_name: 'Tampere',
  coordinates,
  company: company.id,
  cost_center_is: true,
  cost_center: `KP-${String(id)}`,
  users_count: 2,
  transports_count: 14,
});

export const businessLocations: Schemas['BusinessLocation'][] = [
  businessLocation(1, 'Tampereen toimipiste', point(23.761, 61.4978)),
  businessLocation(2, 'Varasto ilman sijaintia', null),
];

export const companyUsers: Schemas['CompanyUser'][] = [
  {
    id: 1,
    role: 5,
    user: { id: me.id, full_name: me.full_name, email: me.email },
    user_obj: { email: me.email, username: me.username, first_name: me.first_name, last_name: me.last_name },
    business_locations: [],
    business_location: null,
  },
  {
    id: 2,
    role: 2,
    user: { id: 2, full_name: 'Ville Varasto', email: 'ville@demo.siirto.fi' },
    user_obj: {
      email: 'ville@demo.siirto.fi',
      username: 'ville@demo.siirto.fi',
      first_name: 'Ville',
      last_name: 'Varasto',
    },
    business_locations: [{ id: 1, name: 'Tampereen toimipiste' }],
    business_location: 1,
  },
];

/** Sent `daysAgo` days before now, so the 7-day validity label is stable whatever the date. */
export const invitation = (id: number, email: string, daysAgo: number): Schemas['Invitation'] => {
  const sent = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString();
  return { id, email, status: 2, role: 3, business_location_ids: [], created: sent, sent_at: sent };
};

export const accountUsers: Schemas['AccountUser'][] = [
  {
    id: 1,
    user: {
      id: me.id,
      username: me.username,
      email: me.email,
      first_name: me.first_name,
      last_name: me.last_name,
      full_name: me.full_name,
      activated: true,
      user_activated_date: '2026-01-15T09:00:00Z',
      invated_date: null,
    },
    user_type: 1,
    account: account.id,
    account_user_portfolios: [{ portfolio: company.id }],
  },
  {
    id: 2,
    user: {
      id: 3,
      username: 'uusi@demo.siirto.fi',
      email: 'uusi@demo.siirto.fi',
      first_name: 'Uusi',
      last_name: 'Kutsuttu',
      full_name: 'Uusi Kutsuttu',
      activated: false,
      user_activated_date: null,
      invated_date: '2026-11-18T10:00:00Z',
    },
    user_type: 2,
    account: account.id,
    account_user_portfolios: [{ portfolio: company.id }],
  },
];

export const sharedTransport: Schemas['SharedTransport'] = {
  id: 101,
  name: 'Siirto 101',
  state: 5,
  pickup_name: 'Pekka Nouto',
  pickup_phone: '+358401112223',
  pickup_contact_email: 'pekka@esimerkki.fi',
  pickup_location: 'Demo Kuljetus Oy',
  pickup_address: 'Mannerheimintie 1',
  pickup_postal_code: '00100',
  pickup_city_name: 'Helsinki',
  pickup_time: '2026-11-22T08:00:00Z',
  pickup_location_coordinates: point(24.9384, 60.1699),
  destination_name: 'Terttu Kohde',
  destination_phone: '+358405556667',
  destination_contact_email: 'terttu@esimerkki.fi',
  destination_location: 'Autotalo Tampere',
  destination_address: 'Hämeenkatu 10',
  destination_postal_code: '33100',
  destination_city_name: 'Tampere',
  destination_time: '2026-11-22T14:00:00Z',
  destination_location_coordinates: point(23.761, 61.4978),
  pickup_acknowledged: '2026-11-22T08:05:00Z',
  pickup_acknowledged_coordinates: point(24.9384, 60.1699),
  routes: [{ coordinates_point: point(24.9384, 60.1699) }, { coordinates_point: point(24.6, 60.6) }],
  waypoints: [],
  contract_obj: { driver: { full_name: 'Kalle Kuljettaja', phone: '+358409876543' } },
};
