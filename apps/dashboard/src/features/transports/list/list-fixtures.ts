/** Transports of every kind the list shows, for its stories and screenshot tests. */
import type { components } from '@siirto/api-client/schema';
import { businessLocation, transportInProgress } from '../../../mocks/fixtures';

type Transport = components['schemas']['Transport'];
type TransportListItem = components['schemas']['TransportListItem'];
type Enums = components['schemas']['Enums'];

const helsinki = { id: 1, name: 'Helsingin toimipiste' };
const tampere = { id: 2, name: 'Tampereen toimipiste' };

/** A transport as the list answers it: the list's projection (TransportListItem), not the whole transport. */
export function listItemOf(full: Transport): TransportListItem {
  return {
    id: full.id,
    name: full.name,
    state: full.state,
    created: full.created,
    is_editable: full.is_editable,
    business_location: full.business_location,
    round_trip: full.round_trip,
    round_trip_is_return_trip: full.round_trip_is_return_trip,
    round_trip_return_trip_id: full.round_trip_return_trip_id,
    round_trip_go_trip_id: full.round_trip_go_trip_id,
    round_trip_return_trip_state: full.round_trip_return_trip_state,
    round_trip_return_trip_vehicle: full.round_trip_return_trip_vehicle,
    vehicle: full.vehicle,
    pickup_location: full.pickup_location,
    pickup_city_name: full.pickup_city_name,
    pickup_time: full.pickup_time,
    destination_location: full.destination_location,
    destination_city_name: full.destination_city_name,
    destination_time: full.destination_time,
    contract_obj: full.contract_obj,
  };
}

const transport = (id: number, vehicle: string, changes: Partial<Transport>): TransportListItem =>
  listItemOf({
    ...transportInProgress(id, vehicle),
    business_location: helsinki,
    business_location_obj: helsinki,
    pickup_time: '2026-11-26T08:00:00Z',
    destination_time: '2026-11-26T13:30:00Z',
    ...changes,
  });

export const listTransports: TransportListItem[] = [
  transport(1012, 'ABC-123', { state: 2, is_editable: true, contract_obj: null }),
  transport(1011, 'XYZ-789', {
    state: 3,
    is_editable: true,
    round_trip: true,
    round_trip_return_trip_id: 1013,
    round_trip_return_trip_vehicle: 'RTN-456',
    round_trip_return_trip_state: 3,
  }),
  transport(1010, 'KLM-555', {
    state: 31,
    is_editable: false,
    business_location: tampere,
    business_location_obj: tampere,
  }),
  transport(1009, 'EVX-900', {
    state: 4,
    pickup_location: 'Autotalo Tampere',
    pickup_city_name: 'Tampere',
    destination_location: 'Demo Kuljetus Oy',
    destination_city_name: 'Helsinki',
  }),
  transport(1008, 'GHI-321', { state: 5 }),
  transport(1007, 'JKL-654', {
    state: 6,
    round_trip: true,
    round_trip_return_trip_id: 1014,
    round_trip_return_trip_state: 5,
  }),
  transport(1006, 'MNO-987', { state: 7, business_location: tampere, business_location_obj: tampere }),
  transport(1005, 'PQR-246', { state: 8 }),
  transport(1004, 'STU-135', { state: 9 }),
];

/** The state names the server's enumeration gives (spec 2 §4). */
export const stateEnum: Enums['transports.transport.state'] = [
  { value: 2, label: 'Luonnos' },
  { value: 3, label: 'Julkaistu' },
  { value: 31, label: 'Hinta laskettu' },
  { value: 4, label: 'Kuljettaja varannut' },
  { value: 5, label: 'Kuljetuksessa' },
  { value: 6, label: 'Toimitettu' },
  { value: 7, label: 'Laskutettu' },
  { value: 8, label: 'Peruttu' },
  { value: 9, label: 'Vahinkoilmoitus' },
];

export const filterLocations = [
  businessLocation(helsinki.id, helsinki.name, null),
  businessLocation(tampere.id, tampere.name, null),
];
