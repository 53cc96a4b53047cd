/** Server-shaped fixtures for the machine tests (types from the contract). */
import type { SessionAccount, SessionCompany, SessionEnums, SessionStatusInfo, SessionUser } from './session.ts';

export const userFixture: SessionUser = {
  id: 7,
  username: 'admin@demo.siirto.fi',
  email: 'admin@demo.siirto.fi',
  first_name: 'Aino',
  last_name: 'Admin',
  full_name: 'Aino Admin',
  phone: '+358401234567',
  language: 'en',
  is_company_admin: true,
  is_staff: false,
  profile_picture: null,
  new_features_readed: null,
  activated: true,
  pending_email: null,
};

export const companyFixture: SessionCompany = {
  id: 3,
  name: 'Demo Kuljetus Oy',
  business_identity_code: '1234567-8',
  street_address: 'Mannerheimintie 1',
  postal_code: '00100',
  city_sk: 91,
  city_sk_obj: { id: 91, name: 'Helsinki' },
  invoicing_type: 2,
  abroad_transports: false,
  accepted: true,
  account_type: 1,
};

export const statusFixture: SessionStatusInfo = {
  WEB_VERSION: '2.1.12',
  WEBSOCKET: 1,
  WEB_TRANSPORT_CREATE_VERSION: 2,
  WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT: 0,
  API_VERSION: '1.0.0',
};

const noOptions: SessionEnums[keyof Omit<SessionEnums, 'translations'>] = [];
export const enumsFixture: SessionEnums = {
  'users.my_user.language': [
    { value: 'fi', label: 'suomi' },
    { value: 'en', label: 'English' },
  ],
  'companies.company_user.role': [
    { value: 2, label: 'Toimipaikan käyttäjä' },
    { value: 5, label: 'Pääkäyttäjä' },
  ],
  'companies.company_user_invitation.status': noOptions,
  'accounts.account_user.user_type': noOptions,
  'transports.transport.state': noOptions,
  'transports.transport.vehicle_transmission_type': noOptions,
  'transports.transport.vehicle_recharge_type': noOptions,
  'transports.transport.priority': noOptions,
  'transports.transport.driver_level': noOptions,
  'transports.photo.photo_target': noOptions,
  'transports.photo.photo_type': noOptions,
  'transports.expense.expense_type': noOptions,
  translations: [],
};

export const accountFixture: SessionAccount = {
  id: 1,
  name: 'Demo Kuljetus Oy',
  type: 'company',
  license: 2,
  license_obj: null,
  license_price: 124,
  license_price_vat_percent: 24,
  account_type: 1,
  language: 'fi',
};
