/**
 * Stories and browser tests of the order wizard: the wizard with its look-ups answered from a seeded query cache
 * (company, status, locations, contacts, extras, price list, the transport being edited), so it renders at once.
 * The app never imports this module.
 */
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { components } from '@siirto/api-client/schema';
import { businessLocations, company, enums, status } from '../../../mocks/fixtures';
import { sharedKeys } from '../../../lib/queries/keys';
import { transportQuery } from '../detail/api/get-transport';
import { everyBusinessLocationQuery } from '../../../lib/queries/get-every-business-location';
import { companyPricingQuery } from './api/get-company-pricing';
import { extrasQuery } from './api/get-extras';
import { vehicleSizesQuery } from './api/get-vehicle-sizes';
import { createLocalOrderStore } from './local-copy';
import { OrderWizard } from './OrderWizard';
import type { OrderPage } from './wizard-frame';

type Schemas = components['schemas'];

export const wizardExtras: Schemas['PriceListRow'][] = [
  { id: 1, name: 'Pesu', driver_info: 'Ulkopesu ennen luovutusta.', transport_description_field: false, price_eur: 25 },
  {
    id: 3,
    name: 'Sähköauton lataus',
    driver_info: 'Lataa vähintään 80 %:iin.',
    transport_description_field: false,
    price_eur: 20,
  },
  { id: 4, name: 'Renkaanvaihto', driver_info: null, transport_description_field: true, price_eur: 45 },
];

export const wizardContacts: Schemas['Contact'][] = [
  { name: 'Pekka Nouto', email: 'pekka@esimerkki.fi', phone: '+358401234567' },
];

const wizardEnums: Schemas['Enums'] = {
  ...enums,
  'transports.transport.vehicle_transmission_type': [
    { value: 2, label: 'Manuaali' },
    { value: 3, label: 'Automaatti' },
  ],
  'transports.transport.vehicle_recharge_type': [
    { value: 2, label: 'Type 2' },
    { value: 3, label: 'CCS' },
    { value: 4, label: 'CHAdeMO' },
    { value: 5, label: 'Kotitalouspistorasia' },
  ],
};

const point = (lng: number, lat: number): Schemas['GeoPoint'] => ({ type: 'Point', coordinates: [lng, lat] });
const inDays = (days: number, hour: number) => {
  const date = new Date(Date.UTC(2030, 5, 3 + days, hour - 3, 0, 0));
  return date.toISOString();
};

/** A saved order (the demo's one-way electric car from Helsinki to Tampere) in `state`. */
export function wizardTransport(
  state: 2 | 3 | 31,
  overrides: Partial<Schemas['Transport']> = {},
): Schemas['Transport'] {
  const priced = state !== 2;
  return {
    id: 501,
    version: 2,
    state,
    created: '2030-06-01T08:00:00Z',
    company: company.id,
    is_editable: true,
    creator: { id: 1, full_name: 'Antti Admin' },
    business_location: { id: 1, name: 'Tampereen toimipiste' },
    business_location_id: 1,
    customer: null,
    round_trip: false,
    round_trip_no_vehicle_change: true,
    round_trip_is_return_trip: false,
    round_trip_return_trip_id: null,
    round_trip_go_trip_id: null,
    vehicle: 'ABC-123',
    vehicle_brand: 'Volkswagen ID.4',
    vehicle_electric: true,
    vehicle_fuel_type: 4,
    vehicle_transmission_type: 3,
    vehicle_recharge_type: 3,
    abroad: false,
    priority: 2,
    prices_calculated: priced,
    photos: [],
    expenses: [],
    price_list_rows: wizardExtras.slice(0, 1).map((row) => ({ ...row, description: null })),
    routes: [],
    waypoints: [],
    contract_obj: null,
    pickup_name: 'Pekka Nouto',
    pickup_phone: '+358401234567',
    pickup_contact_email: 'pekka@esimerkki.fi',
    pickup_location: 'Helsingin toimipiste',
    pickup_address: 'Mannerheimintie 1',
    pickup_postal_code: '00100',
    pickup_city_name: 'Helsinki',
    pickup_country: 'FI',
    pickup_location_coordinates: point(24.94094, 60.16893),
    pickup_time: inDays(0, 9),
    destination_name: 'Tiina Toimitus',
    destination_phone: '+358407654321',
    destination_location: 'Tampereen asiakas',
    destination_address: 'Hämeenkatu 10',
    destination_postal_code: '33100',
    destination_city_name: 'Tampere',
    destination_country: 'FI',
    destination_location_coordinates: point(23.761, 61.4978),
    destination_time: inDays(0, 18),
    trip_length_km: 176.4,
    price: priced ? 188.94 : null,
    price_go_trip: priced ? 188.94 : null,
    price_return_trip: null,
    service_prices_total_company: priced ? 25 : null,
    transport_total_price: priced ? 213.94 : null,
    price_type_special: 2,
    price_summary: priced
      ? {
          trip_price_total: 188.94,
          trip_length_km_total: 176.4,
          form1_price: 188.94,
          form2_price: null,
          extras_total: 25,
          expenses_total: 0,
          total: 213.94,
        }
      : null,
    ...overrides,
  };
}

