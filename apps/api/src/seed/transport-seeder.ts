/** The transports of the demo (with their photos, expenses and the photos' stored images). */
import type { Insertable } from 'kysely';
import { euros, isEditableState, multiplyCents, sumEuros, toCents } from '@siirto/domain';
import { randomToken } from '../auth/passwords.ts';
import type { BusinessDatabase } from '../db/migrations/002_business.ts';
import type { LngLat, TransportsTable } from '../db/schema.ts';
import { storeTransportPhotoUpload } from '../routes/transports/photo-uploads.ts';
import { tripPrice } from '../routes/transports/pricing.ts';
import {
  type CompanyKey,
  drivers,
  type LocationKey,
  locations,
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
import { HOUR, json, type SeedContext } from './seeders.ts';
import { bulkTransports, otherCompanies, partlyDelivered, showcase, type TransportSpec } from './transport-specs.ts';

const EXPENSE_SERVICE_FEE = 1.1;
/** The driver's contract share of the trip price. */
const CONTRACT_SHARE = 0.7;

/** An expense's price charged to the company: the driver's price with the service fee, in euros. */
const servicePrice = (price: number) => euros(multiplyCents(toCents(price), EXPENSE_SERVICE_FEE));

/** Times on the quarter hour, as the dashboard's date pickers use 15-minute steps. */
export function quarter(date: Date): Date {
  const step = 15 * 60_000;
  return new Date(Math.round(date.getTime() / step) * step);
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

type SeedIds = {
  companyIds: Record<CompanyKey, number>;
  userIds: Record<UserKey, number>;
  locationIds: Record<LocationKey, number>;
  serviceIds: number[];
};

type ReturnOf = { goId: number; go: TransportSpec };

/** The transports row of a spec, and what its photos and expenses need to know. */
function transportRow(spec: TransportSpec, returnOf: ReturnOf | undefined, { now, ago }: SeedContext, ids: SeedIds) {
  const from = placeOf(spec.from);
  const to = placeOf(spec.to);
  const vehicle = vehicles[spec.vehicle % vehicles.length] ?? vehicles[0];
  const waypoints = spec.waypoints ?? [];
  const stops: LngLat[] = [from.coordinates, ...waypoints.map((waypoint) => waypoint.coordinates), to.coordinates];
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
    id: ids.serviceIds[index] ?? 0,
    price: priceListRows[index]?.price ?? 0,
    description: index === 3 ? 'Kesärenkaat takakontissa' : '',
  }));
  const priced = state !== 2;
  const basePrice = tripPrice(km, spec.abroad === true);
  const servicesTotal = euros(sumEuros(services.map((service) => service.price)));
  const expenses = spec.expenses ?? [];
  // the sum of the expense rows' service prices, as the API's pricing adds them
  const expensesTotal = euros(sumEuros(expenses.map((expense) => servicePrice(expense.price))));
  const priceGo = spec.roundTrip ? basePrice : null;
  const isReturn = returnOf !== undefined;
  const values: Insertable<TransportsTable> = {
    name: `${vehicle.registration} ${from.cityName}–${to.cityName}`,
    state,
    created,
    updated: created,
    publish: state !== 2,
    company_id: ids.companyIds[spec.company],
    web_version: 2,
    is_editable: isEditableState(state),
    creator_id: ids.userIds[spec.creator],
    business_location_id: spec.location ? ids.locationIds[spec.location] : null,
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
    pickup_business_location_id: spec.from in locations ? ids.locationIds[spec.from as LocationKey] : null,
    pickup_time: pickupTime,
    pickup_time_driver_arrives: hasDriver ? pickupTime : null,
    pickup_acknowledged: pickupAcknowledged,
    pickup_acknowledged_coordinates: pickedUp ? json(from.coordinates) : null,
    pickup_acknowledged_info: pickedUp ? 'Auto luovutettu kuljettajalle, ei huomautettavaa.' : '',
    destination_name: spec.destinationName ?? 'Vastaanotto',
    destination_phone: '+358401239876',
    destination_contact_email: 'kalle.jarvinen@example.com',
    destination_location: spec.destinationLocation ?? to.location,
    destination_address: to.address,
    destination_postal_code: to.postalCode,
    destination_city: to.cityId === null ? '' : String(to.cityId),
    destination_city_name: to.cityName,
    destination_country: to.country,
    destination_google_address: `${to.address}, ${to.postalCode} ${to.cityName}${to.country === 'SE' ? ', Sverige' : ''}`,
    destination_location_coordinates: json(to.coordinates),
    destination_business_location_id: spec.to in locations ? ids.locationIds[spec.to as LocationKey] : null,
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
    transport_total_price: priced ? euros(sumEuros([basePrice, servicesTotal, expensesTotal])) : null,
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
    contract_total_price: hasDriver ? euros(multiplyCents(toCents(basePrice), CONTRACT_SHARE)) : null,
    contract_total_length_km: hasDriver ? km : null,
    price_go_trip: priceGo,
    price_return_trip: spec.roundTrip ? basePrice : null,
    price_type_special: 2,
    prices_calculated: priced,
    share_token: randomToken(24),
  };
  return { values, vehicle, pickedUp, delivered, pickupAcknowledged, destinationAcknowledged, expenses };
}

