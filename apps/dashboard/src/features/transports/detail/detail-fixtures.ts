/** Transports of the detail's stories: a draft, in progress with a driver, delivered with photos, a round trip, abroad. */
import type { components } from '@siirto/api-client/schema';
import { enums, transportInProgress } from '../../../mocks/fixtures';

type Schemas = components['schemas'];

const point = (lng: number, lat: number): Schemas['GeoPoint'] => ({ type: 'Point', coordinates: [lng, lat] });

/** A small photo drawn in place (no network): a tinted frame with the side's name. */
const photo = (text: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${String(hue)},45%,62%)"/><text x="160" y="130" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`;

const base = (id: number): Schemas['Transport'] => ({
  ...transportInProgress(id, 'ABC-123'),
  vehicle_brand: 'Volkswagen ID.4',
  vehicle_transmission_type: 3,
  driver_level_minimum: 2,
  pickup_name: 'Pekka Nouto',
  pickup_phone: '+358401112223',
  pickup_contact_email: 'pekka@esimerkki.fi',
  pickup_address: 'Mannerheimintie 1',
  pickup_postal_code: '00100',
  pickup_time: '2026-11-22T08:00:00Z',
  pickup_location_coordinates: point(24.9384, 60.1699),
  destination_name: 'Terttu Kohde',
  destination_phone: '+358405556667',
  destination_contact_email: 'terttu@esimerkki.fi',
  destination_address: 'Hämeenkatu 10',
  destination_postal_code: '33100',
  destination_time: '2026-11-22T14:00:00Z',
  destination_location_coordinates: point(23.761, 61.4978),
  driver_information: 'Avaimet vastaanotosta, kysy Ainoa.',
  description_company: 'Leasing-auton palautus.',
  price: 182.4,
  service_prices_total_company: 25,
  expenses_price_total: 0,
  transport_total_price: 207.4,
  trip_length_km: 176,
  state_published_time: '2026-11-20T07:35:00Z',
  price_list_rows: [
    { id: 1, name: 'Pesu', driver_info: null, transport_description_field: false, price_eur: 25, description: null },
  ],
});

export const draftTransport: Schemas['Transport'] = {
  ...base(201),
  state: 2,
  is_editable: true,
  contract_obj: null,
  price: null,
  service_prices_total_company: null,
  transport_total_price: null,
  state_published_time: null,
  prices_calculated: false,
};

export const inProgressTransport: Schemas['Transport'] = {
  ...base(202),
  state: 5,
  state_reserved_time: '2026-11-21T10:00:00Z',
  pickup_time_driver_arrives: '2026-11-22T07:50:00Z',
  pickup_acknowledged: '2026-11-22T08:05:00Z',
  pickup_acknowledged_info: 'Pieni naarmu takapuskurissa.',
  pickup_vehicle_km: 48210,
  routes: [
    { coordinates_point: point(24.9384, 60.1699) },
    { coordinates_point: point(24.6, 60.6) },
    { coordinates_point: point(24.3, 60.95) },
  ],
  car_coordinates: point(24.3, 60.95),
};

const photoOf = (id: number, type: 2 | 3 | 4, target: 2 | 3 | 4 | 5 | 6 | 7, text: string, hue: number) => ({
  id,
  photo: photo(text, hue),
  photo_type: type,
  photo_target: target,
  created: type === 4 ? '2026-11-22T13:40:00Z' : '2026-11-22T08:03:00Z',
});