/** The vehicle sizes an abroad order chooses from. */
export const wizardVehicleSizes = [
  { id: 1, name: 'Henkilöauto' },
  { id: 2, name: 'Pakettiauto' },
];

function seededClient(
  transport: Schemas['Transport'] | null,
  others: readonly Schemas['Transport'][],
  accountType: number,
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } },
  });
  client.setQueryData(sharedKeys.company, { ...company, account_type: accountType });
  client.setQueryData(sharedKeys.status, status);
  client.setQueryData(sharedKeys.enums, wizardEnums);
  client.setQueryData(sharedKeys.contacts, wizardContacts);
  client.setQueryData(everyBusinessLocationQuery.queryKey, businessLocations);
  client.setQueryData(extrasQuery(company.id, false).queryKey, wizardExtras);
  client.setQueryData(extrasQuery(company.id, true).queryKey, wizardExtras.slice(0, 1));
  client.setQueryData(vehicleSizesQuery.queryKey, wizardVehicleSizes);
  client.setQueryData(companyPricingQuery(company.id).queryKey, {
    price_type: 2,
    base_price_eur: 39,
    price_per_km_eur: 0.85,
    abroad_surcharge_eur: 250,
    fixed_round_trip_price_eur: null,
  });
  for (const other of [...others, ...(transport ? [transport] : [])])
    client.setQueryData(transportQuery(other.id).queryKey, other);
  return client;
}

const memory = () => {
  const items = new Map<string, string>();
  return createLocalOrderStore({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  });
};

/** The wizard on a seeded cache; pages move in place (no router). */
export function WizardFixture({
  transport = null,
  page: initialPage = 1,
  others = [],
  accountType = company.account_type,
  children,
}: {
  transport?: Schemas['Transport'] | null;
  page?: OrderPage;
  /** Further transports in the cache (e.g. the outbound trip of a return trip being opened). */
  others?: readonly Schemas['Transport'][];
  /** The company's account_type (9: a coordinator, whose order offers a customer). */
  accountType?: number;
  children?: ReactNode;
}) {
  const [client] = useState(() => seededClient(transport, others, accountType));
  const [store] = useState(memory);
  const [where, setWhere] = useState<{ id: number; page: OrderPage }>({ id: transport?.id ?? 0, page: initialPage });
  return (
    <QueryClientProvider client={client}>
      <OrderWizard
        transportId={where.id}
        page={where.page}
        userId={1}
        store={store}
        onPageChange={(page, id) => setWhere({ id, page })}
        onDone={() => undefined}
      />
      {children}
    </QueryClientProvider>
  );
}