type Facts = ReturnType<typeof transportRow>;

/** Pickup photos (and destination photos when delivered) of the car, a damage close-up when there was damage. */
async function photosOf(
  spec: TransportSpec,
  transportId: number,
  { vehicle, pickedUp, delivered, pickupAcknowledged, destinationAcknowledged }: Facts,
  uploadFor: (colour: Rgb) => Promise<string>,
  now: Date,
): Promise<Insertable<BusinessDatabase['photos']>[]> {
  if (!spec.photos || !pickedUp) return [];
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
  return [
    ...photoRows.map((photo) => ({ transport_id: transportId, photo: carUpload, ...photo })),
    ...(damageUpload
      ? [
          {
            transport_id: transportId,
            photo: damageUpload,
            photo_type: 2,
            photo_target: 2,
            created: destinationAcknowledged ?? now,
          },
        ]
      : []),
  ];
}

/** The driver's expenses of a transport, with the service fee. */
function expensesOf(
  transportId: number,
  { expenses, pickupAcknowledged, destinationAcknowledged }: Facts,
  now: Date,
): Insertable<BusinessDatabase['expenses']>[] {
  return expenses.map((expense) => ({
    transport_id: transportId,
    expense_type: expense.type,
    created: destinationAcknowledged ?? pickupAcknowledged ?? now,
    price_vat_0: expense.price,
    service_price_company: servicePrice(expense.price),
    notes: expense.notes,
  }));
}

/** Every demo transport (a round trip's return transport right after its outbound one); answers their count. */
export async function seedTransports(context: SeedContext, ids: SeedIds): Promise<number> {
  const { tx, now } = context;
  // Photo placeholders: one stored image per car colour (plus a damage close-up).
  const uploadByColour = new Map<string, string>();
  const uploadFor = async (colour: Rgb): Promise<string> => {
    const key = colour.join(',');
    const existing = uploadByColour.get(key);
    if (existing) return existing;
    const data = placeholderPhoto(colour);
    const id = randomToken(18);
    // stored as the driver's photos are, with the condition report's print copy
    await storeTransportPhotoUpload(tx, { id, owner_user_id: null, content_type: 'image/png', data, created: now });
    uploadByColour.set(key, id);
    return id;
  };

  // Transports.
  // Photos and expenses are written in one statement each after the transports.
  const photoInserts: Insertable<BusinessDatabase['photos']>[] = [];
  const expenseInserts: Insertable<BusinessDatabase['expenses']>[] = [];
  const insertTransport = async (spec: TransportSpec, returnOf?: ReturnOf) => {
    const facts = transportRow(spec, returnOf, context, ids);
    const row = await tx.insertInto('transports').values(facts.values).returning('id').executeTakeFirstOrThrow();
    photoInserts.push(...(await photosOf(spec, row.id, facts, uploadFor, now)));
    expenseInserts.push(...expensesOf(row.id, facts, now));
    return row.id;
  };

  let transportCount = 0;
  for (const spec of [...showcase, ...bulkTransports(), ...otherCompanies, ...partlyDelivered]) {
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
      await tx.updateTable('transports').set({ round_trip_return_trip_id: returnId }).where('id', '=', goId).execute();
    }
  }

  if (photoInserts.length > 0) await tx.insertInto('photos').values(photoInserts).execute();
  if (expenseInserts.length > 0) await tx.insertInto('expenses').values(expenseInserts).execute();
  return transportCount;
}