export const deliveredTransport: Schemas['Transport'] = {
  ...inProgressTransport,
  id: 203,
  state: 6,
  destination_acknowledged: '2026-11-22T13:42:00Z',
  destination_acknowledged_info: 'Luovutettu vastaanottoon.',
  destination_vehicle_km: 48389,
  expenses_price_total: 32.5,
  transport_total_price: 239.9,
  expenses: [
    {
      id: 1,
      expense_type: 3,
      created: '2026-11-22T10:15:00Z',
      price_vat_0: 12.5,
      service_price_company: 12.5,
      notes: 'Pikalataus Hämeenlinna',
    },
    {
      id: 2,
      expense_type: 4,
      created: '2026-11-22T13:30:00Z',
      price_vat_0: 20,
      service_price_company: 20,
      notes: null,
    },
  ],
  photos: [
    photoOf(1, 3, 3, 'Edestä', 210),
    photoOf(2, 3, 4, 'Takaa', 200),
    photoOf(3, 4, 3, 'Edestä', 150),
    photoOf(4, 4, 4, 'Takaa', 140),
    photoOf(5, 3, 7, 'Mittaristo', 30),
    photoOf(6, 2, 2, 'Lisäkuva', 280),
  ],
};

export const roundTripOutbound: Schemas['Transport'] = {
  ...base(204),
  state: 3,
  is_editable: true,
  contract_obj: null,
  round_trip: true,
  round_trip_no_vehicle_change: false,
  round_trip_return_trip_id: 205,
  round_trip_return_trip_state: 3,
  round_trip_return_trip_vehicle: 'XYZ-789',
};

export const roundTripReturn: Schemas['Transport'] = {
  ...base(205),
  state: 3,
  is_editable: false,
  contract_obj: null,
  vehicle: 'XYZ-789',
  vehicle_brand: 'Toyota Corolla',
  round_trip: true,
  round_trip_is_return_trip: true,
  round_trip_go_trip_id: 204,
  pickup_location: 'Autotalo Tampere',
  pickup_city_name: 'Tampere',
  pickup_location_coordinates: point(23.761, 61.4978),
  destination_location: 'Demo Kuljetus Oy',
  destination_city_name: 'Helsinki',
  destination_location_coordinates: point(24.9384, 60.1699),
};

export const abroadTransport: Schemas['Transport'] = {
  ...base(206),
  state: 4,
  abroad: true,
  order_number: 'SE-2026-118',
  vehicle_product_number: 'P-4471',
  vehicle_size: { id: 2, name: 'Keskikokoinen' },
  state_reserved_time: '2026-11-21T12:00:00Z',
  destination_location: 'Bilhall Stockholm',
  destination_address: 'Sveavägen 20',
  destination_postal_code: '111 57',
  destination_city_name: 'Tukholma',
  destination_location_coordinates: point(18.0649, 59.3326),
  waypoints: [
    { name: 'Turun satama', lat: 60.43551, lng: 22.21953 },
    { name: 'Värtahamnen, Tukholma', lat: 59.35152, lng: 18.09601 },
  ],
};

export const detailTransports = [
  draftTransport,
  inProgressTransport,
  deliveredTransport,
  roundTripOutbound,
  roundTripReturn,
  abroadTransport,
];

const option = (value: number, fi: string, en: string, language: 'fi' | 'en') => ({
  value,
  label: language === 'en' ? en : fi,
});

/** The server enums the detail reads, in the story's language. */
export const detailEnums = (language: 'fi' | 'en'): Schemas['Enums'] => ({
  ...enums,
  'transports.transport.state': [
    option(2, 'Luonnos', 'Draft', language),
    option(3, 'Julkaistu', 'Published', language),
    option(4, 'Kuljettaja varannut', 'Reserved by a driver', language),
    option(5, 'Kuljetuksessa', 'In transit', language),
    option(6, 'Toimitettu', 'Delivered', language),
  ],
  'transports.transport.vehicle_transmission_type': [
    option(2, 'Manuaali', 'Manual', language),
    option(3, 'Automaatti', 'Automatic', language),
  ],
  'transports.transport.driver_level': [
    option(1, 'Perus', 'Basic', language),
    option(2, 'Kokenut', 'Experienced', language),
  ],
  'transports.photo.photo_target': [
    option(2, 'Muu', 'Other', language),
    option(3, 'Edestä', 'Front', language),
    option(4, 'Takaa', 'Rear', language),
    option(7, 'Mittaristo', 'Dashboard', language),
  ],
  'transports.expense.expense_type': [
    option(3, 'Lataus', 'Charging', language),
    option(4, 'Odotus', 'Waiting', language),
  ],
});
